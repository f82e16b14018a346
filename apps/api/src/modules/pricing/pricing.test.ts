import {
  type CartTotals,
  type CartTotalsRequest,
  cartTotalsRequestSchema,
  ProductType,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponRedemptions,
  coupons,
  giftCards,
  loyaltyAccounts,
  paymentTypes,
  productBundleItems,
  productBundles,
  productDimensions,
  products,
  promotionPolicies,
  promotionPolicyGifts,
  promotionPolicyManufacturers,
  promotionPolicyProducts,
  shippingTypes,
} from '../../db/schema/index.ts';
import { createTestApp, insertTestCatalogue, type TestApp, xsrf } from '../../test/index.ts';
import { authHeaders, signedUpCustomer } from '../customers/test-fixtures.ts';
import { PricingService } from './service.ts';

/**
 * `POST /api/{lang}/orders/composecarttotals` through the real app and database. Products are
 * set to round prices so every figure can be worked out by hand (comments, in cents).
 */

let t: TestApp;
/** Plain products: A 12.50 € (24 %), B 7.99 € (13 %), C 9.00 € (1+1), D 20.00 € (brand X), gift G. */
let A: number;
let B: number;
let C: number;
let D: number;
let G: number;
let brand: number;
let courier: number;
let pickup: number;
let cashOnDelivery: number;
/** A product with sizes: S 15.00 €, M at the product's 11.00 €. */
let sized: { id: number; small: number; medium: number };

const db = () => t.database.db;

async function setProduct(id: number, values: Partial<typeof products.$inferInsert>) {
  await db().update(products).set(values).where(eq(products.id, id));
}

async function addPolicy(values: typeof promotionPolicies.$inferInsert) {
  const [row] = await db().insert(promotionPolicies).values(values).returning({ id: promotionPolicies.id });
  if (!row) throw new Error('policy not inserted');
  return row.id;
}

async function totals(request: CartTotalsRequest, options: { lang?: string; authorization?: string } = {}) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: `/api/${options.lang ?? 'el'}/orders/composecarttotals`,
    headers: options.authorization
      ? { ...token.headers, authorization: options.authorization }
      : token.headers,
    payload: request,
  });
}

