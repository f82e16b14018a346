import { productSchema } from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDimensions, productImages, products } from '../../../db/schema/catalog.ts';
import { seedPricingDemo } from '../../../db/seed/pricing-demo.ts';
import { createTestApp, insertTestCatalogue, type TestApp } from '../../../test/index.ts';
import { type ProductWithRelations, toProductDto } from '../product-dto.ts';
import { loadProductExtras } from '../product-extras.ts';
import { answerOf } from './load.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertTestCatalogue(t, 160);
  // Promotion policies with badges, members by product, category and brand.
  await seedPricingDemo(t.database.db);
  await t.services.catalog.model.ready();
});
afterAll(() => t.close());

describe('the read model start-up read (flat queries, one serialization)', () => {
  it('holds the answer the relational read and the schema pass gave, for every published product', async () => {
    const rows = (await t.database.db.query.products.findMany({
      where: eq(products.isPublished, true),
      columns: { searchDoc: false, searchKey: false },
      with: {
        manufacturer: { columns: { searchKey: false } },
        images: { orderBy: [asc(productImages.position)] },
        dimensions: { orderBy: [asc(productDimensions.position), asc(productDimensions.id)] },
        categories: {
          columns: { isPrimary: true },
          with: { category: { columns: { id: true, nameEl: true, nameEn: true } } },
        },
        statuses: { columns: {}, with: { status: true } },
      },
    })) as ProductWithRelations[];
    const extras = await loadProductExtras(t.database.db, rows);
    const model = t.services.catalog.model;
    expect(model.size).toBe(rows.length);
    let sized = 0;
    let badged = 0;
    let tagged = 0;
    for (const row of rows) {
      const entry = model.product(row.id);
      if (!entry) throw new Error(`product ${row.id} not in the model`);
      // Categories and statuses in id order, as the relational read's index scans answer them.
      const ordered = {
        ...row,
        categories: [...row.categories].sort((a, b) => a.category.id - b.category.id),
        statuses: [...row.statuses].sort((a, b) => a.status.id - b.status.id),
      };
      for (const language of ['el', 'en'] as const) {
        const answer = answerOf(entry, language);
        const dto = toProductDto(ordered, language, answer.breadcrumbs, extras.get(row.id));
        expect(answer).toEqual(dto);
        // The kept text is what the routes' serializer writes: the schema's parse, then JSON.
        expect(entry.json[language].toString()).toBe(JSON.stringify(productSchema.parse(dto)));
      }
      const answer = answerOf(entry, 'el');
      sized += answer.dimensions.length > 0 ? 1 : 0;
      badged += answer.prom_policies.length > 0 ? 1 : 0;
      tagged += answer.stslst.length > 0 ? 1 : 0;
    }
    // The comparison covers sizes, promotion badges and statuses, not only plain products.
    expect(sized).toBeGreaterThan(0);
    expect(badged).toBeGreaterThan(0);
    expect(tagged).toBeGreaterThan(0);
  });
});
