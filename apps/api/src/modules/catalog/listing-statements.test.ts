import type { AdminCategory, ProductListing } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  insertTestCatalogue,
  type TestApp,
  type TestProduct,
  xsrf,
} from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let catalogue: TestProduct[];
let admin: string;

const FACE = 815;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const listing = async (url: string): Promise<ProductListing> => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** How many statements `run` sends to the database (PGlite or a PostgreSQL pool: both answer `query`). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const sent: string[] = [];
  const query = client.query;
  const spy = vi.spyOn(client, 'query').mockImplementation(function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    sent.push(typeof first === 'string' ? first : (first.text ?? ''));
    return query.apply(this, args);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return sent;
}

/** The sub-categories a category's listing offers as a filter (its visible children). */
async function categoryFacet(id: number): Promise<string[]> {
  const { facets } = await listing(`/api/el/products/getbycategoryid?id=${id}`);
  return facets.find((facet) => facet.kind === 1)?.values.map((value) => value.val) ?? [];
}

async function saveCategory(payload: object): Promise<AdminCategory> {
  const token = await xsrf(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/en/admin/categories/save',
    headers: { ...token.headers, authorization: `Bearer ${admin}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function adminCategory(id: number): Promise<AdminCategory> {
  const response = await t.app.inject({
    url: '/api/en/admin/categories/list',
    headers: { authorization: `Bearer ${admin}` },
  });
  const found = response.json<{ items: AdminCategory[] }>().items.find((item) => item.id === id);
  if (!found) throw new Error(`category ${id} not listed`);
  return found;
}

const asSave = (category: AdminCategory, changes: object = {}) => ({
  id: category.id,
  pid: category.pid,
  eurl: category.eurl,
  el: category.el,
  en: category.en,
  sortOrder: category.sortOrder,
  isVisible: category.isVisible,
  ...changes,
});

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertTestCatalogue(t, 60);
  admin = await signedInStaff(t, 'Admin');
  // The catalogue and the category tree are read once per process, before the first listing.
  await listing(`/api/el/products/getbycategoryid?id=${FACE}`);
});
afterAll(() => t.close());

describe('category listings from memory', () => {
  it('answers listings (filters, facets, sorts, pages, both languages) without a database statement', async () => {
    const urls = [
      `/api/el/products/getbycategoryid?id=${FACE}`,
      `/api/en/products/getbycategoryid?id=${FACE}&sort=PriceAscending&page=2&psize=5`,
      `/api/el/products/getbycategoryid?id=${FACE}&q=8:10-30;17:3&sort=NameDescending`,
      `/api/en/products/getbycategoryid?id=${catalogue[0]?.categoryId}&q=16:1`,
      '/api/el/products/getbycategoryid?id=999999',
    ];
    const statuses: number[] = [];
    const sent = await statementsOf(async () => {
      for (const url of urls) statuses.push((await get(url)).statusCode);
    });
    expect(statuses).toEqual([200, 200, 200, 200, 404]);
    expect(sent).toEqual([]);
  });

  it('shows a category staff add, hide or show again at once, and still asks nothing', async () => {
    const added = await saveCategory({
      pid: FACE,
      eurl: 'memory-tree-new',
      el: { nm: 'Νέα', dsc: null },
      en: { nm: 'New', dsc: null },
    });
    expect((await listing(`/api/el/products/getbycategoryid?id=${added.id}`)).total).toBe(0);

    const sub = catalogue.find((item) => item.parentCategoryId === FACE)?.categoryId ?? 0;
    const inSub = (await listing(`/api/el/products/getbycategoryid?id=${sub}`)).total;
    expect(inSub).toBeGreaterThan(0);
    expect(await categoryFacet(FACE)).toContain(String(sub));

    const category = await adminCategory(sub);
    await saveCategory(asSave(category, { isVisible: false }));
    expect((await get(`/api/el/products/getbycategoryid?id=${sub}`)).statusCode).toBe(404);
    expect(await categoryFacet(FACE)).not.toContain(String(sub));

    await saveCategory(asSave(category, { isVisible: true }));
    const sent = await statementsOf(async () => {
      expect(await categoryFacet(FACE)).toContain(String(sub));
      expect((await listing(`/api/el/products/getbycategoryid?id=${sub}`)).total).toBe(inSub);
    });
    expect(sent).toEqual([]);
  });
});
