import * as z from 'zod/mini';

/**
 * The back office's stock per location (decision 045): the locations, a product's stock per
 * location and size with its history, staff's counts and transfers (each with a reason), and the
 * CSV of counts (`location,code,size_code,stock`: the location's code, the product's code and, for a
 * size, its code as in the catalogue's CSV).
 */
export const STOCK_MOVEMENT_KINDS = ['sale', 'return', 'adjustment', 'transfer'] as const;
export const STOCK_REASON_MAX_LENGTH = 200;
export const STOCK_CSV_COLUMNS = ['location', 'code', 'size_code', 'stock'] as const;
export const STOCK_CSV_MAX_ROWS = 20_000;

const reason = z
  .string('required_field')
  .check(z.trim(), z.minLength(1, 'required_field'), z.maxLength(STOCK_REASON_MAX_LENGTH, 'too_long'));
const id = z.number().check(z.int(), z.positive());
const count = z
  .number('invalid_stock')
  .check(z.int('invalid_stock'), z.gte(0, 'invalid_stock'), z.lte(1_000_000, 'invalid_stock'));

export const adminStockLocationSchema = z.object({
  id: z.number(),
  code: z.string(),
  nm: z.string(),
  ships: z.boolean(),
  /** Days for a transfer to reach this store for a pickup; null: pickup only of what it holds. */
  transferDays: z.nullable(z.number()),
  isPrimary: z.boolean(),
});
export type AdminStockLocation = z.infer<typeof adminStockLocationSchema>;
export const adminStockLocationListSchema = z.array(adminStockLocationSchema);

export const adminStockLocationSaveSchema = z.object({
  id,
  ships: z.optional(z.boolean()),
  transferDays: z.optional(z.nullable(z.number().check(z.int(), z.gte(0), z.lte(60)))),
});

export const adminStockMovementSchema = z.object({
  id: z.number(),
  locationId: z.number(),
  dimensionId: z.nullable(z.number()),
  change: z.number(),
  stockAfter: z.number(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  orderId: z.nullable(z.number()),
  /** Who moved it: the staff member's email, null for a sale or a system change. */
  staff: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  at: z.string(),
});

export const adminProductStockSchema = z.object({
  productId: z.number(),
  rows: z.array(z.object({ locationId: z.number(), dimensionId: z.nullable(z.number()), stock: z.number() })),
  /** Newest first; `before` (the last id) pages on. */
  history: z.array(adminStockMovementSchema),
});
export type AdminProductStock = z.infer<typeof adminProductStockSchema>;

export const adminProductStockQuerySchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
  before: z.optional(z.coerce.number().check(z.int(), z.positive())),
});

export const adminLocationStockSaveSchema = z.object({
  productId: id,
  reason,
  lines: z
    .array(z.object({ locationId: id, dimensionId: z.nullable(id), stock: count }))
    .check(z.minLength(1, 'required_field'), z.maxLength(500, 'too_many')),
});
export type AdminLocationStockSave = z.infer<typeof adminLocationStockSaveSchema>;

export const adminStockTransferSchema = z.object({
  productId: id,
  dimensionId: z.nullable(id),
  fromLocationId: id,
  toLocationId: id,
  quantity: z.number().check(z.int('invalid_quantity'), z.positive('invalid_quantity')),
  reason,
});

/** A stock CSV's header names four columns: a longer first line is no stock file (the same rule as the catalogue's). */
const STOCK_CSV_MAX_HEADER_LENGTH = 200;
const headerLength = (csv: string) => {
  const end = csv.search(/[\r\n]/);
  return end === -1 ? csv.length : end;
};

export const adminStockImportSchema = z.object({
  csv: z.string('required_field').check(
    z.minLength(1, { error: 'required_field', abort: true }),
    z.maxLength(2_000_000, { error: 'too_long', abort: true }),
    z.refine((csv) => headerLength(csv) <= STOCK_CSV_MAX_HEADER_LENGTH, 'invalid_csv_header'),
  ),
  reason,
  dryRun: z._default(z.boolean(), true),
});

export const adminStockImportResultSchema = z.object({
  rows: z.number(),
  /** Every bad row: its line (the header is line 1), the column and the code. */
  problems: z.array(
    z.object({ line: z.number(), column: z.nullable(z.string()), code: z.string(), message: z.string() }),
  ),
  written: z.boolean(),
});
export type AdminStockImportResult = z.infer<typeof adminStockImportResultSchema>;
