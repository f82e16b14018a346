import { type CartTotals, ProductType } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createTestApp, insertTestCatalogue, type TestApp, xsrf } from '../../test/index.ts';

let t: TestApp;
/** A plain product at 0.29 €, in no promotion. */
let cheap: number;

beforeAll(async () => {
  t = await createTestApp({ env: { LOYALTY_POINTS_PER_EURO: '100', PRICING_RULES_CACHE_SECONDS: '0' } });
  const catalogue = await insertTestCatalogue(t, 24);
  const plain = catalogue.find((p) => p.productType === ProductType.Product && p.dimensions.length === 0);
  if (!plain) throw new Error('no plain product');
  cheap = plain.id;
  await t.database.db
    .update(products)
    .set({ priceCents: 29, listPriceCents: null, discountPercent: 0, manufacturerId: null, stock: 5 })
    .where(eq(products.id, cheap));
});
afterAll(() => t.close());

describe('loyalty points earned', () => {
  it('are the same on the product page and in the cart totals for the same product', async () => {
    const page = await t.app.inject({ url: `/api/el/products/getproductloyaltypoints?id=${cheap}` });
    expect(page.statusCode).toBe(200);
    const token = await xsrf(t.app);
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/el/orders/composecarttotals',
      headers: token.headers,
      payload: { lines: [{ pid: cheap, quantity: 1 }] },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    // 29 cents at 100 points per euro: 29 points, whole points rounded down.
    expect(cart.json<CartTotals>().c_lpnt).toBe(29);
    expect(page.json()).toBe(cart.json<CartTotals>().c_lpnt);
  });
});
