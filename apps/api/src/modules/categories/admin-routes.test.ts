import type { AdminCategory } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { createTestApp, insertTestCatalogue, type TestApp, xsrf } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let admin: string;
let inspector: string;

async function call(bearer: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method,
    url: `/api/en/admin/${url}`,
    headers: { ...token.headers, authorization: `Bearer ${bearer}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

const category = (changes: object = {}) => ({
  eurl: 'admin-vitamins',
  el: { nm: 'Βιταμίνες', dsc: null },
  en: { nm: 'Vitamins', dsc: null },
  ...changes,
});

beforeAll(async () => {
  t = await createTestApp();
  await insertTestCatalogue(t, 10);
  admin = await signedInStaff(t, 'Admin');
  inspector = await signedInStaff(t, 'Inspector');
});
afterAll(() => t.close());

describe('staff category tree', () => {
  it('adds a category under another, audited, and the shop serves it', async () => {
    const parent = (await call(inspector, 'GET', 'categories/list')).json<{ items: AdminCategory[] }>()
      .items[0];
    const response = await call(admin, 'POST', 'categories/save', category({ pid: parent?.id }));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<AdminCategory>();
    expect(saved).toMatchObject({ pid: parent?.id, eurl: 'admin-vitamins', products: 0 });
    const shop = await t.app.inject({ url: `/api/en/categories/getbyid?id=${saved.id}` });
    expect(shop.json().nm).toBe('Vitamins');
    const entries = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entity, 'category'));
    expect(entries.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['category.create', String(saved.id)],
    ]);
  });

  it('refuses a parent below the category itself, a slug another holds and an Inspector, changing nothing', async () => {
    const items = (await call(admin, 'GET', 'categories/list')).json<{ items: AdminCategory[] }>().items;
    const child = items.find((item) => item.eurl === 'admin-vitamins');
    const parent = items.find((item) => item.id === child?.pid);
    const cycle = await call(admin, 'POST', 'categories/save', {
      ...category({ eurl: parent?.eurl, pid: child?.id }),
      id: parent?.id,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errors.pid).toEqual(['category_parent_cycle']);
    const taken = await call(admin, 'POST', 'categories/save', category({ eurl: parent?.eurl }));
    expect(taken.statusCode).toBe(409);
    expect((await call(inspector, 'POST', 'categories/save', category({ eurl: 'x-y' }))).statusCode).toBe(
      403,
    );
    expect((await call(admin, 'GET', 'categories/list')).json().items).toEqual(items);
  });
});