async function totalsOk(request: CartTotalsRequest, options: { lang?: string; authorization?: string } = {}) {
  const response = await totals(request, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CartTotals>();
}

beforeAll(async () => {
  // Every cart reads the rules afresh, so tests can change them between calls.
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  const catalogue = await insertTestCatalogue(t, 40);
  const plain = catalogue.filter((p) => p.productType === ProductType.Product && p.dimensions.length === 0);
  const [a, b, c, d, g] = plain.map((p) => p.id);
  if (a === undefined || b === undefined || c === undefined || d === undefined || g === undefined) {
    throw new Error('the test catalogue has too few plain products');
  }
  [A, B, C, D, G] = [a, b, c, d, g];
  const base = { listPriceCents: null, discountPercent: 0, isPublished: true, stock: 10 } as const;
  const withSizes = catalogue.find((p) => p.productType === ProductType.Product && p.dimensions.length >= 2);
  if (!withSizes) throw new Error('the test catalogue has no product with sizes');
  await setProduct(withSizes.id, { ...base, priceCents: 1100, taxClass: 2 });
  const sizes = await db()
    .select({ id: productDimensions.id })
    .from(productDimensions)
    .where(eq(productDimensions.productId, withSizes.id))
    .orderBy(productDimensions.position, productDimensions.id);
  const [small, medium] = sizes.map((size) => size.id);
  if (small === undefined || medium === undefined) throw new Error('sizes missing');
  await db()
    .update(productDimensions)
    .set({ priceCents: 1500, listPriceCents: null })
    .where(eq(productDimensions.id, small));
  await db()
    .update(productDimensions)
    .set({ priceCents: null, listPriceCents: null })
    .where(eq(productDimensions.id, medium));
  sized = { id: withSizes.id, small, medium };
  await setProduct(A, { ...base, priceCents: 1250, taxClass: 0 });
  await setProduct(B, { ...base, priceCents: 799, taxClass: 1 });
  await setProduct(C, { ...base, priceCents: 900, taxClass: 0 });
  await setProduct(D, { ...base, priceCents: 2000, taxClass: 0 });
  await setProduct(G, { ...base, priceCents: 450, taxClass: 0 });
  const [row] = await db()
    .select({ manufacturerId: products.manufacturerId })
    .from(products)
    .where(eq(products.id, D));
  if (!row?.manufacturerId) throw new Error('product D has no brand');
  brand = row.manufacturerId;
  // Only D carries the brand, so a brand promotion touches D alone.
  for (const id of [A, B, C, G, sized.id]) {
    const [other] = await db()
      .select({ manufacturerId: products.manufacturerId })
      .from(products)
      .where(eq(products.id, id));
    if (other?.manufacturerId === brand) await setProduct(id, { manufacturerId: null });
  }

  const oneplus = await addPolicy({
    code: 'test-1-plus-1',
    nameEl: 'Ένα συν ένα',
    nameEn: 'One plus one',
    badge: '1+1',
    kind: 'Bogo',
    buyQuantity: 1,
    freeQuantity: 1,
  });
  await db().insert(promotionPolicyProducts).values({ policyId: oneplus, productId: C });
  const brandPolicy = await addPolicy({
    code: 'test-brand-15',
    nameEl: 'Μάρκα -15%',
    nameEn: 'Brand -15%',
    kind: 'Percentage',
    percent: 15,
    combinationRule: 'Multiplicative',
  });
  await db().insert(promotionPolicyManufacturers).values({ policyId: brandPolicy, manufacturerId: brand });
  const gift = await addPolicy({
    code: 'test-gift-60',
    nameEl: 'Δώρο άνω των 60 €',
    nameEn: 'Gift over 60 €',
    kind: 'Gift',
    minAmountCents: 6000,
  });
  await db().insert(promotionPolicyGifts).values({ policyId: gift, productId: G });

  const welcome = await addPolicy({
    code: 'test-welcome',
    nameEl: 'Καλωσόρισμα -10%',
    nameEn: 'Welcome -10%',
    kind: 'Percentage',
    percent: 10,
    combinationRule: 'CouponOnly',
  });
  const vip = await addPolicy({
    code: 'test-vip',
    nameEl: 'VIP -20%',
    nameEn: 'VIP -20%',
    kind: 'Percentage',
    percent: 20,
    combinationRule: 'CouponOnly',
    customerGroups: ['gld'],
  });
  const day = 86_400_000;
  await db()
    .insert(coupons)
    .values([
      { code: 'TEST10', policyId: welcome },
      { code: 'TESTOFF', policyId: welcome, isActive: false },
      { code: 'TESTOLD', policyId: welcome, endsAt: new Date(Date.now() - day) },
      { code: 'TESTSOON', policyId: welcome, startsAt: new Date(Date.now() + day) },
      { code: 'TESTUSED', policyId: welcome, maxRedemptions: 1 },
      { code: 'TESTMINE', policyId: welcome, allowedEmails: ['maria@example.gr'] },
      { code: 'TESTONCE', policyId: welcome, maxPerCustomer: 1 },
      { code: 'TESTVIP', policyId: vip },
    ]);
  const [used] = await db().select({ id: coupons.id }).from(coupons).where(eq(coupons.code, 'TESTUSED'));
  if (used) await db().insert(couponRedemptions).values({ couponId: used.id, email: 'someone@example.gr' });
  const [once] = await db().select({ id: coupons.id }).from(coupons).where(eq(coupons.code, 'TESTONCE'));
  if (once) await db().insert(couponRedemptions).values({ couponId: once.id, email: 'used@example.gr' });

  await db()
    .insert(giftCards)
    .values([
      { code: 'TESTCARD20', initialCents: 2000, balanceCents: 2000 },
      { code: 'TESTCARDOLD', initialCents: 2000, balanceCents: 2000, expiresAt: new Date(Date.now() - day) },
    ]);
  const options = await db()
    .insert(shippingTypes)
    .values([
      {
        code: 'test-courier',
        nameEl: 'Courier',
        nameEn: 'Courier',
        costCents: 350,
        islandSurchargeCents: 300,
        position: 1,
      },
      {
        code: 'test-pickup',
        nameEl: 'Παραλαβή',
        nameEn: 'Pick-up',
        costCents: 0,
        kind: 'takeaway',
        position: 2,
      },
    ])
    .returning({ id: shippingTypes.id });
  courier = options[0]?.id ?? 0;
  pickup = options[1]?.id ?? 0;
  const [cod] = await db()
    .insert(paymentTypes)
    .values({ code: 'test-cod', nameEl: 'Αντικαταβολή', nameEn: 'Cash on delivery', feeCents: 200 })
    .returning({ id: paymentTypes.id });
  cashOnDelivery = cod?.id ?? 0;
});
afterAll(() => t.close());

describe('POST /api/{lang}/orders/composecarttotals', () => {
  it('prices a guest cart with VAT per rate and the remaining amount to free shipping', async () => {
    const body = await totalsOk({
      lines: [
        { pid: A, dimension: 0, quantity: 2 },
        { pid: B, dimension: 0, quantity: 1 },
      ],
    });
    // 1250 × 2 + 799 = 3299 → 32.99 €; 39.00 − 32.99 = 6.01 to free shipping.
    expect(body).toMatchObject({
      amt: 32.99,
      gamt: 32.99,
      dsct: 0,
      iamt: 32.99,
      c_lpnt: 32,
      fsth: 39,
      fsrem: 6.01,
    });
    // 24 %: 2500 → 484 VAT; 13 %: 799 → 92 VAT.
    expect(body.vat).toEqual([
      { rate: 24, gamt: 25, net: 20.16, vat: 4.84 },
      { rate: 13, gamt: 7.99, net: 7.07, vat: 0.92 },
    ]);
    expect(body.lines.map((line) => [line.pid, line.AutoInserted, line.uprc, line.amt])).toEqual(
      [
        [A, false, 12.5, 25],
        [B, false, 7.99, 7.99],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    expect(body.shipping).toBeNull();
    expect(body.payment).toBeNull();
  });

  it('applies 1+1, a brand percentage and a coupon, with every discount by type', async () => {
    const body = await totalsOk({
      lines: [
        { pid: C, quantity: 2 },
        { pid: D, quantity: 1 },
      ],
      couponscodes: ['test10'],
    });
    // C: 2 × 900 = 1800, one free → 900; the 1+1 is Additive (the default): coupon 10 % of 1800 = 180 → 720.
    // D: 2000 − 15 % = 1700; Multiplicative: 10 % of 1700 = 170 → 1530.
    // 3800 − (900 + 180 + 300 + 170) = 2250.
    expect(body.amt).toBe(22.5);
    expect(body.dsct).toBe(15.5);
    expect(body.gamt).toBe(38);
    const line = (pid: number) => body.lines.find((item) => item.pid === pid);
    expect(line(C)).toMatchObject({ free_qty: 1, dsct: 10.8, amt: 7.2 });
    expect(line(D)).toMatchObject({ free_qty: 0, dsct: 4.7, amt: 15.3 });
    expect(body.discounts.map((discount) => [discount.type, discount.nm, discount.amt])).toEqual([
      ['PromotionPolicy', 'Ένα συν ένα', 9],
      ['PromotionPolicy', 'Μάρκα -15%', 3],
      ['Coupon', 'Καλωσόρισμα -10%', 3.5],
    ]);
    expect(body.coupons).toEqual([
      { cd: 'TEST10', status: 'Applied', msg: 'Το κουπόνι εφαρμόστηκε.', amt: 3.5 },
    ]);
    // Free shipping is measured before the coupon: 3800 − 1200 = 2600 → 39.00 − 26.00 = 13.00.
    expect(body.fsrem).toBe(13);
  });

  it('adds the gift above 60 € and takes it away below', async () => {
    const over = await totalsOk({ lines: [{ pid: D, quantity: 4 }] });
    // 4 × 2000 = 8000 − 15 % = 6800 ≥ 6000: the gift G comes at 0.
    const gift = over.lines.find((line) => line.AutoInserted);
    expect(gift).toMatchObject({ pid: G, quantity: 1, amt: 0, uprc: 4.5 });
    expect(over.amt).toBe(68);
    expect(over.offers).toEqual([expect.objectContaining({ pids: [G], pid: G })]);
    const under = await totalsOk({ lines: [{ pid: D, quantity: 3 }] });
    // 3 × 2000 − 15 % = 5100 < 6000: no gift.
    expect(under.lines.some((line) => line.AutoInserted)).toBe(false);
  });

  it('prices a bundle set at the bundle price', async () => {
    const [bundle] = await db()
      .insert(productBundles)
      .values({ code: 'test-bundle-ab', nameEl: 'Σετ', nameEn: 'Set', priceCents: 1800 })
      .returning({ id: productBundles.id });
    if (!bundle) throw new Error('bundle not inserted');
    await db()
      .insert(productBundleItems)
      .values([
        { bundleId: bundle.id, productId: A, quantity: 1, position: 0 },
        { bundleId: bundle.id, productId: B, quantity: 1, position: 1 },
      ]);
    try {
      const body = await totalsOk({
        lines: [
          { pid: A, quantity: 1 },
          { pid: B, quantity: 1 },
        ],
      });
      // 1250 + 799 = 2049 → 1800: 249 off.
      expect(body.amt).toBe(18);
      expect(body.discounts).toEqual([{ type: 'Bundle', id: bundle.id, cd: null, nm: 'Σετ', amt: 2.49 }]);
    } finally {
      await db().delete(productBundles).where(eq(productBundles.id, bundle.id));
    }
  });

  it('answers every coupon check result with a translated message', async () => {
    const check = async (code: string, extra: Partial<CartTotalsRequest> = {}, lang = 'el') => {
      const body = await totalsOk(
        { lines: [{ pid: A, quantity: 1 }], couponscodes: [code], ...extra },
        { lang },
      );
      return body.coupons[0];
    };
    expect(await check('NOPE')).toMatchObject({ status: 'NotFound', msg: 'Το κουπόνι δεν βρέθηκε.', amt: 0 });
    expect(await check('NOPE', {}, 'en')).toMatchObject({
      status: 'NotFound',
      msg: 'The coupon was not found.',
    });
    expect((await check('TESTOFF'))?.status).toBe('Inactive');
    expect((await check('TESTOLD'))?.status).toBe('Expired');
    expect((await check('TESTSOON'))?.status).toBe('Pending');
    expect((await check('TESTUSED'))?.status).toBe('Redeemed');
    expect((await check('TESTMINE'))?.status).toBe('MustHaveEmailOrCustomerId');
    expect((await check('TESTMINE', { eml: 'nikos@example.gr' }))?.status).toBe('EmailNotAllowed');
    expect((await check('TESTMINE', { eml: 'maria@example.gr' }))?.status).toBe('Applied');
    expect((await check('TESTONCE', { eml: 'used@example.gr' }))?.status).toBe('Redeemed');
    expect((await check('TESTONCE', { eml: 'new@example.gr' }))?.status).toBe('Applied');
    expect(await check('TESTVIP', {}, 'en')).toMatchObject({
      status: 'NotApplicable',
      msg: 'The coupon does not apply to the products in your cart.',
    });
  });

  it('redeems a gift card and adds courier and cash on delivery', async () => {
    const body = await totalsOk({
      lines: [{ pid: A, quantity: 2 }],
      gfcd: ['testcard20', 'TESTCARDOLD'],
      stid: courier,
      ptid: cashOnDelivery,
    });
    // 2500 + 350 + 200 = 3050; the card pays 2000 → 1050.
    expect(body.amt).toBe(10.5);
    expect(body.shipping).toEqual({ stid: courier, nm: 'Courier', amt: 3.5, cost: 3.5, free: false });
    expect(body.payment).toEqual({ ptid: cashOnDelivery, nm: 'Αντικαταβολή', amt: 2 });
    expect(body.giftcards).toEqual([
      { cd: 'TESTCARD20', status: 'Applied', msg: 'Η δωροκάρτα εφαρμόστηκε.', bal: 20, amt: 20 },
      { cd: 'TESTCARDOLD', status: 'Expired', msg: 'Η δωροκάρτα έχει λήξει.', bal: 20, amt: 0 },
    ]);
    // VAT on 2500 + 550 = 3050 at 24 % → 590.32 → 5.90.
    expect(body.vat).toEqual([{ rate: 24, gamt: 30.5, net: 24.6, vat: 5.9 }]);
    const free = await totalsOk({ lines: [{ pid: A, quantity: 4 }], stid: courier });
    // 5000 ≥ 3900: the courier is free.
    expect(free.shipping).toMatchObject({ amt: 0, cost: 3.5, free: true });
    expect(free.amt).toBe(50);
    const store = await totalsOk({ lines: [{ pid: A, quantity: 1 }], stid: pickup });
    expect(store.shipping?.amt).toBe(0);
  });

  it('gives a signed-in customer their tier and points; guests get a sign-in warning', async () => {
    const session = await signedUpCustomer(t);
    await db()
      .insert(loyaltyAccounts)
      .values({ customerId: session.id, pointsBalance: 500, tierCode: 'gld' });
    const { authorization } = await authHeaders(t, session);
    const body = await totalsOk(
      { lines: [{ pid: A, quantity: 2 }], couponscodes: ['TESTVIP'], r_lpnt: 2000 },
      { authorization },
    );
    // 2500 − 20 % (gold) = 2000; points: 30 % of 2000 = 600 cents, but only 500 held → 5.00 €. 2000 − 500 = 1500.
    expect(body.coupons[0]?.status).toBe('Applied');
    expect(body.lpnt).toEqual({ req: 2000, bal: 500, max: 500, used: 500, amt: 5 });
    expect(body.amt).toBe(15);
    expect(body.discounts.map((discount) => [discount.type, discount.nm])).toContainEqual([
      'LoyaltyPoints',
      'Εξαργύρωση πόντων',
    ]);
    const guest = await totalsOk({ lines: [{ pid: A, quantity: 2 }], r_lpnt: 100 }, { lang: 'en' });
    expect(guest.lpnt.used).toBe(0);
    expect(guest.warnings).toEqual([{ code: 'loyalty_needs_sign_in', msg: 'Sign in to redeem points.' }]);
  });

  it('answers 401 to a token that no longer works, so the client refreshes it', async () => {
    const response = await totals(
      { lines: [{ pid: A, quantity: 1 }] },
      { authorization: 'Bearer not-a-token' },
    );
    expect(response.statusCode).toBe(401);
  });

  it('prices each size at its own price, VAT at 6 %', async () => {
    const body = await totalsOk({
      lines: [
        { pid: sized.id, dimension: sized.small, quantity: 1 },
        { pid: sized.id, dimension: sized.medium, quantity: 2 },
      ],
    });
    // S 1500 + M 2 × 1100 = 3700; 6 %: 3700 × 6 / 106 = 209.43 → 209.
    expect(body.lines.map((line) => [line.dimension, line.uprc, line.amt])).toEqual(
      [
        [sized.small, 15, 15],
        [sized.medium, 11, 22],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    expect(body.amt).toBe(37);
    expect(body.vat).toEqual([{ rate: 6, gamt: 37, net: 34.91, vat: 2.09 }]);
  });

  it('names the size of each line, for the checkout summary', async () => {
    const sizes = await db()
      .select({
        id: productDimensions.id,
        size: productDimensions.sizeTextEl,
        colour: productDimensions.colorTextEl,
      })
      .from(productDimensions)
      .where(eq(productDimensions.productId, sized.id));
    const body = await totalsOk({
      lines: [
        { pid: sized.id, dimension: sized.small, quantity: 1 },
        { pid: A, quantity: 1 },
      ],
    });
    const small = sizes.find((size) => size.id === sized.small);
    const name = small?.size ?? small?.colour;
    expect(name).toBeTruthy();
    expect(body.lines.find((line) => line.pid === sized.id)?.dnm).toBe(name);
    expect(body.lines.find((line) => line.pid === A)?.dnm).toBeNull();
  });

  it('drops lines of products that are gone, with a warning', async () => {
    const body = await totalsOk(
      {
        lines: [
          { pid: A, quantity: 1 },
          { pid: 999_999, quantity: 1 },
        ],
      },
      { lang: 'en' },
    );
    expect(body.lines.map((line) => line.pid)).toEqual([A]);
    expect(body.warnings).toEqual([
      {
        code: 'line_dropped',
        msg: 'A product in your cart is no longer available and was removed.',
        pid: 999_999,
        dimension: 0,
      },
    ]);
  });

  it('answers 400 with field errors to bad input', async () => {
    const cases: unknown[] = [
      {},
      { lines: [{ pid: 'x', quantity: 1 }] },
      { lines: [{ pid: A, quantity: 0 }] },
      { lines: [{ pid: A, quantity: 1000 }] },
      { lines: [{ pid: A, quantity: 1.5 }] },
      { lines: [], eml: 'not-an-email' },
      { lines: [], r_lpnt: -1 },
      { lines: [], couponscodes: [''] },
      { lines: Array.from({ length: 101 }, () => ({ pid: A, quantity: 1 })) },
    ];
    for (const payload of cases) {
      const token = await xsrf(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/el/orders/composecarttotals',
        headers: token.headers,
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ errors?: object }>().errors).toBeDefined();
    }
  });

  it('an empty cart costs nothing', async () => {
    const body = await totalsOk({ lines: [] });
    expect(body).toMatchObject({ amt: 0, gamt: 0, dsct: 0, fsrem: 39, lines: [], vat: [] });
  });
});

describe('PricingService rules cache', () => {
  it('shares one read of the rules until it expires or is invalidated', async () => {
    const service = new PricingService(t.services, {
      ...t.config,
      pricing: { ...t.config.pricing, rulesCacheSeconds: 3600 },
    });
    const request = cartTotalsRequestSchema.parse({ lines: [{ pid: B, quantity: 1 }] });
    expect((await service.price(request, 'el', null)).totalCents).toBe(799);
    const policy = await addPolicy({
      code: 'test-cache-50',
      nameEl: '-50%',
      nameEn: '-50%',
      kind: 'Percentage',
      percent: 50,
    });
    await db().insert(promotionPolicyProducts).values({ policyId: policy, productId: B });
    try {
      // Still the rules read before the policy existed.
      expect((await service.price(request, 'el', null)).totalCents).toBe(799);
      service.invalidateRules();
      // 799 − 50 % = 399.5 → 400 off → 399.
      expect((await service.price(request, 'el', null)).totalCents).toBe(399);
    } finally {
      await db().delete(promotionPolicies).where(eq(promotionPolicies.id, policy));
    }
  });
});

describe('shipping and payment charges of the checkout options', () => {
  it('adds the island surcharge for an island region (Crete) and the cash-on-delivery fee', async () => {
    const mainland = await totalsOk({
      lines: [{ pid: A, quantity: 1 }],
      stid: courier,
      ptid: cashOnDelivery,
      crid: 1,
    });
    const crete = await totalsOk({
      lines: [{ pid: A, quantity: 1 }],
      stid: courier,
      ptid: cashOnDelivery,
      crid: 13,
    });
    expect(mainland.shipping?.amt).toBe(3.5);
    expect(crete.shipping?.amt).toBe(6.5);
    expect(crete.payment?.amt).toBe(2);
    expect(crete.amt).toBeCloseTo(mainland.amt + 3, 2);
    // Delivered to the mainland: the delivery region decides.
    const delivered = await totalsOk({
      lines: [{ pid: A, quantity: 1 }],
      stid: courier,
      crid: 13,
      dctid: 1,
      dcrid: 1,
    });
    expect(delivered.shipping?.amt).toBe(3.5);
  });
});
