import {
  CATALOG_CSV_COLUMNS,
  CATALOG_CSV_MAX_ROWS,
  type CatalogImportResult,
  centsToEuros,
  type Language,
} from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { formatCsv, parseCsv } from '../../lib/csv.ts';
import type { Translate } from '../../lib/messages.ts';
import {
  type CsvProblemAt,
  type CsvProblemCode,
  type CsvRow,
  readHeader,
  readRow,
} from './admin-csv-rows.ts';
import { type ProductPrices, recordPrices, type SizePrices, writePrices } from './admin-prices.ts';
import type { CatalogAdminNeeds } from './admin-service.ts';

interface ProductState {
  id: number;
  code: string;
  barcode: string | null;
  name_el: string;
  name_en: string;
  price_cents: number;
  list_price_cents: number | null;
  stock: number;
  is_published: boolean;
  sized: boolean;
}

interface SizeState {
  id: number;
  product_id: number;
  product_code: string;
  code: string;
  barcode: string | null;
  price_cents: number | null;
  list_price_cents: number | null;
  stock: number;
}

/** What one valid row changes, against the shop's current state. */
interface RowChange {
  product: ProductState;
  size: SizeState | null;
  texts: { barcode: string | null; nameEl: string; nameEn: string; published: boolean } | null;
  /** A size's new barcode; undefined when it stays. */
  sizeBarcode?: string | null;
  prices: { priceCents: number | null; listPriceCents: number | null } | null;
  stock: number | null;
}

const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents).toFixed(2));

/**
 * The catalogue's CSV: exported as the shop holds it, imported in one transaction with a dry run
 * first. An import reads every row, checks each against the shop (codes known, list price above the
 * price, stock on the right row) and reports every bad cell with its line; with any bad row, or
 * on a dry run, nothing is written. Otherwise the names, prices and stock of every row are written
 * in a few batched statements, the price history and one audit entry with them.
 */
export class CatalogCsv {
  constructor(
    private readonly db: Db,
    private readonly services: CatalogAdminNeeds,
    private readonly translate: Translate<CsvProblemCode>,
  ) {}

  async export(): Promise<string> {
    const [productRows, sizeRows] = await Promise.all([this.products(this.db), this.sizes(this.db)]);
    const sizesOf = new Map<number, SizeState[]>();
    for (const size of sizeRows)
      sizesOf.set(size.product_id, [...(sizesOf.get(size.product_id) ?? []), size]);
    const rows = productRows.flatMap((product) => [
      [
        product.code,
        null,
        product.barcode,
        product.name_el,
        product.name_en,
        euros(product.price_cents),
        euros(product.list_price_cents),
        product.sized ? null : product.stock,
        product.is_published,
      ],
      ...(sizesOf.get(product.id) ?? []).map((size) => [
        product.code,
        size.code,
        size.barcode,
        null,
        null,
        euros(size.price_cents),
        euros(size.list_price_cents),
        size.stock,
        null,
      ]),
    ]);
    return formatCsv(CATALOG_CSV_COLUMNS, rows);
  }

  async import(
    csv: string,
    dryRun: boolean,
    staffId: number,
    language: Language,
  ): Promise<CatalogImportResult> {
    const { rows, problems } = this.read(csv);
    const [productRows, sizeRows] = await Promise.all([
      this.products(this.db, [...new Set(rows.map((row) => row.code))]),
      this.sizes(this.db, [...new Set(rows.map((row) => row.code))]),
    ]);
    const changes = this.resolve(rows, productRows, sizeRows, problems);
    const counts = {
      rows: rows.length,
      changed: changes.filter(
        (change) =>
          change.texts || change.sizeBarcode !== undefined || change.prices || change.stock !== null,
      ).length,
      priceChanges: changes.filter((change) => change.prices).length,
      stockChanges: changes.filter((change) => change.stock !== null).length,
    };
    const report = (applied: boolean): CatalogImportResult => ({
      dryRun,
      applied,
      ...counts,
      problems: problems
        .sort((a, b) => a.row - b.row)
        .map((problem) => ({ ...problem, message: this.translate(language, problem.code) })),
    });
    if (dryRun || problems.length > 0 || counts.changed === 0) return report(false);
    const productIds = await this.apply(changes, staffId);
    if (counts.stockChanges > 0) await this.services.inventory.notifyStockChanged(productIds);
    await this.services.catalog.settled();
    return report(true);
  }

