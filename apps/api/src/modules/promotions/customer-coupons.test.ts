import type { CartTotals, CustomerCoupon, CustomerSession, Offer } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, promotionPolicies } from '../../db/schema/index.ts';
import { createTestApp, insertTestCatalogue, type TestApp, xsrf } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';

/** Personal coupons, the wallet (`customercoupons/getforcustomer`) and the offers (`promotionpolicies/GetOffers`). */

let t: TestApp;
let productId: number;
let maria: CustomerSession;
let nikos: CustomerSession;

const db = () => t.database.db;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  const [product] = await insertTestCatalogue(t, 2);
  if (!product) throw new Error('no product');
  productId = product.id;
  maria = await signedUpCustomer(t);
  nikos = await signedUpCustomer(t);
});
afterAll(() => t.close());

const issue = (customerId: number, source: string, validDays = 90) =>
  db().transaction((tx) =>
    t.services.promotions.issueCustomerCoupon(tx, {
      customerId,
      percent: 30,
      reason: 'Referral',
      source,
      validDays,
    }),
  );

async function wallet(session: CustomerSession | null, query = '', lang = 'el') {
  return t.app.inject({
    method: 'GET',
    url: `/api/${lang}/customercoupons/getforcustomer${query}`,
    headers: session ? { authorization: `Bearer ${session.at}` } : {},
  });
}

async function couponInCart(code: string, session: CustomerSession | null, eml?: string, lang = 'el') {
  const token = await xsrf(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${lang}/orders/composecarttotals`,
    headers: session ? { ...token.headers, authorization: `Bearer ${session.at}` } : token.headers,
    payload: { lines: [{ pid: productId, quantity: 1 }], couponscodes: [code], ...(eml ? { eml } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CartTotals>().coupons[0];
}

describe('personal coupons', () => {
  it('issues one coupon per source, however often it is asked', async () => {
    const first = await issue(maria.id, 'test:once');
    const again = await issue(maria.id, 'test:once');
    expect(again).toBe(first);
    expect(first).toMatch(/^FR[A-Z2-9]{8}$/);
    const rows = await db().select().from(coupons).where(eq(coupons.source, 'test:once'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      customerId: maria.id,
      reason: 'Referral',
      maxRedemptions: 1,
      maxPerCustomer: 1,
    });
    const days = ((rows[0]?.endsAt?.getTime() ?? 0) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
  });

  it('works in the cart for its owner only, with a message that says whose it is', async () => {
    const code = await issue(maria.id, 'test:cart');
    expect(await couponInCart(code, maria)).toMatchObject({ status: 'Applied', amt: expect.any(Number) });
    expect(await couponInCart(code, nikos, maria.eml)).toMatchObject({
      status: 'EmailNotAllowed',
      amt: 0,
      msg: 'Το κουπόνι είναι προσωπικό και ισχύει μόνο για τον λογαριασμό στον οποίο δόθηκε.',
    });
    expect(await couponInCart(code, nikos, undefined, 'en')).toMatchObject({
      msg: 'This is a personal coupon: only the account it was given to can use it.',
    });
    expect(await couponInCart(code, null, maria.eml, 'en')).toMatchObject({
      status: 'MustHaveEmailOrCustomerId',
      msg: 'This is a personal coupon: sign in to your account to use it.',
    });
  });

  it('answers InternalError for a coupon whose policy has no cart effect', async () => {
    const [policy] = await db()
      .insert(promotionPolicies)
      .values({ code: 'badge-only', nameEl: 'Σήμα', nameEn: 'Badge' })
      .returning({ id: promotionPolicies.id });
    await db()
      .insert(coupons)
      .values({ code: 'TESTBROKEN', policyId: policy?.id ?? 0 });
    expect(await couponInCart('TESTBROKEN', maria, undefined, 'en')).toMatchObject({
      status: 'InternalError',
      msg: 'The coupon cannot be checked at the moment. Please contact us.',
    });
  });
});

describe('GET /api/{lang}/customercoupons/getforcustomer', () => {
  it("lists the caller's own coupons only, with their state; excludeInActive keeps the usable ones", async () => {
    const fresh = await signedUpCustomer(t);
    const active = await issue(fresh.id, 'test:wallet-active');
    const used = await issue(fresh.id, 'test:wallet-used');
    const expired = await issue(fresh.id, 'test:wallet-expired', 0);
    const [usedRow] = await db().select().from(coupons).where(eq(coupons.code, used));
    await db()
      .insert(couponRedemptions)
      .values({ couponId: usedRow?.id ?? 0, customerId: fresh.id, orderCode: 'X-1' });
    await issue(nikos.id, 'test:wallet-other');

    const all = await wallet(fresh, '', 'en');
    expect(all.statusCode).toBe(200);
    const listed = all.json<CustomerCoupon[]>();
    expect(listed.map((coupon) => [coupon.cd, coupon.state, coupon.used])).toEqual([
      [expired, 'expired', false],
      [used, 'used', true],
      [active, 'active', false],
    ]);
    expect(listed[2]).toMatchObject({
      reason: 'Referral',
      nm: "30% off from a friend's invitation",
      pct: 30,
      amt: null,
      from: null,
    });
    const usable = (await wallet(fresh, '?excludeInActive=true')).json<CustomerCoupon[]>();
    expect(usable.map((coupon) => coupon.cd)).toEqual([active]);
    expect(usable[0]?.nm).toBe('Έκπτωση 30% από πρόσκληση φίλου');
  });

  it('refuses a guest and a bad flag', async () => {
    expect((await wallet(null)).statusCode).toBe(401);
    const bad = await wallet(maria, '?excludeInActive=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ excludeInActive: ['invalid_value'] });
  });
});

describe('GET /api/{lang}/promotionpolicies/GetOffers', () => {
  it('lists the policies in force now, ending soonest first, never coupon-only or personal ones', async () => {
    const now = Date.now();
    await db()
      .insert(promotionPolicies)
      .values([
        { code: 'offer-open', nameEl: 'Ανοιχτή', nameEn: 'Open', kind: 'Percentage', percent: 15 },
        {
          code: 'offer-ending',
          nameEl: 'Λήγει',
          nameEn: 'Ending',
          kind: 'Bogo',
          buyQuantity: 1,
          freeQuantity: 1,
          endsAt: new Date(now + DAY),
        },
        { code: 'offer-over', nameEl: 'Έληξε', nameEn: 'Over', endsAt: new Date(now - DAY) },
        { code: 'offer-later', nameEl: 'Αργότερα', nameEn: 'Later', startsAt: new Date(now + DAY) },
        { code: 'offer-off', nameEl: 'Ανενεργή', nameEn: 'Off', isActive: false },
        { code: 'offer-coupon', nameEl: 'Με κουπόνι', nameEn: 'By coupon', combinationRule: 'CouponOnly' },
      ]);
    const response = await t.app.inject({ method: 'GET', url: '/api/en/promotionpolicies/GetOffers' });
    expect(response.statusCode).toBe(200);
    const offers = response.json<Offer[]>();
    const codes = offers.map((offer) => offer.cd);
    expect(codes.filter((code) => code.startsWith('offer-'))).toEqual(['offer-ending', 'offer-open']);
    expect(codes.some((code) => code.startsWith('personal-'))).toBe(false);
    expect(offers.find((offer) => offer.cd === 'offer-open')).toMatchObject({
      nm: 'Open',
      kind: 'Percentage',
      pct: 15,
      to: null,
      cust_groups: [],
    });
    expect(offers.find((offer) => offer.cd === 'offer-ending')).toMatchObject({
      kind: 'Bogo',
      buy: 1,
      free: 1,
    });
  });
});
