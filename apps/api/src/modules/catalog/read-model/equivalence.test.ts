import { type Language, PRICE_BANDS, PRODUCT_SORT_ORDERS } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { seedPricingDemo } from '../../../db/seed/pricing-demo.ts';
import { createTestApp, insertTestCatalogue, type TestApp } from '../../../test/index.ts';
import { type ListingScope, ListingService } from '../listing.ts';
import { emptyFilters, type ListingFilters, type ListingParams } from '../listing-query.ts';

let t: TestApp;
let sqlPath: ListingService;
let scopes: ListingScope[];
let brands: number[];
let statuses: number[];
let policies: number[];
let leafCategories: number[];

/** A small deterministic generator, so a failing combination can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await insertTestCatalogue(t, 320);
  await seedPricingDemo(t.database.db);
  const db = t.database.db;
  // Ties and gaps the sorts must break the SQL path's way: equal prices and ratings, release dates
  // on some, a few products unpublished, one product without a brand.
  await db.execute(sql`update products set price_cents = 1500, list_price_cents = null where id % 7 = 0`);
  await db.execute(sql`update products set rating_average = 4.5, rating_count = 3 where id % 5 = 0`);
  await db.execute(
    sql`update products set release_date = now() - (id || ' days')::interval where id % 3 = 0`,
  );
  await db.execute(sql`update products set is_published = false where id % 41 = 0`);
  await db.execute(sql`update products set manufacturer_id = null where id % 53 = 0`);
  await t.services.catalog.settled();
  sqlPath = new ListingService(db);
  const ids = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: number }>(db, query)).map((row) => row.id);
  brands = await ids(sql`select id from manufacturers order by id`);
  statuses = await ids(sql`select id from statuses order by id`);
  policies = await ids(sql`select id from promotion_policies order by id`);
  leafCategories = await ids(sql`select distinct category_id as id from product_categories order by 1`);
  const tops = await ids(sql`select id from categories where parent_id is null order by id`);
  scopes = [{ kind: 'all', facetCategoryIds: tops }];
  for (const top of tops) {
    const below = await t.services.categories.withDescendants(top);
    scopes.push({
      kind: 'category',
      categoryIds: below,
      facetCategoryIds: await t.services.categories.childIds(top),
    });
  }
  for (const brand of brands.slice(0, 6)) scopes.push({ kind: 'manufacturer', manufacturerId: brand });
  for (const policy of policies) scopes.push({ kind: 'promotion', policyId: policy });
  scopes.push({ kind: 'products', productIds: [3, 1, 2, 99, 100, 250, 100_000] });
});
afterAll(() => t.close());

function pick<T>(next: () => number, values: readonly T[], most: number): T[] {
  const count = Math.floor(next() * (most + 1));
  return Array.from({ length: count }, () => values[Math.floor(next() * values.length)] as T);
}

function filtersOf(next: () => number): ListingFilters {
  const filters = emptyFilters();
  if (next() < 0.3) filters.categories = pick(next, leafCategories, 3);
  if (next() < 0.3) filters.statuses = pick(next, statuses, 2);
  if (next() < 0.4) filters.manufacturers = pick(next, brands, 3);
  if (next() < 0.4)
    filters.prices = pick(next, PRICE_BANDS, 2).map(([min, max]) => [
      min * 100,
      max === null ? null : max * 100,
    ]);
  if (next() < 0.3) filters.availability = pick(next, [1, 2, 3, 4, 5, 6], 2);
  if (next() < 0.2) filters.ratingMin = 1 + Math.floor(next() * 5);
  if (next() < 0.2) filters.promotions = pick(next, policies, 2);
  return filters;
}

describe('the read model answers every listing as the SQL path does', () => {
  it('over 400 generated scopes, filters, sorts, pages and languages', async () => {
    const next = random(20_261_124);
    const model = t.services.catalog.model;
    await model.ready();
    let compared = 0;
    let nonEmpty = 0;
    for (let round = 0; round < 400; round += 1) {
      const scope = scopes[round % scopes.length] as ListingScope;
      const params: ListingParams = {
        filters: filtersOf(next),
        sort: PRODUCT_SORT_ORDERS[Math.floor(next() * PRODUCT_SORT_ORDERS.length)] ?? 'Default',
        page: next() < 0.7 ? 1 : 1 + Math.floor(next() * 6),
        psize: [24, 5, 96, 1][Math.floor(next() * 4)] ?? 24,
      };
      const language: Language = next() < 0.5 ? 'el' : 'en';
      const now = new Date();
      const expected = await sqlPath.list(scope, params, language, now);
      if (scope.kind === 'search') continue;
      const actual = model.list(scope, params, language, now.getTime());
      expect(actual, JSON.stringify({ scope, params, language })).toEqual(expected);
      compared += 1;
      if (expected.total > 0) nonEmpty += 1;
    }
    // The combinations must mostly find something, or the comparison proves little.
    expect(compared).toBe(400);
    expect(nonEmpty).toBeGreaterThan(150);
    // 400 SQL listings take 15 s on a quiet machine and several times that on a busy one.
  }, 180_000);
});
