import * as z from 'zod/mini';

/**
 * The catalogue's CSV (`/admin/products/export`, `/admin/products/import`): one row per product,
 * and one more per size or colour (`size_code` set) for its own price and stock. `code` (with
 * `size_code`) names the row; an import changes only existing products and sizes. A product with
 * sizes holds the sum of their stock, so its own row leaves `stock` empty. Prices in euros with a
 * dot or a comma; an empty `list_price` means not reduced.
 */
export const CATALOG_CSV_COLUMNS = [
  'code',
  'size_code',
  'barcode',
  'name_el',
  'name_en',
  'price',
  'list_price',
  'stock',
  'published',
] as const;
export type CatalogCsvColumn = (typeof CATALOG_CSV_COLUMNS)[number];

/** The largest file an import takes (about 20,000 rows). */
export const CATALOG_CSV_MAX_BYTES = 4_000_000;
export const CATALOG_CSV_MAX_ROWS = 20_000;
/**
 * The longest first line a catalogue file has: its header names at most the nine columns, under
 * 200 characters even quoted. A longer first line is no catalogue file (a wrong file, or no line
 * breaks at all) and is refused with the field's error instead of a dry run of nothing.
 */
export const CATALOG_CSV_MAX_HEADER_LENGTH = 1_000;

function headerLength(csv: string): number {
  const end = csv.search(/[\r\n]/);
  return end === -1 ? csv.length : end;
}

export const catalogImportRequestSchema = z.object({
  csv: z.string('required_field').check(
    z.minLength(1, { error: 'required_field', abort: true }),
    z.maxLength(CATALOG_CSV_MAX_BYTES, { error: 'too_long', abort: true }),
    z.refine((csv) => headerLength(csv) <= CATALOG_CSV_MAX_HEADER_LENGTH, 'invalid_csv_header'),
  ),
  /** True: check every row and report, change nothing. */
  dryRun: z._default(z.boolean('invalid_value'), true),
});
export type CatalogImportRequest = z.infer<typeof catalogImportRequestSchema>;

export const catalogImportProblemSchema = z.object({
  /** The line of the file, the header being line 1. */
  row: z.number(),
  /** The column at fault; null for the row as a whole (unknown code, repeated row). */
  column: z.nullable(z.string()),
  code: z.string(),
  /** The reason in the language of the call. */
  message: z.string(),
});
export type CatalogImportProblem = z.infer<typeof catalogImportProblemSchema>;

export const catalogImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** Whether the rows were written: never on a dry run, never when any row is bad. */
  applied: z.boolean(),
  /** Data rows read. */
  rows: z.number(),
  /** Rows that change something (or would, on a dry run). */
  changed: z.number(),
  /** Prices that changed (each is written to the price history). */
  priceChanges: z.number(),
  stockChanges: z.number(),
  problems: z.array(catalogImportProblemSchema),
});
export type CatalogImportResult = z.infer<typeof catalogImportResultSchema>;
