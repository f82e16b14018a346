import {
  type AdminStockImportResult,
  type Language,
  STOCK_CSV_COLUMNS,
  STOCK_CSV_MAX_ROWS,
} from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productDimensions, products } from '../../db/schema/catalog.ts';
import { parseCsv } from '../../lib/csv.ts';
import type { Translate } from '../../lib/messages.ts';
import type { InventoryService, LocationStockLine } from '../inventory/index.ts';

type Problem = Omit<AdminStockImportResult['problems'][number], 'message'> & { code: StockCsvProblem };
type StockCsvProblem =
  | 'csv_missing_column'
  | 'csv_unterminated_quote'
  | 'csv_too_many_rows'
  | 'csv_unknown_location'
  | 'csv_unknown_product'
  | 'csv_unknown_size'
  | 'csv_stock_of_sized_product'
  | 'csv_invalid_stock'
  | 'csv_repeated_row';

/**
 * The stock counts' CSV (`location,code,size_code,stock`): the catalogue names the products and
 * sizes by their codes, the inventory the locations, and the inventory writes every count in one
 * transaction with the staff member and reason (decision 045). A dry run, or any bad row, writes
 * nothing and reports every bad row.
 */
export class StockCsv {
  constructor(
    private readonly db: Db,
    private readonly inventory: InventoryService,
    private readonly translate: Translate<StockCsvProblem>,
  ) {}

  async import(
    csv: string,
    options: { dryRun: boolean; reason: string; staffId: number; language: Language },
  ): Promise<AdminStockImportResult> {
    const problems: Problem[] = [];
    const result = (rows: number, written: boolean): AdminStockImportResult => ({
      rows,
      written,
      problems: problems
        .sort((a, b) => a.line - b.line)
        .map((problem) => ({ ...problem, message: this.translate(options.language, problem.code) })),
    });
    const table = parseCsv(csv);
    const [header, ...records] = table.records;
    const fields = header?.fields.map((field) => field.trim().toLowerCase()) ?? [];
    const column = Object.fromEntries(
      STOCK_CSV_COLUMNS.map((name) => [name, fields.indexOf(name)]),
    ) as Record<(typeof STOCK_CSV_COLUMNS)[number], number>;
    for (const name of STOCK_CSV_COLUMNS) {
      if (column[name] === -1) problems.push({ line: 1, column: name, code: 'csv_missing_column' });
    }
    if (table.unterminated)
      problems.push({ line: records.at(-1)?.line ?? 1, column: null, code: 'csv_unterminated_quote' });
    if (records.length > STOCK_CSV_MAX_ROWS)
      problems.push({ line: 1, column: null, code: 'csv_too_many_rows' });
    if (problems.length > 0) return result(records.length, false);

    const cell = (fields: string[], name: (typeof STOCK_CSV_COLUMNS)[number]) =>
      (fields[column[name]] ?? '').trim();
    const codes = [...new Set(records.map((record) => cell(record.fields, 'code')))];
    const [locations, productRows, sizeRows] = await Promise.all([
      this.inventory.locations(),
      this.db
        .select({ id: products.id, code: products.code })
        .from(products)
        .where(inArray(products.code, codes)),
      this.db
        .select({
          id: productDimensions.id,
          productId: productDimensions.productId,
          code: productDimensions.code,
        })
        .from(productDimensions)
        .innerJoin(products, eq(products.id, productDimensions.productId))
        .where(inArray(products.code, codes)),
    ]);
    const locationByCode = new Map(locations.map((location) => [location.code, location.id]));
    const productByCode = new Map(productRows.map((row) => [row.code, row.id]));
    const lines: LocationStockLine[] = [];
    const seen = new Set<string>();
    for (const record of records) {
      const problem = (name: string | null, code: StockCsvProblem) =>
        problems.push({ line: record.line, column: name, code });
      const locationId = locationByCode.get(cell(record.fields, 'location'));
      const productId = productByCode.get(cell(record.fields, 'code'));
      const sizeCode = cell(record.fields, 'size_code');
      const size =
        sizeCode === '' ? null : sizeRows.find((row) => row.productId === productId && row.code === sizeCode);
      const stockText = cell(record.fields, 'stock');
      const stock = Number(stockText);
      if (locationId === undefined) problem('location', 'csv_unknown_location');
      if (productId === undefined) problem('code', 'csv_unknown_product');
      else if (size === undefined) problem('size_code', 'csv_unknown_size');
      else if (size === null && sizeRows.some((row) => row.productId === productId)) {
        problem('size_code', 'csv_stock_of_sized_product');
      }
      if (!/^\d+$/.test(stockText) || stock > 1_000_000) problem('stock', 'csv_invalid_stock');
      if (locationId === undefined || productId === undefined || size === undefined) continue;
      const key = `${locationId}:${productId}:${size?.id ?? 0}`;
      if (seen.has(key)) problem(null, 'csv_repeated_row');
      seen.add(key);
      lines.push({ locationId, productId, dimensionId: size?.id ?? null, stock });
    }
    if (options.dryRun || problems.length > 0) return result(records.length, false);
    await this.inventory.setAtLocations(lines, { staffId: options.staffId, reason: options.reason });
    return result(records.length, true);
  }
}
