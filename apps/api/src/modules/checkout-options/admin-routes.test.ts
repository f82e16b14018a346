import type { AdminPaymentType, AdminShippingType, AdminStore } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let admin: string;
let sales: string;
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

const shipping = {
  code: 'ADMIN_COURIER',
  el: { nm: 'Ταχυμεταφορά', dsc: null },
  en: { nm: 'Courier', dsc: null },
  kind: 'courier',
  cost: 3.5,
  islandSurcharge: 1,
};

async function audits(entity: string) {
  const rows = await t.database.db.select().from(auditEntries).where(eq(auditEntries.entity, entity));
  return rows;
}

beforeAll(async () => {
  // The checkout's and the pricing engine's shared reads live long here, so a save must clear them.
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '600' } });
  admin = await signedInStaff(t, 'Admin');
  sales = await signedInStaff(t, 'SalesPerson');
  inspector = await signedInStaff(t, 'Inspector');
});
afterAll(() => t.close());

describe('shipping and payment types', () => {
  it('adds and changes a shipping type, audited, and the checkout offers the new cost at once', async () => {
    const created = await call(admin, 'POST', 'shippingtypes/save', shipping);
    expect(created.statusCode, created.body).toBe(200);
    const type = created.json<AdminShippingType>();
    expect(type).toMatchObject({ code: 'ADMIN_COURIER', cost: 3.5, islandSurcharge: 1, isActive: true });
    // The checkout reads the types once and keeps them: the change must reach it anyway.
    expect((await t.services.checkoutOptions.shippingRecord(type.id))?.costCents).toBe(350);
    await t.services.checkoutOptions.shippingTypes('en');
    const changed = await call(admin, 'POST', 'shippingtypes/save', { ...shipping, id: type.id, cost: 4.9 });
    expect(changed.statusCode, changed.body).toBe(200);
    const offered = await t.services.checkoutOptions.shippingTypes('en');
    expect(offered.find((item) => item.id === type.id)).toBeDefined();
    expect((await t.services.checkoutOptions.shippingRecord(type.id))?.costCents).toBe(490);
    const entries = await audits('shipping_type');
    expect(entries.map((entry) => entry.action)).toEqual(['shipping_type.create', 'shipping_type.update']);
    expect(entries[1]?.before).toMatchObject({ costCents: 350 });
    const listed = (await call(inspector, 'GET', 'shippingtypes/list')).json<{
      items: AdminShippingType[];
    }>();
    expect(listed.items.find((item) => item.id === type.id)?.cost).toBe(4.9);
  });

  it('refuses bad input with field errors and a code another type holds, changing nothing', async () => {
    const [before] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(auditEntries);
    const bad = await call(admin, 'POST', 'shippingtypes/save', { ...shipping, kind: 'drone', cost: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['cost', 'kind']);
    const taken = await call(admin, 'POST', 'shippingtypes/save', shipping);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.code).toEqual(['code_taken']);
    const [after] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(auditEntries);
    expect(after?.count).toBe(before?.count);
  });

  it('saves a payment type with its cash limit', async () => {
    const response = await call(admin, 'POST', 'paymenttypes/save', {
      code: 'ADMIN_COD',
      el: { nm: 'Αντικαταβολή', dsc: null },
      en: { nm: 'Cash on delivery', dsc: null },
      provider: 'cash_on_delivery',
      fee: 2,
      maxAmount: 499.99,
      shippingKinds: ['courier'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminPaymentType>()).toMatchObject({
      fee: 2,
      maxAmount: 499.99,
      shippingKinds: ['courier'],
    });
    expect((await t.services.checkoutOptions.paymentRecord(response.json().id))?.maxAmountCents).toBe(49_999);
  });
});

describe('stores and lockers', () => {
  it('saves a store and a locker, each audited', async () => {
    const store = await call(admin, 'POST', 'stores/save', {
      code: 'ADMIN_STORE',
      el: { nm: 'Κατάστημα', address: 'Οδός 1', city: 'Αθήνα', hours: ['Δευ-Παρ 9:00-21:00'] },
      en: { nm: 'Store', address: 'Street 1', city: 'Athens', hours: ['Mon-Fri 9:00-21:00'] },
      postcode: '105 57',
      phone: '+30 210 000 0000',
      latitude: 37.97,
      longitude: 23.72,
    });
    expect(store.statusCode, store.body).toBe(200);
    expect(store.json<AdminStore>().el.hours).toEqual(['Δευ-Παρ 9:00-21:00']);
    const locker = {
      id: 'ADM-1',
      name: 'Locker Syntagma',
      address: 'Syntagma 1',
      postcode: '10563',
      city: 'Athens',
      latitude: 37.975,
      longitude: 23.735,
    };
    expect((await call(admin, 'POST', 'lockers/save', locker)).statusCode).toBe(200);
    expect((await call(admin, 'POST', 'lockers/save', { ...locker, isActive: false })).statusCode).toBe(200);
    const found = (await call(sales, 'GET', 'lockers/list?q=syntagma')).json();
    expect(found.items).toEqual([expect.objectContaining({ id: 'ADM-1', isActive: false })]);
    expect((await audits('locker')).map((entry) => entry.action)).toEqual(['locker.create', 'locker.update']);
    expect((await audits('store')).map((entry) => entry.action)).toEqual(['store.create']);
  });

  it('gives a SalesPerson and an Inspector 403 on changes', async () => {
    for (const bearer of [sales, inspector]) {
      expect(
        (await call(bearer, 'POST', 'shippingtypes/save', { ...shipping, code: 'OTHER' })).statusCode,
      ).toBe(403);
      expect((await call(bearer, 'POST', 'lockers/save', { id: 'X' })).statusCode).toBe(403);
    }
  });
});
