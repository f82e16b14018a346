import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { createTestApp, insertTestCatalogue, type TestApp } from '../../test/index.ts';
import type { CatalogPricingProduct } from './pricing-products.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertTestCatalogue(t, 160);
});
afterAll(() => t.close());

/** Categories and sizes as sets: the query aggregates them in no particular order. */
const normalized = (product: CatalogPricingProduct | undefined) =>
  product && {
    ...product,
    categoryIds: [...product.categoryIds].sort((a, b) => a - b),
    dimensions: [...product.dimensions].sort((a, b) => a.id - b.id),
  };

describe('pricing products from the read model', () => {
  it('equal the committed rows read by pricingProducts, for every product and language', async () => {
    const { catalog } = t.services;
    // An unpublished product is absent from both.
    const [hidden] = await t.database.db
      .update(products)
      .set({ isPublished: false })
      .where(
        eq(
          products.id,
          (await t.database.db.select({ id: products.id }).from(products).limit(1))[0]?.id ?? 0,
        ),
      )
      .returning({ id: products.id });
    await catalog.settled();
    const ids = (await t.database.db.select({ id: products.id }).from(products)).map((row) => row.id);
    for (const language of ['el', 'en'] as const) {
      const [committed, inMemory] = await Promise.all([
        catalog.pricingProducts(ids, language),
        catalog.pricingProductsInMemory(ids, language),
      ]);
      expect(inMemory.size).toBe(committed.size);
      expect(inMemory.has(hidden?.id ?? 0)).toBe(false);
      for (const [id, product] of committed)
        expect(normalized(inMemory.get(id)), `${id}`).toEqual(normalized(product));
      // Sizes with prices of their own and reduced products are among them.
      expect([...committed.values()].some((product) => product.dimensions.length > 0)).toBe(true);
    }
  });
});
