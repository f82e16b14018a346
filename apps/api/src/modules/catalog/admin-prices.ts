import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';

/** A product's own prices in cents, as staff set them (the CSV or the product form). */
export interface ProductPrices {
  productId: number;
  priceCents: number;
  listPriceCents: number | null;
}

/** A size's own price; a null price sells the size at the product's. */
export interface SizePrices {
  dimensionId: number;
  priceCents: number | null;
  listPriceCents: number | null;
}

/**
 * Writes many products' and sizes' prices in one statement each, inside the caller's transaction.
 * Then `recordPrices` keeps the Omnibus history in step.
 */
export async function writePrices(
  tx: Db,
  productPrices: ProductPrices[],
  sizePrices: SizePrices[],
  at: Date,
) {
  if (productPrices.length > 0) {
    await tx.execute(sql`update products
      set price_cents = c.price, list_price_cents = nullif(c.list_price, 0), updated_at = ${at}
      from (select unnest(${intArray(productPrices.map((row) => row.productId))}) as id,
        unnest(${intArray(productPrices.map((row) => row.priceCents))}) as price,
        unnest(${intArray(productPrices.map((row) => row.listPriceCents ?? 0))}) as list_price) c
      where products.id = c.id`);
  }
  if (sizePrices.length > 0) {
    await tx.execute(sql`update product_dimensions
      set price_cents = nullif(c.price, -1), list_price_cents = nullif(c.list_price, 0)
      from (select unnest(${intArray(sizePrices.map((row) => row.dimensionId))}) as id,
        unnest(${intArray(sizePrices.map((row) => row.priceCents ?? -1))}) as price,
        unnest(${intArray(sizePrices.map((row) => row.listPriceCents ?? 0))}) as list_price) c
      where product_dimensions.id = c.id`);
  }
}

/** A size's effective price, as the products' generated column computes a product's (spec 000 §9). */
const sizeEffective = sql`case when coalesce(d.list_price_cents, 0) > 0 then d.price_cents
  when p.discount_percent > 0 and p.discount_percent < 100 then round(d.price_cents * (1 - p.discount_percent / 100))::integer
  else d.price_cents end`;

/**
 * Writes a price-history row at `at` for each of the products, and each of their sizes with a
 * price of its own, whose effective price differs from the last one recorded: every price a
 * shopper was shown is in the history, which the lowest-price-of-30-days rule reads. Two
 * statements however many products; answers how many rows were written.
 */
export async function recordPrices(tx: Db, productIds: readonly number[], at: Date): Promise<number> {
  if (productIds.length === 0) return 0;
  const ids = intArray([...new Set(productIds)]);
  const lastOf = (own: ReturnType<typeof sql>) =>
    sql`(select h.price_cents from price_history h where ${own} order by h.valid_from desc, h.id desc limit 1)`;
  const products = await queryRows<{ id: number }>(
    tx,
    sql`insert into price_history (product_id, dimension_id, price_cents, valid_from)
      select p.id, null, p.effective_price_cents, ${at} from products p
      where p.id = any(${ids})
        and p.effective_price_cents is distinct from ${lastOf(sql`h.product_id = p.id and h.dimension_id is null`)}
      returning id`,
  );
  const sizes = await queryRows<{ id: number }>(
    tx,
    sql`insert into price_history (product_id, dimension_id, price_cents, valid_from)
      select d.product_id, d.id, ${sizeEffective}, ${at}
      from product_dimensions d join products p on p.id = d.product_id
      where d.product_id = any(${ids}) and d.price_cents is not null
        and (${sizeEffective}) is distinct from ${lastOf(sql`h.product_id = d.product_id and h.dimension_id = d.id`)}
      returning id`,
  );
  return products.length + sizes.length;
}
