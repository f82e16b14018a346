import type { AdminLoyaltySettings, TierProfile } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { loyaltySettings } from '../../db/schema/loyalty.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let admin: string;
let sales: string;
let customer: string;

async function call(bearer: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method,
    url: `/api/en/${url}`,
    headers: { ...token.headers, authorization: `Bearer ${bearer}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

const changed: AdminLoyaltySettings = {
  tiers: { basis: 'LoyaltyPoints', months: 6, thresholds: [0, 800, 2400] },
  pointRanges: [300, 900],
  coupons: { birthday: { percent: 15, validDays: 20 }, tiers: { percents: [0, 5, 12], validDays: 45 } },
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, 'Admin');
  sales = await signedInStaff(t, 'SalesPerson');
  customer = (await signedUpCustomer(t)).at;
});
afterAll(() => t.close());

describe('loyalty settings', () => {
  it('starts from the configured defaults', async () => {
    const response = await call(sales, 'GET', 'admin/loyalty/settings');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminLoyaltySettings>().tiers).toEqual({
      basis: t.config.loyalty.tiers.basis,
      months: t.config.loyalty.tiers.months,
      thresholds: t.config.loyalty.tiers.thresholds,
    });
  });

  it('saves tiers, steps and coupons, audited, and the tiers customers see follow at once', async () => {
    const before = (await call(admin, 'GET', 'admin/loyalty/settings')).json<AdminLoyaltySettings>();
    const response = await call(admin, 'POST', 'admin/loyalty/settings/save', changed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(changed);
    const profile = (await call(customer, 'GET', 'CustomerTiers/Profile')).json<TierProfile>();
    expect(profile.tiers.map((tier) => tier.from)).toEqual([0, 800, 2400]);
    expect(profile.months).toBe(6);
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entity, 'loyalty_settings'));
    expect([entry?.before, entry?.after]).toEqual([before, changed]);
  });

  it('reads what another process saved', async () => {
    const stored = { ...changed, pointRanges: [111, 222] };
    await t.database.db.update(loyaltySettings).set({ overrides: stored }).where(eq(loyaltySettings.id, 1));
    await t.services.loyaltySettings.refresh();
    expect(t.services.loyaltySettings.editable().pointRanges).toEqual([111, 222]);
  });

  it('refuses thresholds that do not rise with a field error, and a SalesPerson, changing nothing', async () => {
    const current = (await call(admin, 'GET', 'admin/loyalty/settings')).json<AdminLoyaltySettings>();
    const bad = { ...changed, tiers: { ...changed.tiers, thresholds: [0, 900, 500] } };
    const response = await call(admin, 'POST', 'admin/loyalty/settings/save', bad);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['tiers.thresholds']).toEqual(['thresholds_not_rising']);
    expect((await call(sales, 'POST', 'admin/loyalty/settings/save', changed)).statusCode).toBe(403);
    expect((await call(admin, 'GET', 'admin/loyalty/settings')).json()).toEqual(current);
  });
});
