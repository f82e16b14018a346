import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';

/** Published products per brand, of the brands given or of every brand with any (null). */
export async function publishedCountsByManufacturer(
  db: Db,
  manufacturerIds: number[] | null,
): Promise<Map<number, number>> {
  const rows = await queryRows<{ manufacturer_id: number; count: number }>(
    db,
    sql`select manufacturer_id, count(*)::int as count from products
      where is_published and ${manufacturerIds === null ? sql`manufacturer_id is not null` : sql`manufacturer_id = any(${intArray(manufacturerIds)})`}
      group by manufacturer_id`,
  );
  return new Map(rows.map((row) => [row.manufacturer_id, row.count]));
}

/** Brands with published products in any of the categories. */
export async function manufacturerIdsInCategories(db: Db, categoryIds: number[]): Promise<number[]> {
  const rows = await queryRows<{ manufacturer_id: number }>(
    db,
    sql`select distinct p.manufacturer_id from products p
      join product_categories pc on pc.product_id = p.id
      where p.is_published and p.manufacturer_id is not null and pc.category_id = any(${intArray(categoryIds)})`,
  );
  return rows.map((row) => row.manufacturer_id);
}

/** The brand of each published product among the ids, in id order; unknown ids are absent. */
export function manufacturersOfProducts(
  db: Db,
  productIds: number[],
): Promise<{ productId: number; manufacturerId: number | null }[]> {
  return queryRows(
    db,
    sql`select id as "productId", manufacturer_id as "manufacturerId" from products
      where id = any(${intArray(productIds)}) and is_published order by id`,
  );
}
