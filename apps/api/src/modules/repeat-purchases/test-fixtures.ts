import { and, asc, eq, ne } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/index.ts';

/**
 * Two repeat purchases of a customer, of the product given and of another published product
 * without sizes: the cross-customer matrix's main one and the spare its owner deletes.
 */
export async function testRepeatPurchases(
  t: TestApp,
  customerId: number,
  productId: number,
): Promise<{ repeat: number; spareRepeat: number }> {
  const candidates = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isPublished, true), ne(products.id, productId)))
    .orderBy(asc(products.id));
  const sold = await t.services.catalog.pricingProducts(
    candidates.map((row) => row.id),
    'el',
  );
  const other = [...sold.values()].find(
    (product) => product.dimensions.length === 0 && product.productType === 0,
  );
  if (!other) throw new Error('no second plain product to repeat');
  const repeat = await t.services.repeatPurchases.insert(
    customerId,
    { pid: productId, dimension: 0, qty: 1, intv: 1 },
    'el',
  );
  const spare = await t.services.repeatPurchases.insert(
    customerId,
    { pid: other.id, dimension: 0, qty: 1, intv: 2 },
    'el',
  );
  return { repeat: repeat.id, spareRepeat: spare.id };
}
