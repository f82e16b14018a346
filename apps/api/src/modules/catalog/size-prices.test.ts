import { type CartTotals, type Product, ProductType } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceHistory, productDimensions, products } from '../../db/schema/index.ts';
import { createTestApp, insertTestCatalogue, type TestApp, xsrf } from '../../test/index.ts';

let t: TestApp;
let productId: number;
let sizes: { id: number }[];
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  // Products with sizes (supports) come late in the demo's kinds.
  const catalogue = await insertTestCatalogue(t, 100);
  const sized = catalogue.find(
    (p) => p.productType === ProductType.Product && p.dimensions.filter((d) => d.type === 'size').length >= 3,
  );
  if (!sized) throw new Error('no product with three sizes');
  productId = sized.id;
  const db = t.database.db;
  await db
    .update(products)
    .set({ priceCents: 1850, listPriceCents: 2050, discountPercent: 0, manufacturerId: null })
    .where(eq(products.id, productId));
  sizes = await db
    .select({ id: productDimensions.id })
    .from(productDimensions)
    .where(eq(productDimensions.productId, productId))
    .orderBy(productDimensions.position);
  const [small, medium, large] = sizes;
  if (!small || !medium || !large) throw new Error('three sizes expected');
  // S at the product's price; M at its own price, not reduced; L reduced, with its own history.
  await db
    .update(productDimensions)
    .set({ priceCents: null, listPriceCents: null, stock: 5 })
    .where(eq(productDimensions.id, small.id));
  await db
    .update(productDimensions)
    .set({ priceCents: 2000, listPriceCents: null, stock: 5 })
    .where(eq(productDimensions.id, medium.id));
  await db
    .update(productDimensions)
    .set({ priceCents: 1800, listPriceCents: 2400, stock: 5 })
    .where(eq(productDimensions.id, large.id));
  await db.delete(priceHistory).where(eq(priceHistory.productId, productId));
  const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
  await db.insert(priceHistory).values([
    { productId, priceCents: 2050, validFrom: ago(60) },
    { productId, priceCents: 1850, validFrom: ago(10) },
    { productId, dimensionId: medium.id, priceCents: 2000, validFrom: ago(60) },
    { productId, dimensionId: large.id, priceCents: 2400, validFrom: ago(50) },
    { productId, dimensionId: large.id, priceCents: 2100, validFrom: ago(20) },
    { productId, dimensionId: large.id, priceCents: 1800, validFrom: ago(5) },
  ]);
  await t.services.catalog.settled();
});
afterAll(() => t.close());

describe('each size has its own price, reference price and discount', () => {
  it('on the product, and the cart charges exactly that price', async () => {
    const response = await t.app.inject({ url: `/api/el/products/getbyidfront?id=${productId}` });
    expect(response.statusCode).toBe(200);
    const product = response.json<Product>();
    expect(product).toMatchObject({ cprc: 18.5, cprcbd: 20.5, dsc: 10 });
    const [small, medium, large] = sizes.map((size) => product.dimensions.find((d) => d.id === size.id));
    // S is the product at its price: the product's reduction.
    expect(small).toMatchObject({ cprc: 18.5, cprcbd: 20.5, dsc: 10 });
    // M has a price of its own and no reduction: no struck-through price, no badge.
    expect(medium).toMatchObject({ cprc: 20, cprcbd: 20, dsc: 0 });
    // L's reference is the lowest of the 30 days before its reduction (21.00 €, not its 24.00 € list price).
    expect(large).toMatchObject({ cprc: 18, cprcbd: 21, dsc: 14 });

    const token = await xsrf(t.app);
    const totals = await t.app.inject({
      method: 'POST',
      url: '/api/el/orders/composecarttotals',
      headers: token.headers,
      payload: {
        lines: sizes.slice(0, 3).map((size) => ({ pid: productId, dimension: size.id, quantity: 1 })),
      },
    });
    expect(totals.statusCode, totals.body).toBe(200);
    const charged = totals
      .json<CartTotals>()
      .lines.filter((line) => line.pid === productId && !line.AutoInserted)
      .map((line) => line.uprc);
    expect(charged).toEqual([small?.cprc, medium?.cprc, large?.cprc]);
  });
});
