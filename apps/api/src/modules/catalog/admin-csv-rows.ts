import {
  ADMIN_MAX_EUROS,
  ADMIN_MAX_STOCK,
  ADMIN_TEXT_MAX_LENGTH,
  BARCODE_PATTERN,
  CATALOG_CSV_COLUMNS,
  type CatalogCsvColumn,
  eurosToCents,
} from '@shop/contract';

/** Why a CSV cell or row was refused: the key of its text in the catalogue's messages. */
export type CsvProblemCode =
  | 'csv_unknown_column'
  | 'csv_missing_code_column'
  | 'csv_unterminated_quote'
  | 'csv_too_many_rows'
  | 'csv_field_count'
  | 'csv_required'
  | 'csv_too_long'
  | 'csv_invalid_price'
  | 'csv_list_price_not_above_price'
  | 'csv_invalid_stock'
  | 'csv_stock_of_sized_product'
  | 'csv_stock_required'
  | 'csv_invalid_barcode'
  | 'csv_invalid_published'
  | 'csv_unknown_product'
  | 'csv_unknown_size'
  | 'csv_repeated_row'
  | 'csv_size_column_for_product';

export interface CsvProblemAt {
  row: number;
  column: CatalogCsvColumn | null;
  code: CsvProblemCode;
}

/** One data row, read: `undefined` where the file has no such column (left as it is). */
export interface CsvRow {
  line: number;
  code: string;
  sizeCode: string | null;
  barcode?: string | null;
  nameEl?: string;
  nameEn?: string;
  priceCents?: number | null;
  listPriceCents?: number | null;
  stock?: number | null;
  published?: boolean;
}

/** The columns of a header, or the problems with it. */
export function readHeader(fields: string[]): {
  columns: (CatalogCsvColumn | null)[];
  problems: CsvProblemAt[];
} {
  const problems: CsvProblemAt[] = [];
  const columns = fields.map((field) => {
    const name = field.trim().toLowerCase();
    const column = CATALOG_CSV_COLUMNS.find((known) => known === name) ?? null;
    if (!column) problems.push({ row: 1, column: null, code: 'csv_unknown_column' });
    return column;
  });
  if (!columns.includes('code')) problems.push({ row: 1, column: 'code', code: 'csv_missing_code_column' });
  return { columns, problems };
}

/** Euros with a dot or a comma and at most two decimals, e.g. `12.5`, `12,50`. */
function euros(text: string): number | undefined {
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(text)) return undefined;
  const value = Number(text.replace(',', '.'));
  return value <= ADMIN_MAX_EUROS ? eurosToCents(value) : undefined;
}

const PUBLISHED: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
  ναι: true,
  όχι: false,
  οχι: false,
};

/** Reads one record against the header; cells it cannot read are problems, the rest is the row. */
export function readRow(
  line: number,
  fields: string[],
  columns: (CatalogCsvColumn | null)[],
): { row: CsvRow; problems: CsvProblemAt[] } {
  const problems: CsvProblemAt[] = [];
  const problem = (column: CatalogCsvColumn | null, code: CsvProblemCode) =>
    problems.push({ row: line, column, code });
  if (fields.length !== columns.length) problem(null, 'csv_field_count');
  const cell = (column: CatalogCsvColumn): string | undefined => {
    const index = columns.indexOf(column);
    return index < 0 ? undefined : (fields[index] ?? '').trim();
  };
  const code = cell('code') ?? '';
  if (code === '') problem('code', 'csv_required');
  const sizeCode = cell('size_code') || null;
  const row: CsvRow = { line, code, sizeCode };

  const barcode = cell('barcode');
  if (barcode !== undefined) {
    if (barcode !== '' && !BARCODE_PATTERN.test(barcode)) problem('barcode', 'csv_invalid_barcode');
    else row.barcode = barcode || null;
  }
  for (const [column, key] of [
    ['name_el', 'nameEl'],
    ['name_en', 'nameEn'],
  ] as const) {
    const name = cell(column);
    if (name === undefined) continue;
    if (sizeCode !== null) {
      if (name !== '') problem(column, 'csv_size_column_for_product');
    } else if (name === '') problem(column, 'csv_required');
    else if (name.length > ADMIN_TEXT_MAX_LENGTH) problem(column, 'csv_too_long');
    else row[key] = name;
  }
  const price = cell('price');
  if (price !== undefined) {
    // A size without a price of its own sells at the product's.
    if (price === '') {
      if (sizeCode === null) problem('price', 'csv_required');
      else row.priceCents = null;
    } else {
      const cents = euros(price);
      if (cents === undefined) problem('price', 'csv_invalid_price');
      else row.priceCents = cents;
    }
  }
  const listPrice = cell('list_price');
  if (listPrice !== undefined) {
    const cents = listPrice === '' ? null : euros(listPrice);
    // Whether it is above the price is checked against the price the row leaves (file or shop).
    if (cents === undefined) problem('list_price', 'csv_invalid_price');
    else row.listPriceCents = cents;
  }
  const stock = cell('stock');
  if (stock !== undefined) {
    if (stock === '') row.stock = null;
    else if (!/^\d{1,7}$/.test(stock) || Number(stock) > ADMIN_MAX_STOCK)
      problem('stock', 'csv_invalid_stock');
    else row.stock = Number(stock);
  }
  const published = cell('published');
  if (published !== undefined) {
    if (sizeCode !== null) {
      if (published !== '') problem('published', 'csv_size_column_for_product');
    } else {
      const value = PUBLISHED[published.toLowerCase()];
      if (value === undefined) problem('published', 'csv_invalid_published');
      else row.published = value;
    }
  }
  return { row, problems };
}