  private read(csv: string): { rows: CsvRow[]; problems: CsvProblemAt[] } {
    const table = parseCsv(csv);
    const [header, ...records] = table.records;
    const problems: CsvProblemAt[] = [];
    if (table.unterminated)
      problems.push({ row: records.at(-1)?.line ?? 1, column: null, code: 'csv_unterminated_quote' });
    if (!header) return { rows: [], problems: [{ row: 1, column: 'code', code: 'csv_missing_code_column' }] };
    if (records.length > CATALOG_CSV_MAX_ROWS) {
      return {
        rows: [],
        problems: [{ row: CATALOG_CSV_MAX_ROWS + 2, column: null, code: 'csv_too_many_rows' }],
      };
    }
    const { columns, problems: headerProblems } = readHeader(header.fields);
    if (headerProblems.length > 0) return { rows: [], problems: headerProblems };
    const rows: CsvRow[] = [];
    const seen = new Set<string>();
    for (const record of records) {
      const read = readRow(record.line, record.fields, columns);
      problems.push(...read.problems);
      const key = `${read.row.code}\u0000${read.row.sizeCode ?? ''}`;
      if (seen.has(key)) problems.push({ row: record.line, column: null, code: 'csv_repeated_row' });
      seen.add(key);
      if (read.problems.length === 0) rows.push(read.row);
    }
    return { rows, problems };
  }

  /** Each row against the shop: unknown codes and misplaced stock are problems, the rest what changes. */
  private resolve(
    rows: CsvRow[],
    productRows: ProductState[],
    sizeRows: SizeState[],
    problems: CsvProblemAt[],
  ): RowChange[] {
    const productByCode = new Map(productRows.map((product) => [product.code, product]));
    const sizeByCode = new Map(sizeRows.map((size) => [`${size.product_code}\u0000${size.code}`, size]));
    return rows.flatMap((row): RowChange[] => {
      const problem = (column: CsvProblemAt['column'], code: CsvProblemCode) => {
        problems.push({ row: row.line, column, code });
        return [];
      };
      const product = productByCode.get(row.code);
      if (!product) return problem('code', 'csv_unknown_product');
      const size =
        row.sizeCode === null ? null : (sizeByCode.get(`${row.code}\u0000${row.sizeCode}`) ?? null);
      if (row.sizeCode !== null && !size) return problem('size_code', 'csv_unknown_size');
      const current = size ?? product;
      const priceCents = row.priceCents === undefined ? current.price_cents : row.priceCents;
      const listPriceCents = row.listPriceCents === undefined ? current.list_price_cents : row.listPriceCents;
      if (listPriceCents !== null && (priceCents === null || listPriceCents <= priceCents)) {
        return problem('list_price', 'csv_list_price_not_above_price');
      }
      if (!size && product.sized && row.stock != null) return problem('stock', 'csv_stock_of_sized_product');
      if ((size || !product.sized) && row.stock === null) return problem('stock', 'csv_stock_required');
      const texts = size
        ? null
        : {
            barcode: row.barcode === undefined ? product.barcode : row.barcode,
            nameEl: row.nameEl ?? product.name_el,
            nameEn: row.nameEn ?? product.name_en,
            published: row.published ?? product.is_published,
          };
      const textsChanged =
        texts !== null &&
        (texts.barcode !== product.barcode ||
          texts.nameEl !== product.name_el ||
          texts.nameEn !== product.name_en ||
          texts.published !== product.is_published);
      const pricesChanged = priceCents !== current.price_cents || listPriceCents !== current.list_price_cents;
      const stock =
        row.stock === undefined || row.stock === null || row.stock === current.stock ? null : row.stock;
      const sizeBarcode =
        size && row.barcode !== undefined && row.barcode !== size.barcode ? row.barcode : undefined;
      return [
        {
          product,
          size,
          texts: textsChanged ? texts : null,
          ...(sizeBarcode === undefined ? {} : { sizeBarcode }),
          prices: pricesChanged ? { priceCents, listPriceCents } : null,
          stock,
        },
      ];
    });
  }

