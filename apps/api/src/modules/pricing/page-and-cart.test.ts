import type { CartTotals, Product, ProductListing } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturers } from '../../db/schema/index.ts';
import { DEMO_PRODUCT_COUNT } from '../../db/seed/demo.ts';
import { seedPricingDemo } from '../../db/seed/pricing-demo.ts';
import {
  createTestApp,
  insertTestCatalogue,
  type TestApp,
  type TestProduct,
  xsrf,
} from '../../test/index.ts';

let t: TestApp;
let catalogue: TestProduct[];

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertTestCatalogue(t, DEMO_PRODUCT_COUNT);
  await seedPricingDemo(t.database.db);
});
afterAll(() => t.close());

const cents = (euros: number) => Math.round(euros * 100);

async function page(id: number): Promise<Product> {
  const response = await t.app.inject({ url: `/api/el/products/getbyidfront?id=${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Product>();
}

async function pagePoints(id: number, dimension: number): Promise<number> {
  const response = await t.app.inject({
    url: `/api/el/products/getproductloyaltypoints?id=${id}${dimension ? `&dimensionId=${dimension}` : ''}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<number>();
}

async function cartOfOne(pid: number, dimension: number): Promise<CartTotals> {
  const token = await xsrf(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/el/orders/composecarttotals',
    headers: token.headers,
    payload: { lines: [{ pid, dimension, quantity: 1 }] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CartTotals>();
}

describe('a product page and a cart of one unit of it', () => {
  it('agree on the price and the points, for every demo product and every size', async () => {
    let compared = 0;
    let promoted = 0;
    for (const { id } of catalogue) {
      const product = await page(id);
      const units = [
        { dimension: 0, shownCents: cents(product.cprc) },
        ...product.dimensions.map((size) => ({ dimension: size.id, shownCents: cents(size.cprc) })),
      ];
      for (const { dimension, shownCents } of units) {
        const cart = await cartOfOne(id, dimension);
        const line = cart.lines.find((candidate) => !candidate.AutoInserted);
        const where = `product ${id} size ${dimension}`;
        expect(cents(line?.amt ?? -1), where).toBe(shownCents);
        expect(await pagePoints(id, dimension), where).toBe(cart.c_lpnt);
        if ((line?.dsct ?? 0) > 0) promoted += 1;
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(catalogue.length);
    // The demo's brand promotion reaches products: the comparison covers promoted prices.
    expect(promoted).toBeGreaterThan(0);
  }, 120_000);

  it('shows an Aqualis product 15 % off on its page and its listing card, as the cart takes it off', async () => {
    const [brand] = await t.database.db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(eq(manufacturers.eurl, 'aqualis'));
    if (!brand) throw new Error('no Aqualis brand');
    const listing = (
      await t.app.inject({ url: `/api/el/products/GetByManufacturerId?id=${brand.id}&psize=48` })
    ).json<ProductListing>();
    const card = listing.items.find((item) => item.dimensions.length === 0 && item.ptype === 0);
    if (!card) throw new Error('no plain Aqualis product');
    const product = await page(card.id);
    expect(card.cprc).toBe(product.cprc);
    expect(card.dsc).toBe(product.dsc);
    expect(product.dsc).toBeGreaterThanOrEqual(15);
    expect(product.cprc).toBeLessThan(product.cprcbd);
    const cart = await cartOfOne(card.id, 0);
    expect(cart.lines[0]?.amt).toBe(product.cprc);
  });
});
