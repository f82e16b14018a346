import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { type CsvValue, csvChunks } from '../../lib/csv.ts';

/** One row per location and product or size: what the owner counts on the shelves. */
export const STOCK_EXPORT_HEADER = [
  'location_code',
  'location',
  'ships',
  'product_id',
  'code',
  'size_code',
  'barcode',
  'name_el',
  'size',
  'color',
  'stock',
] as const;

interface StockExportRow {
  id: number;
  location_code: string;
  location_name: string;
  ships: boolean;
  product_id: number;
  code: string;
  size_code: string | null;
  barcode: string | null;
  name_el: string;
  size: string | null;
  color: string | null;
  stock: number;
}

/**
 * Every `location_stock` row of an active location with the product's (or size's) codes and
 * names, ordered by location and product code, read a batch at a time (keyset) and written as CSV as it is read.
 */
export function stockExportCsv(db: Db, batchSize = 500): AsyncGenerator<string> {
  async function* batches(): AsyncGenerator<CsvValue[][]> {
    // Keyset on (location position, location, product code, row): the order a count sheet wants.
    let after: [number, number, string, number] = [-32768, 0, '', 0];
    for (;;) {
      const rows = await queryRows<StockExportRow & { position: number; location_id: number }>(
        db,
        sql`select s.id, l.position, l.id as location_id, l.code as location_code, l.name_el as location_name,
            l.ships, p.id as product_id, p.code, d.code as size_code, coalesce(d.barcode, p.barcode) as barcode,
            p.name_el, d.size_text_el as size, d.color_text_el as color, s.stock
          from location_stock s
          join stock_locations l on l.id = s.location_id and l.is_active
          join products p on p.id = s.product_id
          left join product_dimensions d on d.id = s.dimension_id
          where (l.position, l.id, p.code, s.id) > (${after[0]}, ${after[1]}, ${after[2]}, ${after[3]})
          order by l.position, l.id, p.code, s.id
          limit ${batchSize}`,
      );
      if (rows.length === 0) return;
      yield rows.map((row) => [
        row.location_code,
        row.location_name,
        row.ships ? 'yes' : 'no',
        row.product_id,
        row.code,
        row.size_code,
        row.barcode,
        row.name_el,
        row.size,
        row.color,
        row.stock,
      ]);
      const last = rows.at(-1);
      if (last) after = [last.position, last.location_id, last.code, last.id];
      if (rows.length < batchSize) return;
    }
  }
  return csvChunks(STOCK_EXPORT_HEADER, batches());
}
