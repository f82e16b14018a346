import { BACK_ORDER_AVAILABILITIES, IN_STOCK_AVAILABILITIES } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';

const RELATED_LIMIT = 12;
const BEST_SELLERS_LIMIT = 24;
/** The availabilities a ranking shows: those a shopper can order now (decision 010). */
const BUYABLE = intArray([...IN_STOCK_AVAILABILITIES, ...BACK_ORDER_AVAILABILITIES]);

/**
 * Best sellers. Until the orders domain records order lines there are no sales to count over
 * a window of days: the number of ratings a product has stands in for its sales.
 */
export async function bestSellerIds(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from products where is_published and availability = any(${BUYABLE})
      order by rating_count desc, rating_average desc, id limit ${BEST_SELLERS_LIMIT}`,
  );
  return rows.map((row) => row.id);
}

/** Products related to one: same category first, the same brand ranking higher. */
export async function relatedIds(db: Db, productId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with me as (
        select p.id, p.manufacturer_id, pc.category_id from products p
        join product_categories pc on pc.product_id = p.id and pc.is_primary
        where p.id = ${productId}
      )
      select r.id from me
      join product_categories rc on rc.category_id = me.category_id and rc.product_id <> me.id
      join products r on r.id = rc.product_id and r.is_published
      order by (r.manufacturer_id is not distinct from me.manufacturer_id) desc,
        (r.availability = any(${BUYABLE})) desc, r.rating_count desc, r.id
      limit ${RELATED_LIMIT}`,
  );
  return rows.map((row) => row.id);
}
