import { z } from 'zod';

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
  .trim()
  .min(1, 'required_field')
  .max(STOCK_REASON_MAX_LENGTH, 'too_long');
const id = z.number().int().positive();
const count = z
  .number('invalid_stock')
  .int('invalid_stock')
  .min(0, 'invalid_stock')
  .max(1_000_000, 'invalid_stock');

export const adminStockLocationSchema = z.object({
  id: z.number(),
  code: z.string(),
  nm: z.string(),
  ships: z.boolean(),
  /** Days for a transfer to reach this store for a pickup; null: pickup only of what it holds. */
  transferDays: z.number().nullable(),
  isPrimary: z.boolean(),
});
export type AdminStockLocation = z.infer<typeof adminStockLocationSchema>;
export const adminStockLocationListSchema = z.array(adminStockLocationSchema);

export const adminStockLocationSaveSchema = z.object({
  id,
  ships: z.boolean().optional(),
  transferDays: z.number().int().min(0).max(60).nullable().optional(),
});

export const adminStockMovementSchema = z.object({
  id: z.number(),
  locationId: z.number(),
  dimensionId: z.number().nullable(),
  change: z.number(),
  stockAfter: z.number(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  orderId: z.number().nullable(),
  /** Who moved it: the staff member's email, null for a sale or a system change. */
  staff: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const adminProductStockSchema = z.object({
  productId: z.number(),
  rows: z.array(z.object({ locationId: z.number(), dimensionId: z.number().nullable(), stock: z.number() })),
  /** Newest first; `before` (the last id) pages on. */
  history: z.array(adminStockMovementSchema),
});
export type AdminProductStock = z.infer<typeof adminProductStockSchema>;

export const adminProductStockQuerySchema = z.object({
  id: z.coerce.number().int().positive(),
  before: z.coerce.number().int().positive().optional(),
});

export const adminLocationStockSaveSchema = z.object({
  productId: id,
  reason,
  lines: z
    .array(z.object({ locationId: id, dimensionId: id.nullable(), stock: count }))
    .min(1, 'required_field')
    .max(500, 'too_many'),
});
export type AdminLocationStockSave = z.infer<typeof adminLocationStockSaveSchema>;

export const adminStockTransferSchema = z.object({
  productId: id,
  dimensionId: id.nullable(),
  fromLocationId: id,
  toLocationId: id,
  quantity: z.number().int('invalid_quantity').positive('invalid_quantity'),
  reason,
});

/** A stock CSV's header names four columns: a longer first line is no stock file (the same rule as the catalogue's). */
const STOCK_CSV_MAX_HEADER_LENGTH = 200;
const headerLength = (csv: string) => {
  const end = csv.search(/[\r\n]/);
  return end === -1 ? csv.length : end;
};

export const adminStockImportSchema = z.object({
  csv: z
    .string('required_field')
    .min(1, { error: 'required_field', abort: true })
    .max(2_000_000, { error: 'too_long', abort: true })
    .refine((csv) => headerLength(csv) <= STOCK_CSV_MAX_HEADER_LENGTH, 'invalid_csv_header'),
  reason,
  dryRun: z.boolean().default(true),
});

export const adminStockImportResultSchema = z.object({
  rows: z.number(),
  /** Every bad row: its line (the header is line 1), the column and the code. */
  problems: z.array(
    z.object({ line: z.number(), column: z.string().nullable(), code: z.string(), message: z.string() }),
  ),
  written: z.boolean(),
});
export type AdminStockImportResult = z.infer<typeof adminStockImportResultSchema>;
