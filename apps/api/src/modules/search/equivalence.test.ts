import type { ProductSortOrder } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQueries } from '../../../bench/long-tail.ts';
import { BRANDS } from '../../db/seed/catalog-data.ts';
import { generateCatalogue } from '../../db/seed/generator.ts';
import { createTestApp, insertTestCatalogue, type TestApp, type TestProduct } from '../../test/index.ts';
import type { SearchMatches } from '../catalog/index.ts';
import { emptyFilters } from '../catalog/index.ts';

let t: TestApp;
let catalogue: TestProduct[];
let queries: string[];

/** Queries beside the generated ones: each road and the edges of the query language. */
/** Every product found with its relevance worked out, by id. */
const relevanceOf = (matches: SearchMatches | undefined) =>
  matches && [...matches.ids].sort((a, b) => a - b).map((id) => [id, matches.relevance(id)]);

const EDGES = [
  'κρεμα',
  'κρέμα προσώπου',
  'ΣΑΜΠΟΥΆΝ ΤΡΙΧΌΠΤΩΣΗΣ',
  'psifiako thermometro',
  'piesometro bratsou',
  'ixthielaio wmega',
  'oros yalouronikou o3eos',
  'ενυδατικι κρεμα προσωπυ',
  'antisiptiko dialyna',
  'παστίλια λαιμού',
  'πιεσομ',
  'digital thermometer',
  'the cream',
  'the',
  'και',
  'vitamin c',
  'b12',
  'sanitas',
  'dermalyme',
  'zzqxwv',
  'αααα',
  'aaaa',
  'σσσσσ',
  "κρέμα & ! | ( ) ' :*",
  '½',
  'a',
  'ab',
  'ν',
  'spf 50',
  '100 ml',
  'null',
  'krema krema',
  'κρέμες κρέμα',
  'antiliako',
  'yaloyroniko',
  'antiliakes kremes',
  'μαγιό',
  'μαγνησιω',
  'krena',
];

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertTestCatalogue(t, 320);
  const db = t.database.db;
  // Unpublished products still count towards the SQL path's decision to try typos, and a product
  // without a brand meets no brand road.
  await db.execute(sql`update products set is_published = false where id % 13 = 0`);
  await db.execute(sql`update products set manufacturer_id = null where id % 29 = 0`);
  await t.services.catalog.settled();
  const brands = BRANDS.slice(0, 12).map((brand) => brand.name.toLowerCase());
  // The generator's later products share the vocabulary of the inserted ones; their codes find nothing.
  const later = generateCatalogue(900).slice(catalogue.length);
  queries = [
    ...new Set([...searchQueries(catalogue, 300), ...searchQueries(later, 150), ...EDGES, ...brands]),
  ];
});
afterAll(() => t.close());

describe('the in-memory search answers as the SQL search does', () => {
  it('over 350 long-tail queries and the edges: the same products, relevance and order', async () => {
    const { search } = t.services;
    let nonEmpty = 0;
    let memoryAnswered = 0;
    for (const query of queries) {
      for (const ranked of [true, false]) {
        const expected = await search.found(query, ranked, 'sql');
        const actual = await search.found(query, ranked, 'memory');
        expect(relevanceOf(actual), `${query} ranked ${ranked}`).toEqual(relevanceOf(expected));
        if (ranked && expected && expected.ids.length > 0) nonEmpty += 1;
      }
      expect(await search.suggested(query, 'memory'), query).toEqual(await search.suggested(query, 'sql'));
      if (await search.answersInMemory(query)) memoryAnswered += 1;
    }
    expect(queries.length).toBeGreaterThan(350);
    // The generated queries must mostly find something, or the comparison proves little.
    expect(nonEmpty).toBeGreaterThan(250);
    // Only queries whose ranking the index cannot reproduce (`QueryStems.operands`) go to SQL.
    expect(memoryAnswered).toBeGreaterThan(queries.length - 5);
  }, 300_000);

  it('gives the same pages, totals and facets for the listings of both paths', async () => {
    const { search, catalog, categories } = t.services;
    const facetCategoryIds = await categories.childIds(null);
    const sorts: ProductSortOrder[] = ['Default', 'PriceAscending', 'NameAscending'];
    for (const [at, query] of queries.slice(0, 60).entries()) {
      const sort = sorts[at % sorts.length] as ProductSortOrder;
      const params = { filters: emptyFilters(), sort, page: 1 + (at % 2), psize: 24 };
      const listing = async (path: 'memory' | 'sql') => {
        const matches = await search.found(query, sort === 'Default', path);
        return matches && catalog.listProducts({ kind: 'search', matches, facetCategoryIds }, params, 'el');
      };
      expect(await listing('memory'), query).toEqual(await listing('sql'));
    }
  }, 120_000);

  it('indexes a changed product again: a new name is found, the old one no longer', async () => {
    const { search } = t.services;
    const target = catalogue[5] as TestProduct;
    await t.database.db.execute(
      sql`update products set name_el = 'Ζουμπουλένιο Βάλσαμο', name_en = 'Zoubouleno balm', is_published = true
        where id = ${target.id}`,
    );
    await t.services.catalog.settled();
    for (const query of ['ζουμπουλενιο', 'zoubouleno', 'zoubouleni']) {
      const found = await search.found(query, true, 'memory');
      expect(found?.ids, query).toEqual([target.id]);
      expect(relevanceOf(found), query).toEqual(relevanceOf(await search.found(query, true, 'sql')));
    }
  }, 60_000);
});
