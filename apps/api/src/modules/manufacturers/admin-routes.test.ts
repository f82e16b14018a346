import type { AdminBrand } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { manufacturerCountryExclusions, manufacturers } from '../../db/schema/manufacturers.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let admin: string;
let sales: string;

async function call(bearer: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method,
    url: `/api/en/admin/${url}`,
    headers: { ...token.headers, authorization: `Bearer ${bearer}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

const brand = {
  eurl: 'admin-brand',
  el: { nm: 'Φαρμακο Μάρκα', dsc: null },
  en: { nm: 'Admin Brand', dsc: null },
  countryIso: 'gr',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, 'Admin');
  sales = await signedInStaff(t, 'SalesPerson');
});
afterAll(() => t.close());

describe('staff brands', () => {
  it('adds a brand and renames it, each audited, and finds it by name', async () => {
    const created = await call(admin, 'POST', 'brands/save', brand);
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json<AdminBrand>();
    expect(saved).toMatchObject({ countryIso: 'GR', isPublic: true, products: 0 });
    const renamed = await call(admin, 'POST', 'brands/save', {
      ...brand,
      id: saved.id,
      en: { nm: 'Renamed', dsc: null },
    });
    expect(renamed.json<AdminBrand>().en.nm).toBe('Renamed');
    const found = (await call(sales, 'GET', 'brands/list?q=renam')).json();
    expect(found.items.map((item: AdminBrand) => item.id)).toEqual([saved.id]);
    const entries = await t.database.db.select().from(auditEntries).where(eq(auditEntries.entity, 'brand'));
    expect(entries.map((entry) => entry.action)).toEqual(['brand.create', 'brand.update']);
  });

  it('refuses a bad country, a slug another brand holds and a SalesPerson', async () => {
    const bad = await call(admin, 'POST', 'brands/save', { ...brand, eurl: 'other', countryIso: 'Greece' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.countryIso).toEqual(['invalid_country']);
    expect((await call(admin, 'POST', 'brands/save', brand)).statusCode).toBe(409);
    expect((await call(sales, 'POST', 'brands/save', { ...brand, eurl: 'sales-brand' })).statusCode).toBe(
      403,
    );
  });
  it('lets an Admin set the countries a brand is not sent to, which the exclusions call then answers', async () => {
    const created = (
      await call(admin, 'POST', 'brands/save', { ...brand, eurl: 'excluded-brand' })
    ).json<AdminBrand>();
    expect(created.excludedCountries).toEqual([]);
    const saved = await call(admin, 'POST', 'brands/save', {
      ...brand,
      id: created.id,
      eurl: 'excluded-brand',
      excludedCountries: ['cy', 'MT', 'CY'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminBrand>().excludedCountries).toEqual(['CY', 'MT']);
    const listed = (await call(sales, 'GET', 'brands/list?q=excluded')).json<{ items: AdminBrand[] }>();
    expect(listed.items[0]?.excludedCountries).toEqual(['CY', 'MT']);
    const exclusions = await t.database.db
      .select()
      .from(manufacturerCountryExclusions)
      .where(eq(manufacturerCountryExclusions.manufacturerId, created.id));
    expect(exclusions.map((row) => row.countryIso).sort()).toEqual(['CY', 'MT']);
    const cleared = await call(admin, 'POST', 'brands/save', {
      ...brand,
      id: created.id,
      eurl: 'excluded-brand',
    });
    expect(cleared.json<AdminBrand>().excludedCountries).toEqual([]);
    const bad = await call(admin, 'POST', 'brands/save', {
      ...brand,
      id: created.id,
      eurl: 'excluded-brand',
      excludedCountries: ['Cyprus'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['excludedCountries.0']).toEqual(['invalid_country']);
  });

  it('sorts by name in the call’s language either way, filters hidden ones, refuses an unknown sort', async () => {
    await t.database.db.insert(manufacturers).values([
      { eurl: 'sort-one', nameEl: 'Ωμέγα Σορτ', nameEn: 'Alpha Sort', isPublic: true },
      { eurl: 'sort-two', nameEl: 'Άλφα Σορτ', nameEn: 'Zeta Sort', isPublic: false },
    ]);
    const slugs = async (query: string, language = 'en') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/${language}/admin/brands/list?q=sort-&${query}`,
        headers: { authorization: `Bearer ${sales}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: AdminBrand[] }>().items.map((item) => item.eurl);
    };
    expect(await slugs('sort=name&dir=asc')).toEqual(['sort-one', 'sort-two']);
    expect(await slugs('sort=name&dir=desc')).toEqual(['sort-two', 'sort-one']);
    expect(await slugs('sort=name&dir=asc', 'el')).toEqual(['sort-two', 'sort-one']);
    expect(await slugs('sort=public&dir=asc')).toEqual(['sort-two', 'sort-one']);
    expect(await slugs('public=false')).toEqual(['sort-two']);
    const bad = await call(sales, 'GET', 'brands/list?sort=products&public=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ sort: ['invalid_value'], public: ['invalid_value'] });
  });
});