  /** Writes every change in one transaction; answers the products touched. */
  private async apply(changes: RowChange[], staffId: number): Promise<number[]> {
    const at = new Date();
    const productIds = [...new Set(changes.map((change) => change.product.id))];
    await this.db.transaction(async (tx) => {
      const texts = changes.filter((change) => change.texts);
      if (texts.length > 0) {
        const json = JSON.stringify(
          texts.map((change) => ({
            id: change.product.id,
            barcode: change.texts?.barcode ?? null,
            name_el: change.texts?.nameEl,
            name_en: change.texts?.nameEn,
            published: change.texts?.published,
          })),
        );
        await tx.execute(sql`update products set barcode = c.barcode, name_el = c.name_el, name_en = c.name_en,
            is_published = c.published, updated_at = ${at}
          from json_to_recordset(${json}::json) as c(id int, barcode text, name_el text, name_en text, published boolean)
          where products.id = c.id`);
      }
      const sizeBarcodes = changes.filter((change) => change.sizeBarcode !== undefined);
      if (sizeBarcodes.length > 0) {
        const json = JSON.stringify(
          sizeBarcodes.map((change) => ({ id: change.size?.id, barcode: change.sizeBarcode ?? null })),
        );
        await tx.execute(sql`update product_dimensions set barcode = c.barcode
          from json_to_recordset(${json}::json) as c(id int, barcode text) where product_dimensions.id = c.id`);
      }
      const productPrices: ProductPrices[] = [];
      const sizePrices: SizePrices[] = [];
      for (const change of changes) {
        if (!change.prices) continue;
        if (change.size) sizePrices.push({ dimensionId: change.size.id, ...change.prices });
        else
          productPrices.push({
            productId: change.product.id,
            priceCents: change.prices.priceCents ?? 0,
            listPriceCents: change.prices.listPriceCents,
          });
      }
      await writePrices(tx, productPrices, sizePrices, at);
      await this.services.inventory.setStocks(
        tx,
        changes.flatMap((change) =>
          change.stock === null
            ? []
            : [
                {
                  productId: change.product.id,
                  dimensionId: change.size?.id ?? null,
                  quantity: change.stock,
                },
              ],
        ),
      );
      await recordPrices(tx, productIds, at);
      await this.services.audit.record(tx, {
        staffId,
        action: 'product.import',
        entity: 'product',
        entityId: null,
        before: changes.map((change) => this.snapshot(change.product, change.size)),
        after: changes.map((change) => ({
          code: change.product.code,
          sizeCode: change.size?.code ?? null,
          ...(change.texts ?? {}),
          ...(change.sizeBarcode === undefined ? {} : { barcode: change.sizeBarcode }),
          ...(change.prices ?? {}),
          ...(change.stock === null ? {} : { stock: change.stock }),
        })),
      });
    });
    return productIds;
  }

  private snapshot(product: ProductState, size: SizeState | null) {
    const current = size ?? product;
    return {
      code: product.code,
      sizeCode: size?.code ?? null,
      ...(size
        ? {}
        : {
            barcode: product.barcode,
            nameEl: product.name_el,
            nameEn: product.name_en,
            published: product.is_published,
          }),
      priceCents: current.price_cents,
      listPriceCents: current.list_price_cents,
      stock: current.stock,
    };
  }

  /** Every product (for the export) or those with the codes, in code order. */
  private products(db: Db, codes?: string[]): Promise<ProductState[]> {
    return queryRows<ProductState>(
      db,
      sql`select p.id, p.code, p.barcode, p.name_el, p.name_en, p.price_cents, p.list_price_cents, p.stock,
          p.is_published, exists (select 1 from product_dimensions d where d.product_id = p.id) as sized
        from products p ${codes ? sql`where p.code in (select json_array_elements_text(${JSON.stringify(codes)}::json))` : sql``}
        order by p.code`,
    );
  }

  /** Sizes with a code of their own, of every product or of those with the codes. */
  private sizes(db: Db, codes?: string[]): Promise<SizeState[]> {
    return queryRows<SizeState>(
      db,
      sql`select d.id, d.product_id, p.code as product_code, d.code, d.barcode, d.price_cents, d.list_price_cents, d.stock
        from product_dimensions d join products p on p.id = d.product_id
        where d.code is not null ${codes ? sql`and p.code in (select json_array_elements_text(${JSON.stringify(codes)}::json))` : sql``}
        order by p.code, d.position, d.id`,
    );
  }
}
