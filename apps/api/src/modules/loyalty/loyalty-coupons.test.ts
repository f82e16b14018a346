import type { CustomerCoupon, CustomerSession } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';

/** The coupons loyalty issues: on the birthday and on first reaching a tier (decision 018). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      LOYALTY_BIRTHDAY_COUPON_PERCENT: '10',
      LOYALTY_BIRTHDAY_COUPON_DAYS: '30',
      LOYALTY_TIER_COUPON_PERCENTS: '0,5,10',
      LOYALTY_TIER_THRESHOLDS: '0,500,1500',
    },
  });
});
afterAll(() => t.close());

async function wallet(session: CustomerSession): Promise<CustomerCoupon[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/en/customercoupons/getforcustomer',
    headers: { authorization: `Bearer ${session.at}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<CustomerCoupon[]>();
}

const grant = (customerId: number, points: number, source: string) =>
  t.services.loyalty.record({ customerId, kind: 'Custom', source, approvedPoints: points });

describe('the birthday coupon', () => {
  it('comes with the birthday points, once a year, valid 30 days', async () => {
    const session = await signedUpCustomer(t);
    await t.database.db
      .update(customers)
      .set({ birthDate: '1985-06-15' })
      .where(eq(customers.id, session.id));
    const birthday = new Date('2027-06-15T08:00:00Z');
    await t.services.loyaltyEvents.creditBirthdays(birthday);
    await t.services.loyaltyEvents.creditBirthdays(birthday);
    const coupons = await wallet(session);
    expect(coupons).toHaveLength(1);
    expect(coupons[0]).toMatchObject({ reason: 'Birthday', pct: 10, used: false });
    // Valid from when the sweep issued it (the sweep runs on the day itself).
    expect(new Date(coupons[0]?.to ?? 0).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    // The next year brings another.
    await t.services.loyaltyEvents.creditBirthdays(new Date('2028-06-15T08:00:00Z'));
    expect((await wallet(session)).filter((coupon) => coupon.reason === 'Birthday')).toHaveLength(2);
  });
});

describe('the tier coupons', () => {
  it('come once per tier reached, from an event or from the sweep', async () => {
    const byEvent = await signedUpCustomer(t);
    await grant(byEvent.id, 1_600, `grant:${byEvent.id}`);
    // A credited event recalculates the tier: slv straight to gld gives gld's coupon only.
    await t.services.loyalty.creditEvent(byEvent.id, 'EnterGender', `customer:${byEvent.id}`);
    expect((await t.services.loyalty.account(byEvent.id))?.tierCode).toBe('gld');
    expect((await wallet(byEvent)).map((coupon) => [coupon.reason, coupon.pct])).toEqual([['Tier', 10]]);

    const bySweep = await signedUpCustomer(t);
    await grant(bySweep.id, 600, `grant:${bySweep.id}`);
    await t.services.loyalty.tiers.recalculateAll();
    await t.services.loyalty.tiers.recalculateAll();
    expect((await t.services.loyalty.account(bySweep.id))?.tierCode).toBe('prm');
    expect((await wallet(bySweep)).map((coupon) => [coupon.reason, coupon.pct])).toEqual([['Tier', 5]]);
  });

  it('gives nothing for reaching the first tier, nor for a tier lost and reached again', async () => {
    const session = await signedUpCustomer(t);
    await grant(session.id, 10, `grant:${session.id}`);
    await t.services.loyalty.tiers.recalculateAll();
    expect((await t.services.loyalty.account(session.id))?.tierCode).toBe('slv');
    expect(await wallet(session)).toEqual([]);

    await grant(session.id, 600, `more:${session.id}`);
    await t.services.loyalty.tiers.recalculateAll();
    await t.services.loyalty.record({
      customerId: session.id,
      kind: 'Revert',
      source: `taken:${session.id}`,
      approvedPoints: -600,
    });
    await t.services.loyalty.tiers.recalculateAll();
    expect((await t.services.loyalty.account(session.id))?.tierCode).toBe('slv');
    await grant(session.id, 700, `again:${session.id}`);
    await t.services.loyalty.tiers.recalculateAll();
    expect((await wallet(session)).filter((coupon) => coupon.reason === 'Tier')).toHaveLength(1);
  });
});
