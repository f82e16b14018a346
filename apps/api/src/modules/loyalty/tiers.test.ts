import { type BookAppointmentCheck, OrderStatus, type Tier, type TierProfile } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyAccounts, loyaltyPurchases } from '../../db/schema/index.ts';
import { createTestApp, insertPlainTestProduct, type TestApp, xsrf } from '../../test/index.ts';
import { authHeaders, signedUpCustomer } from '../customers/test-fixtures.ts';
import { placeTestOrder } from '../orders/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

const staff = { actor: { kind: 'staff' as const, id: null } };
const DELIVERED = [OrderStatus.Processing, OrderStatus.InDelivery, OrderStatus.Completed];

async function tierOf(t: TestApp, customerId: number) {
  const [row] = await t.database.db
    .select({ tier: loyaltyAccounts.tierCode })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.customerId, customerId));
  return row?.tier ?? null;
}

describe('tiers on points earned', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOYALTY_TIER_THRESHOLDS: '0,500,1500', LOYALTY_APPOINTMENT_TIERS: 'prm,gld' },
    });
  });
  afterAll(() => t.close());

  const credit = (customerId: number, points: number, source: string) =>
    t.services.loyalty.record({ customerId, kind: 'Custom', source, approvedPoints: points });

  it('follow the thresholds, and a redemption does not lower them', async () => {
    const session = await signedUpCustomer(t);
    await credit(session.id, 499, `a:${session.id}`);
    await t.services.loyalty.tiers.recalculateAll();
    expect(await tierOf(t, session.id)).toBe('slv');
    await credit(session.id, 1, `b:${session.id}`);
    await t.services.loyalty.tiers.recalculateAll();
    expect(await tierOf(t, session.id)).toBe('prm');
    await t.services.loyalty.record({
      customerId: session.id,
      kind: 'Redeem',
      source: `r:${session.id}`,
      approvedPoints: -400,
    });
    await credit(session.id, 1000, `c:${session.id}`);
    await t.services.loyalty.tiers.recalculateAll();
    expect(await tierOf(t, session.id)).toBe('gld');
  });

  it('fall when the points leave the window', async () => {
    const session = await signedUpCustomer(t);
    await credit(session.id, 600, `w:${session.id}`);
    await t.services.loyalty.tiers.recalculateAll();
    expect(await tierOf(t, session.id)).toBe('prm');
    const later = new Date(Date.now() + 13 * 31 * 24 * 3600 * 1000);
    await t.services.loyalty.tiers.recalculateAll(later);
    expect(await tierOf(t, session.id)).toBe('slv');
  });

  it('answer the profile with my tier and the way to the next, and the booking benefit', async () => {
    const session = await signedUpCustomer(t);
    await credit(session.id, 700, `p:${session.id}`);
    await t.services.loyalty.tiers.recalculateAll();
    const profile = await t.app.inject({
      url: '/api/en/CustomerTiers/Profile',
      headers: await authHeaders(t, session),
    });
    expect(profile.json<TierProfile>()).toMatchObject({
      myTier: { id: 2, code: 'prm' },
      basis: 'LoyaltyPoints',
      months: 12,
      value: 700,
      next: { id: 3, code: 'gld', missing: 800 },
      tiers: [
        { id: 1, code: 'slv', nm: 'Health Expert', from: 0 },
        { id: 2, code: 'prm', nm: 'Health Master', from: 500 },
        { id: 3, code: 'gld', nm: 'Health VIP', from: 1500 },
      ],
    });
    const book = await t.app.inject({
      url: '/api/el/CustomerTiers/CheckBookAnAppointment',
      headers: await authHeaders(t, session),
    });
    expect(book.json<BookAppointmentCheck>()).toEqual({
      allowed: true,
      myTier: 'prm',
      tiers: ['prm', 'gld'],
    });
    const newcomer = await signedUpCustomer(t);
    const refused = await t.app.inject({
      url: '/api/el/CustomerTiers/CheckBookAnAppointment',
      headers: await authHeaders(t, newcomer),
    });
    expect(refused.json<BookAppointmentCheck>()).toMatchObject({ allowed: false, myTier: 'slv' });
  });

  it('answer a tier by id, 404 for an unknown one', async () => {
    const session = await signedUpCustomer(t);
    const headers = await authHeaders(t, session);
    const gold = await t.app.inject({ url: '/api/el/CustomerTiers/GetById?id=3', headers });
    expect(gold.json<Tier>()).toEqual({ id: 3, code: 'gld', nm: 'Health VIP', from: 1500 });
    expect((await t.app.inject({ url: '/api/el/CustomerTiers/GetById?id=4', headers })).statusCode).toBe(404);
  });

  it('are recalculated on demand by staff only', async () => {
    const session = await signedUpCustomer(t);
    await credit(session.id, 2000, `s:${session.id}`);
    const token = await xsrf(t.app);
    const url = '/api/el/CustomerTiers/CalculateCustomersTier';
    const asCustomer = await t.app.inject({ method: 'POST', url, headers: await authHeaders(t, session) });
    expect(asCustomer.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: token.headers })).statusCode).toBe(401);
    const inspector = await signedInStaff(t, 'Inspector');
    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...token.headers, authorization: `Bearer ${inspector}` },
    });
    expect(refused.statusCode).toBe(403);
    const salesPerson = await signedInStaff(t, 'SalesPerson');
    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...token.headers, authorization: `Bearer ${salesPerson}` },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ changed: number }>().changed).toBeGreaterThanOrEqual(1);
    expect(await tierOf(t, session.id)).toBe('gld');
  });
});

describe('tiers on total purchases', () => {
  let t: TestApp;
  let product: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        LOYALTY_TIER_BASIS: 'TotalPurchases',
        LOYALTY_TIER_THRESHOLDS: '0,40,100',
        PRICING_RULES_CACHE_SECONDS: '0',
      },
    });
    product = await insertPlainTestProduct(t, { stock: 100 });
  });
  afterAll(() => t.close());

  it('move on order completion and back on its return, from what loyalty recorded', async () => {
    const session = await signedUpCustomer(t);
    const order = await placeTestOrder(
      t,
      { lines: [{ pid: product, quantity: 3 }] },
      { customerId: session.id, email: session.eml },
    );
    expect(await tierOf(t, session.id)).toBeNull();
    for (const status of DELIVERED) await t.services.orders.changeStatus(order.id, status, staff);
    expect(await tierOf(t, session.id)).toBe('prm');
    const purchases = await t.database.db
      .select()
      .from(loyaltyPurchases)
      .where(eq(loyaltyPurchases.customerId, session.id));
    expect(purchases).toHaveLength(1);
    const profile = await t.services.loyalty.tiers.profile(session.id);
    expect(profile).toMatchObject({
      basis: 'TotalPurchases',
      myTier: { code: 'prm' },
      next: { code: 'gld' },
    });
    expect(profile.value).toBe((purchases[0]?.amountCents ?? 0) / 100);

    await t.services.orders.changeStatus(order.id, OrderStatus.Returned, staff);
    expect(await tierOf(t, session.id)).toBe('slv');
    await t.services.loyalty.tiers.recalculateAll();
    expect(await tierOf(t, session.id)).toBe('slv');
  });
});
