import type { AdminStockList, AdminStockListQuery, Language } from '@shop/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { StockKey } from './stock-lines.ts';

/** Gift cards (product type 1) are issued, not stocked. */
const GIFT_CARD_TYPE = 1;

/** What the stock screen and the picking list call a product or size: codes, barcode, names. */
export interface StockItemLabel extends StockKey {
  code: string;
  sizeCode: string | null;
  barcode: string | null;
  nm: string;
  size: string | null;
}

interface ItemRow {
  product_id: number;
  dimension_id: number | null;
  code: string;
  size_code: string | null;
  barcode: string | null;
  nm: string;
  size: string | null;
}

/**
 * Every stocked item: a product without sizes, or each size of a product with sizes, with its
 * codes, barcode (the size's, else the product's) and names in the language, and `catalogue`,
 * the catalogue's stock column (what the primary location holds before the item's first movement).
 */
const items = (language: Language) => {
  const name = language === 'el' ? sql`p.name_el` : sql`p.name_en`;
  const size =
    language === 'el'
      ? sql`coalesce(d.size_text_el, d.color_text_el)`
      : sql`coalesce(d.size_text_en, d.color_text_en, d.size_text_el, d.color_text_el)`;
  return sql`(
    select p.id as product_id, null::int as dimension_id, p.code, null::text as size_code, p.barcode,
      ${name} as nm, null::text as size, p.stock as catalogue
    from products p
    where p.product_type <> ${GIFT_CARD_TYPE}
      and not exists (select 1 from product_dimensions x where x.product_id = p.id)
    union all
    select p.id, d.id, p.code, d.code, coalesce(d.barcode, p.barcode), ${name}, ${size}, d.stock
    from product_dimensions d join products p on p.id = d.product_id
    where p.product_type <> ${GIFT_CARD_TYPE}
  )`;
};

/** Stock per location of each item, as a JSON object; an item never moved holds its catalogue stock at the primary location. */
const heldAt = sql`coalesce(
  (select jsonb_object_agg(ls.location_id::text, ls.stock) from location_stock ls
    where ls.product_id = i.product_id and ls.dimension_id is not distinct from i.dimension_id),
  (select jsonb_build_object(l.id::text, i.catalogue) from stock_locations l where l.is_primary))`;

const SORTS: Record<AdminStockListQuery['sort'], SQL> = {
  name: sql`i.nm`,
  code: sql`i.code`,
  total: sql`h.total`,
};

/**
 * One page of the stock screen: items searched by name, code, size code or barcode; filtered by a
 * location (holding stock there) and by low stock (at or under `threshold`, at that location or
 * in total); sorted and paged on the server, the total counted with the page.
 */
export async function stockPage(
  db: Db,
  query: AdminStockListQuery,
  threshold: number,
  language: Language,
): Promise<AdminStockList> {
  const filters = [sql`true`];
  if (query.q) {
    const like = containsPattern(query.q);
    filters.push(sql`(i.nm ilike ${like} or i.code ilike ${like} or i.size_code ilike ${like}
      or i.barcode = ${query.q})`);
  }
  if (query.product !== undefined) filters.push(sql`i.product_id = ${query.product}`);
  const here =
    query.location === undefined ? null : sql`coalesce((h.at ->> ${String(query.location)})::int, 0)`;
  if (query.low === 'true') filters.push(sql`${here ?? sql`h.total`} <= ${threshold}`);
  else if (here) filters.push(sql`${here} > 0`);
  const direction = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const rows = await queryRows<ItemRow & { at: Record<string, number>; total: number; count: number }>(
    db,
    sql`select i.product_id, i.dimension_id, i.code, i.size_code, i.barcode, i.nm, i.size, h.at, h.total,
        count(*) over ()::int as count
      from ${items(language)} i
      cross join lateral (select a.at,
        (select coalesce(sum(value::int), 0)::int from jsonb_each_text(a.at)) as total
        from (select ${heldAt} as at) a) h
      where ${sql.join(filters, sql` and `)}
      order by ${SORTS[query.sort]} ${direction}, i.product_id, i.dimension_id nulls first
      limit ${query.psize} offset ${(query.page - 1) * query.psize}`,
  );
  return {
    items: rows.map((row) => ({
      productId: row.product_id,
      dimensionId: row.dimension_id,
      code: row.code,
      sizeCode: row.size_code,
      barcode: row.barcode,
      nm: row.nm,
      size: row.size,
      at: row.at ?? {},
      total: row.total,
    })),
    total: rows[0]?.count ?? 0,
    page: query.page,
    psize: query.psize,
    threshold,
  };
}

/** The labels of the given products and sizes (unknown ones left out), for a picking list. */
export async function labelsOf(
  db: Db,
  keys: readonly StockKey[],
  language: Language,
): Promise<StockItemLabel[]> {
  if (keys.length === 0) return [];
  const productIds = [...new Set(keys.map((key) => key.productId))];
  const rows = await queryRows<ItemRow>(
    db,
    sql`select i.product_id, i.dimension_id, i.code, i.size_code, i.barcode, i.nm, i.size
      from ${items(language)} i where i.product_id = any(${intArray(productIds)})`,
  );
  return rows.map((row) => ({
    productId: row.product_id,
    dimensionId: row.dimension_id,
    code: row.code,
    sizeCode: row.size_code,
    barcode: row.barcode,
    nm: row.nm,
    size: row.size,
  }));
}
