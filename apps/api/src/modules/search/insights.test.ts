import type { ProductListing, SearchInsightList, SearchSynonymList } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQueryDays } from '../../db/schema/search-insights.ts';
import { createTestApp, insertTestCatalogue, type TestApp, xsrf } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { insightQuery } from './insights.ts';

let t: TestApp;
let admin: string;
let inspector: string;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' }).format(new Date());

async function search(key: string, extra = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/el/products/searchwithfilters?key=${encodeURIComponent(key)}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductListing>();
}

async function staff(bearer: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method,
    url: `/api/el/admin/${url}`,
    headers: { ...token.headers, authorization: `Bearer ${bearer}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function report(kind: string) {
  const response = await staff(admin, 'GET', `search-insights?from=${today}&to=${today}&kind=${kind}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchInsightList>().items;
}

beforeAll(async () => {
  t = await createTestApp();
  await insertTestCatalogue(t, 24);
  admin = await signedInStaff(t, 'Admin');
  inspector = await signedInStaff(t, 'Inspector');
});
afterAll(() => t.close());

describe('search insights', () => {
  it('fold a query as the search does: case, accents, final sigma, spaces', () => {
    expect(insightQuery('  Κρέμα   ΠΡΟΣΏΠΟΥ ')).toBe('κρεμα προσωπου');
    expect(insightQuery('Ορός')).toBe('οροσ');
  });

  it('count each search once, by its folded query, with whether it found anything and was clicked', async () => {
    expect((await search('Κρέμα')).total).toBeGreaterThan(0);
    await search('κρεμα');
    await search('κρέμα', '&page=2');
    expect((await search('Ορός')).total).toBeGreaterThan(0);
    expect((await search('ζζξξψψ')).total).toBe(0);
    const token = await xsrf(t.app);
    const click = await t.app.inject({
      method: 'POST',
      url: '/api/el/search/clicked',
      headers: token.headers,
      payload: { key: 'ΚΡΕΜΑ' },
    });
    expect(click.statusCode).toBe(200);

    const top = await report('top');
    expect(top.find((row) => row.q === 'κρεμα')).toMatchObject({ searches: 2, withResults: 2, clicked: 1 });
    expect(top.find((row) => row.q === 'οροσ')).toMatchObject({ searches: 1, clicked: 0 });
    expect(top.find((row) => row.q === 'ζζξξψψ')).toMatchObject({ searches: 1, withResults: 0, results: 0 });
    expect((await report('no_results')).map((row) => row.q)).toEqual(['ζζξξψψ']);
    expect((await report('no_click')).map((row) => row.q)).toEqual(['οροσ']);
    // Only the day and the counts are kept: no shopper, no address.
    const columns = Object.keys((await t.database.db.select().from(searchQueryDays).limit(1))[0] ?? {});
    expect(columns.sort()).toEqual(['clicked', 'day', 'query', 'results', 'searches', 'withResults']);
  });

  it('send a query that found nothing to a synonym, which the search uses at once', async () => {
    expect((await search('βββγγγ δδδ')).total).toBe(0);
    expect(
      (await staff(inspector, 'POST', 'search-synonyms/save', { term: 'βββγγγ δδδ', target: 'κρέμα' }))
        .statusCode,
    ).toBe(403);
    const bad = await staff(admin, 'POST', 'search-synonyms/save', { term: ' ', target: 'κρέμα' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { term: ['required_field'] } });
    const saved = await staff(admin, 'POST', 'search-synonyms/save', {
      term: 'ΒΒΒΓΓΓ  δδδ',
      target: 'κρέμα',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SearchSynonymList>().items).toContainEqual({
      term: 'βββγγγ δδδ',
      target: 'κρέμα',
    });
    const found = await search('βββγγγ ΔΔΔ');
    expect(found.total).toBe((await search('κρέμα')).total);
    expect(found.total).toBeGreaterThan(0);
    // Insights keep what the shopper typed, now with results.
    expect((await report('top')).find((row) => row.q === 'βββγγγ δδδ')).toMatchObject({
      searches: 2,
      withResults: 1,
    });
    await staff(admin, 'POST', 'search-synonyms/delete', { term: 'βββγγγ δδδ' });
    expect((await search('βββγγγ δδδ')).total).toBe(0);
  });

  it('refuse a period that ends before it starts', async () => {
    const response = await staff(admin, 'GET', 'search-insights?from=2026-02-02&to=2026-02-01');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { to: ['invalid_date'] } });
  });
});
