import { describe, expect, it } from 'vitest';
import type { CombinationRule } from '../cart-totals.ts';
import { allocate, mulDivRound, percentOf } from './arithmetic.ts';
import {
  GUEST,
  TEST_NOW,
  testCoupon,
  testGiftCard,
  testPolicy,
  testPrice,
  testProduct,
} from './test-fixtures.ts';
import type { PricingCustomer, PricingResult } from './types.ts';

/** Every expected figure below is worked out by hand in the comment beside it (cents). */

const A = testProduct(1, 1250, { manufacturerId: 7, categoryIds: [821] });
const B = testProduct(2, 799, { taxClass: 1 });
const C = testProduct(3, 900);
const D = testProduct(4, 1000);
const E = testProduct(5, 600);
const GIFT = testProduct(9, 450);
const GIFT_2 = testProduct(10, 300);
const OUT_OF_STOCK_GIFT = testProduct(11, 500, { inStock: false });
const CARD = testProduct(20, 5000, { productType: 1, taxClass: 3 });
const products = [A, B, C, D, E, GIFT, GIFT_2, OUT_OF_STOCK_GIFT, CARD];

const SIGNED_IN: PricingCustomer = { id: 42, email: 'maria@example.gr', groups: [], pointsBalance: 5000 };

function discountOf(result: PricingResult, type: string) {
  return result.discounts.filter((discount) => discount.type === type);
}

describe('arithmetic', () => {
  it('rounds half up once, in integers', () => {
    expect(mulDivRound(1995, 10, 100)).toBe(200); // 199.5 → 200
    expect(mulDivRound(1994, 10, 100)).toBe(199); // 199.4 → 199
    expect(percentOf(1050, 12.5)).toBe(131); // 131.25 → 131
    expect(percentOf(1004, 12.5)).toBe(126); // 125.5 → 126
  });

  it('splits by largest remainder, exactly', () => {
    // 500 over 2500 : 1500 → 312.5 and 187.5 → 312 + 187 = 499, the tie goes to the first.
    expect(allocate(500, [2500, 1500])).toEqual([313, 187]);
    // 100 over three equal weights → 33.33 each, one cent left for the first.
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(10, [0, 0])).toEqual([0, 0]);
  });
});

describe('priceCart: lines, VAT and free shipping', () => {
  it('prices a plain cart with a VAT breakdown per rate', () => {
    const result = testPrice(
      { products },
      {
        lines: [
          { pid: 1, quantity: 2 },
          { pid: 2, quantity: 1 },
        ],
      },
    );
    // A 12.50 × 2 = 2500 at 24 %, B 7.99 × 1 = 799 at 13 % → 3299.
    expect(result.grossCents).toBe(3299);
    expect(result.totalCents).toBe(3299);
    expect(result.discountCents).toBe(0);
    // 24 %: 2500 × 24 / 124 = 483.87 → 484 VAT, 2016 net. 13 %: 799 × 13 / 113 = 91.92 → 92, 707 net.
    expect(result.vat).toEqual([
      { rate: 24, grossCents: 2500, netCents: 2016, vatCents: 484 },
      { rate: 13, grossCents: 799, netCents: 707, vatCents: 92 },
    ]);
    // Free shipping at 39.00: 3900 − 3299 = 601 to go.
    expect(result.freeShippingRemainingCents).toBe(601);
    // 1 point per euro: 32.99 € → 32 points.
    expect(result.earnedPoints).toBe(32);
    expect(result.lines.map((line) => [line.pid, line.amountCents, line.vatRate])).toEqual([
      [1, 2500, 24],
      [2, 799, 13],
    ]);
  });

  it('merges lines of the same product and size, and drops unknown ones with a warning', () => {
    const result = testPrice(
      { products: [testProduct(30, 1000, { dimensions: [{ id: 301, unitPriceCents: 1200 }] })] },
      {
        lines: [
          { pid: 30, dimension: 301, quantity: 1 },
          { pid: 30, dimension: 301, quantity: 2 },
          { pid: 30, quantity: 1 },
          { pid: 30, dimension: 999, quantity: 1 },
          { pid: 31, quantity: 1 },
        ],
      },
    );
    // Size 301 at 12.00 × 3 = 3600, plain 10.00 × 1 = 1000 → 4600.
    expect(result.lines.map((line) => [line.pid, line.dimension, line.quantity, line.grossCents])).toEqual([
      [30, 0, 1, 1000],
      [30, 301, 3, 3600],
    ]);
    expect(result.totalCents).toBe(4600);
    expect(result.warnings).toEqual([
      { code: 'line_dropped', pid: 30, dimension: 999 },
      { code: 'line_dropped', pid: 31, dimension: 0 },
    ]);
  });

  it('adds the island surcharge for a delivery to an island region, free shipping or not', () => {
    const catalogue = {
      products,
      shippingTypes: [
        {
          id: 1,
          name: 'Courier',
          costCents: 350,
          freeAboveThreshold: true,
          countryIds: [],
          islandSurchargeCents: 300,
        },
      ],
      islandRegionIds: [13],
    };
    const mainland = testPrice(catalogue, { lines: [{ pid: 1, quantity: 1 }], stid: 1, crid: 1 });
    expect(mainland.shipping?.amountCents).toBe(350);
    const island = testPrice(catalogue, { lines: [{ pid: 1, quantity: 1 }], stid: 1, crid: 13 });
    expect(island.shipping).toMatchObject({ amountCents: 650, islandSurchargeCents: 300, free: false });
    expect(island.totalCents).toBe(1250 + 650);
    // Free from the threshold: the surcharge stays.
    const islandFree = testPrice(catalogue, { lines: [{ pid: 1, quantity: 4 }], stid: 1, crid: 13 });
    expect(islandFree.shipping).toMatchObject({ amountCents: 300, free: true });
    // The delivery address decides when the shopper gives one.
    const toMainland = testPrice(catalogue, {
      lines: [{ pid: 1, quantity: 1 }],
      stid: 1,
      crid: 13,
      dctid: 1,
      dcrid: 1,
    });
    expect(toMainland.shipping?.amountCents).toBe(350);
  });

  it('adds courier and cash on delivery below the threshold, and ships free from it on', () => {
    const catalogue = {
      products,
      shippingTypes: [
        {
          id: 1,
          name: 'Courier',
          costCents: 350,
          freeAboveThreshold: true,
          countryIds: [],
          islandSurchargeCents: 0,
        },
        {
          id: 2,
          name: 'Cyprus',
          costCents: 1200,
          freeAboveThreshold: false,
          countryIds: [2],
          islandSurchargeCents: 0,
        },
      ],
      paymentTypes: [{ id: 2, name: 'Cash on delivery', feeCents: 200 }],
    };
    const below = testPrice(catalogue, {
      lines: [
        { pid: 1, quantity: 2 },
        { pid: 2, quantity: 1 },
      ],
      stid: 1,
      ptid: 2,
    });
    // 3299 + 350 + 200 = 3849; shipping and fee are taxed at 24 %: 2500 + 550 = 3050 → 590.32 → 590.
    expect(below.totalCents).toBe(3849);
    expect(below.shipping).toEqual({
      id: 1,
      name: 'Courier',
      costCents: 350,
      amountCents: 350,
      free: false,
      islandSurchargeCents: 0,
    });
    expect(below.payment).toEqual({ id: 2, name: 'Cash on delivery', amountCents: 200 });
    expect(below.vat[0]).toEqual({ rate: 24, grossCents: 3050, netCents: 2460, vatCents: 590 });

    // A × 3 + B × 1 = 3750 + 799 = 4549 ≥ 3900: courier free, the fee stays → 4549 + 200 = 4749.
    const above = testPrice(catalogue, {
      lines: [
        { pid: 1, quantity: 3 },
        { pid: 2, quantity: 1 },
      ],
      stid: 1,
      ptid: 2,
    });
    expect(above.shipping?.amountCents).toBe(0);
    expect(above.shipping?.free).toBe(true);
    expect(above.freeShippingRemainingCents).toBe(0);
    expect(above.totalCents).toBe(4749);

    // Before a choice: the cheapest delivery to Greece below the threshold, nothing from it on
    // (the Cyprus-only type does not count for a Greek cart).
    const unchosen = (quantity: number, ctid?: number) =>
      testPrice(catalogue, { lines: [{ pid: 1, quantity }], ctid }).deliveryFromCents;
    expect(unchosen(1)).toBe(350);
    expect(unchosen(4)).toBeNull();
    expect(unchosen(4, 2)).toBe(1200);
    expect(below.deliveryFromCents).toBeNull();

    // Shipping to Cyprus (id 2) is only for country 2; it never becomes free.
    const cyprus = testPrice(catalogue, { lines: [{ pid: 1, quantity: 4 }], stid: 2, dctid: 2 });
    expect(cyprus.totalCents).toBe(5000 + 1200);
    const wrongCountry = testPrice(catalogue, {
      lines: [{ pid: 1, quantity: 1 }],
      stid: 2,
      dctid: 1,
      ptid: 9,
    });
    expect(wrongCountry.shipping).toBeNull();
    expect(wrongCountry.payment).toBeNull();
    expect(wrongCountry.warnings.map((warning) => warning.code)).toEqual([
      'shipping_unavailable',
      'payment_unavailable',
    ]);
  });

  it('turns free shipping off with a threshold of 0', () => {
    const result = testPrice(
      { products },
      { lines: [{ pid: 1, quantity: 1 }] },
      { settings: { freeShippingThresholdCents: 0 } },
    );
    expect(result.freeShippingRemainingCents).toBe(0);
    expect(result.freeShippingThresholdCents).toBe(0);
  });
});

describe('priceCart: promotion policies', () => {
  it('Percentage on a brand discounts its lines only', () => {
    const brand = testPolicy(1, { kind: 'Percentage', percent: 10, manufacturerIds: [7] });
    const result = testPrice(
      { products, policies: [brand] },
      {
        lines: [
          { pid: 1, quantity: 2 },
          { pid: 2, quantity: 1 },
        ],
      },
    );
    // A: 2500 × 10 % = 250; B is another brand. 3299 − 250 = 3049.
    expect(result.totalCents).toBe(3049);
    expect(result.lines[0]).toMatchObject({ discountCents: 250, amountCents: 2250, policyIds: [1] });
    expect(result.lines[1]).toMatchObject({ discountCents: 0, policyIds: [] });
    expect(discountOf(result, 'PromotionPolicy')).toEqual([
      { type: 'PromotionPolicy', id: 1, code: null, name: 'Policy 1', amountCents: 250 },
    ]);
    // 24 % base is now 2250 → 2250 × 24 / 124 = 435.48 → 435.
    expect(result.vat[0]).toEqual({ rate: 24, grossCents: 2250, netCents: 1815, vatCents: 435 });
  });

  it('Percentage rounds half up per line', () => {
    const policy = testPolicy(1, { kind: 'Percentage', percent: 10 });
    const result = testPrice(
      { products: [testProduct(40, 1995)], policies: [policy] },
      { lines: [{ pid: 40, quantity: 1 }] },
    );
    // 1995 × 10 % = 199.5 → 200; 1995 − 200 = 1795.
    expect(result.totalCents).toBe(1795);
  });

  it('Bogo 1+1 makes every second unit free', () => {
    const oneplus = testPolicy(2, { kind: 'Bogo', buyQuantity: 1, freeQuantity: 1, productIds: [3] });
    const three = testPrice({ products, policies: [oneplus] }, { lines: [{ pid: 3, quantity: 3 }] });
    // 3 units → ⌊3 / 2⌋ × 1 = 1 free: 2700 − 900 = 1800.
    expect(three.totalCents).toBe(1800);
    expect(three.lines[0]).toMatchObject({ freeQuantity: 1, discountCents: 900 });
    const one = testPrice({ products, policies: [oneplus] }, { lines: [{ pid: 3, quantity: 1 }] });
    expect(one.totalCents).toBe(900);
    expect(one.lines[0]?.freeQuantity).toBe(0);
  });

  it('Bogo n+m across products gives the cheapest units', () => {
    const twoPlusOne = testPolicy(3, { kind: 'Bogo', buyQuantity: 2, freeQuantity: 1, productIds: [4, 5] });
    const result = testPrice(
      { products, policies: [twoPlusOne] },
      {
        lines: [
          { pid: 4, quantity: 2 },
          { pid: 5, quantity: 1 },
        ],
      },
    );
    // D 1000 × 2 + E 600 × 1 = 2600; 3 units → 1 free, the cheapest (E): 2600 − 600 = 2000.
    expect(result.totalCents).toBe(2000);
    expect(result.lines.map((line) => line.freeQuantity)).toEqual([0, 1]);
    const six = testPrice(
      { products, policies: [twoPlusOne] },
      {
        lines: [
          { pid: 4, quantity: 5 },
          { pid: 5, quantity: 1 },
        ],
      },
    );
    // 6 units → 2 free: E (600) and one D (1000). 5000 + 600 − 1600 = 4000.
    expect(six.totalCents).toBe(4000);
  });

  it('FixedAmount is split over the participating lines, only above its minimum', () => {
    const fixed = testPolicy(4, {
      kind: 'FixedAmount',
      amountCents: 500,
      productIds: [1, 4],
      minAmountCents: 3000,
    });
    const result = testPrice(
      { products, policies: [fixed] },
      {
        lines: [
          { pid: 1, quantity: 2 },
          { pid: 4, quantity: 1 },
          { pid: 2, quantity: 1 },
        ],
      },
    );
    // Participating 2500 + 1000 = 3500 ≥ 3000. 500 × 2500 / 3500 = 357.14, 500 × 1000 / 3500 = 142.86
    // → 357 + 142 = 499; the larger remainder (0.86) takes the last cent: 357 and 143.
    expect(result.lines.map((line) => line.discountCents)).toEqual([357, 0, 143]);
    // 2500 + 799 + 1000 − 500 = 3799.
    expect(result.totalCents).toBe(3799);
    const under = testPrice({ products, policies: [fixed] }, { lines: [{ pid: 1, quantity: 2 }] });
    // 2500 < 3000: no discount.
    expect(under.totalCents).toBe(2500);
  });

  it('a line keeps only its most favourable policy', () => {
    const ten = testPolicy(1, { kind: 'Percentage', percent: 10 });
    const fifteen = testPolicy(2, { kind: 'Percentage', percent: 15, productIds: [1] });
    const result = testPrice(
      { products, policies: [ten, fifteen] },
      {
        lines: [
          { pid: 1, quantity: 2 },
          { pid: 2, quantity: 1 },
        ],
      },
    );
    // A: max(250, 375) = 375; B: 799 × 10 % = 79.9 → 80. 3299 − 455 = 2844.
    expect(result.lines.map((line) => line.discountCents)).toEqual([375, 80]);
    expect(result.totalCents).toBe(2844);
  });

  it('respects validity dates and customer groups', () => {
    const ended = testPolicy(1, { kind: 'Percentage', percent: 50, endsAt: TEST_NOW });
    const future = testPolicy(2, {
      kind: 'Percentage',
      percent: 50,
      startsAt: new Date(TEST_NOW.getTime() + 1),
    });
    const vip = testPolicy(3, {
      kind: 'Percentage',
      percent: 20,
      customerGroups: ['gld'],
      categoryIds: [821],
    });
    const catalogue = { products, policies: [ended, future, vip] };
    const request = { lines: [{ pid: 1, quantity: 2 }] };
    // Nothing is in force for a guest: 2500.
    expect(testPrice(catalogue, request).totalCents).toBe(2500);
    // A gold customer gets 20 % on category 821: 2500 − 500 = 2000.
    const gold = { ...SIGNED_IN, groups: ['gld'] };
    expect(testPrice(catalogue, request, { customer: gold }).totalCents).toBe(2000);
    expect(testPrice(catalogue, request, { customer: { ...SIGNED_IN, groups: ['slv'] } }).totalCents).toBe(
      2500,
    );
  });

  it('inserts a gift above an amount and removes it below', () => {
    const gift = testPolicy(5, { kind: 'Gift', minAmountCents: 3000, giftProductIds: [11, 9, 10] });
    const catalogue = { products, policies: [gift] };
    const below = testPrice(catalogue, { lines: [{ pid: 1, quantity: 2 }] });
    // 2500 < 3000: no gift.
    expect(below.lines.some((line) => line.autoInserted)).toBe(false);
    expect(below.offers).toEqual([]);

    const above = testPrice(catalogue, {
      lines: [
        { pid: 1, quantity: 2 },
        { pid: 2, quantity: 1 },
      ],
    });
    // 3299 ≥ 3000: the first gift in stock (11 is out of stock, so 9) at no cost; the total stays 3299.
    const added = above.lines.find((line) => line.autoInserted);
    expect(added).toMatchObject({
      pid: 9,
      quantity: 1,
      grossCents: 0,
      amountCents: 0,
      unitPriceCents: 450,
      policyIds: [5],
    });
    expect(above.totalCents).toBe(3299);
    expect(above.offers).toEqual([{ policyId: 5, name: 'Policy 5', productIds: [9, 10], productId: 9 }]);

    const chosen = testPrice(catalogue, {
      lines: [
        { pid: 1, quantity: 2 },
        { pid: 2, quantity: 1 },
      ],
      SelectedProductOffers: [{ prom_policy_id: 5, pid: 10 }],
    });
    expect(chosen.lines.find((line) => line.autoInserted)?.pid).toBe(10);
  });

  it('prices a bundle set at the bundle price', () => {
    const bundle = {
      id: 1,
      name: 'Set',
      priceCents: 1800,
      items: [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 1 },
      ],
    };
    const result = testPrice(
      { products, bundles: [bundle] },
      {
        lines: [
          { pid: 1, quantity: 2 },
          { pid: 2, quantity: 1 },
        ],
      },
    );
    // One set: 1250 + 799 = 2049 → 1800 saves 249, split 249 × 1250/2049 = 151.9 and 249 × 799/2049 = 97.1
    // → 151 + 97 = 248, the larger remainder (A) takes the last cent: 152 and 97.
    expect(result.lines.map((line) => line.discountCents)).toEqual([152, 97]);
    // 2500 + 799 − 249 = 3050.
    expect(result.totalCents).toBe(3050);
    expect(discountOf(result, 'Bundle')).toEqual([
      { type: 'Bundle', id: 1, code: null, name: 'Set', amountCents: 249 },
    ]);
    const incomplete = testPrice({ products, bundles: [bundle] }, { lines: [{ pid: 1, quantity: 2 }] });
    expect(incomplete.totalCents).toBe(2500);
  });

  it('gift cards bought take no promotion', () => {
    const all = testPolicy(1, { kind: 'Percentage', percent: 10 });
    const result = testPrice({ products, policies: [all] }, { lines: [{ pid: 20, quantity: 1 }] });
    // 5000 at 0 % VAT, no discount, no points.
    expect(result.totalCents).toBe(5000);
    expect(result.vat).toEqual([{ rate: 0, grossCents: 5000, netCents: 5000, vatCents: 0 }]);
    expect(result.earnedPoints).toBe(0);
  });
});

describe('priceCart: combination rules with a coupon', () => {
  const line = testProduct(50, 1000);
  function combine(rule: CombinationRule, couponPercent: number) {
    const promotion = testPolicy(1, { kind: 'Percentage', percent: 20, rule });
    const couponPolicy = testPolicy(2, {
      kind: 'Percentage',
      percent: couponPercent,
      rule: 'CouponOnly',
      name: 'Welcome',
    });
    return testPrice(
      { products: [line], policies: [promotion, couponPolicy], coupons: [testCoupon(1, 'WELCOME', 2)] },
      { lines: [{ pid: 50, quantity: 1 }], couponscodes: ['welcome'] },
    );
  }

  it('ProductOnly: the coupon does not touch the line', () => {
    const result = combine('ProductOnly', 10);
    // 1000 − 20 % = 800; the coupon has nothing to take.
    expect(result.totalCents).toBe(800);
    expect(result.coupons).toEqual([{ id: 1, code: 'WELCOME', status: 'NotApplicable', amountCents: 0 }]);
  });

  it('Maximum: the larger of promotion and coupon', () => {
    // max(200, 100) = 200 → 800; the coupon gives nothing.
    const promotionWins = combine('Maximum', 10);
    expect(promotionWins.totalCents).toBe(800);
    expect(promotionWins.coupons[0]?.status).toBe('NotApplicable');
    // max(200, 300) = 300 → 700; the promotion is dropped.
    const couponWins = combine('Maximum', 30);
    expect(couponWins.totalCents).toBe(700);
    expect(discountOf(couponWins, 'PromotionPolicy')).toEqual([]);
    expect(discountOf(couponWins, 'Coupon')).toEqual([
      { type: 'Coupon', id: 1, code: 'WELCOME', name: 'Welcome', amountCents: 300 },
    ]);
  });

  it('Additive: both on the line before the promotion', () => {
    const result = combine('Additive', 10);
    // 200 + 1000 × 10 % = 300 → 700.
    expect(result.totalCents).toBe(700);
    expect(result.lines[0]?.policyIds).toEqual([1, 2]);
    // Never more than the line: 20 % + 90 % = 110 % → capped at 1000, total 0.
    expect(combine('Additive', 90).totalCents).toBe(0);
  });

  it('Multiplicative: the coupon on what the promotion left', () => {
    const result = combine('Multiplicative', 10);
    // 200, then 800 × 10 % = 80 → 1000 − 280 = 720.
    expect(result.totalCents).toBe(720);
    expect(result.discountCents).toBe(280);
  });

  it('CouponOnly: the policy applies only through its coupon', () => {
    const policy = testPolicy(3, { kind: 'Percentage', percent: 25, rule: 'CouponOnly' });
    const catalogue = { products: [line], policies: [policy], coupons: [testCoupon(2, 'QUARTER', 3)] };
    expect(testPrice(catalogue, { lines: [{ pid: 50, quantity: 1 }] }).totalCents).toBe(1000);
    // 1000 − 25 % = 750.
    expect(
      testPrice(catalogue, { lines: [{ pid: 50, quantity: 1 }], couponscodes: ['QUARTER'] }).totalCents,
    ).toBe(750);
  });

  it('two coupons apply one after the other, in code order', () => {
    const tenPercent = testPolicy(3, { kind: 'Percentage', percent: 10, rule: 'CouponOnly' });
    const fiveEuros = testPolicy(4, { kind: 'FixedAmount', amountCents: 500, rule: 'CouponOnly' });
    const catalogue = {
      products: [line],
      policies: [tenPercent, fiveEuros],
      coupons: [testCoupon(1, 'A10', 3), testCoupon(2, 'B5', 4)],
    };
    const result = testPrice(catalogue, { lines: [{ pid: 50, quantity: 2 }], couponscodes: ['B5', 'A10'] });
    // 2000; A10 first: 200 → 1800; B5: 500 → 1300.
    expect(result.totalCents).toBe(1300);
    expect(result.coupons.map((coupon) => [coupon.code, coupon.amountCents])).toEqual([
      ['A10', 200],
      ['B5', 500],
    ]);
  });

  it('a coupon can add a gift', () => {
    const giftPolicy = testPolicy(6, { kind: 'Gift', rule: 'CouponOnly', giftProductIds: [9] });
    const catalogue = { products, policies: [giftPolicy], coupons: [testCoupon(3, 'GIFT', 6)] };
    const result = testPrice(catalogue, { lines: [{ pid: 1, quantity: 1 }], couponscodes: ['GIFT'] });
    expect(result.coupons[0]?.status).toBe('Applied');
    expect(result.lines.find((item) => item.autoInserted)?.pid).toBe(9);
    expect(result.totalCents).toBe(1250);
  });
});

describe('priceCart: coupon check results', () => {
  const policy = testPolicy(1, { kind: 'Percentage', percent: 10, rule: 'CouponOnly' });
  const later = new Date(TEST_NOW.getTime() + 86_400_000);
  const earlier = new Date(TEST_NOW.getTime() - 86_400_000);
  const coupons = [
    testCoupon(1, 'OK', 1),
    testCoupon(2, 'OFF', 1, { isActive: false }),
    testCoupon(3, 'OLD', 1, { endsAt: earlier }),
    testCoupon(4, 'SOON', 1, { startsAt: later }),
    testCoupon(5, 'USED', 1, { maxRedemptions: 10, redemptions: 10 }),
    testCoupon(6, 'MINE', 1, { allowedEmails: ['maria@example.gr'] }),
    testCoupon(7, 'ONCE', 1, { maxPerCustomer: 1 }),
    testCoupon(8, 'ONCEUSED', 1, { maxPerCustomer: 1, customerRedemptions: 1 }),
    testCoupon(9, 'BRAND', 2),
    testCoupon(10, 'GOLD', 3),
  ];
  const brandOnly = testPolicy(2, {
    kind: 'Percentage',
    percent: 10,
    rule: 'CouponOnly',
    manufacturerIds: [99],
  });
  const goldOnly = testPolicy(3, {
    kind: 'Percentage',
    percent: 10,
    rule: 'CouponOnly',
    customerGroups: ['gld'],
  });
  const catalogue = { products, policies: [policy, brandOnly, goldOnly], coupons };
  const status = (code: string, options: { customer?: PricingCustomer; eml?: string } = {}) =>
    testPrice(
      catalogue,
      { lines: [{ pid: 1, quantity: 1 }], couponscodes: [code], eml: options.eml },
      options,
    ).coupons[0]?.status;

  it('gives each result of spec 001 §4', () => {
    expect(status('OK')).toBe('Applied');
    expect(status('NOPE')).toBe('NotFound');
    expect(status('OFF')).toBe('Inactive');
    expect(status('OLD')).toBe('Expired');
    expect(status('SOON')).toBe('Pending');
    expect(status('USED')).toBe('Redeemed');
    expect(status('MINE')).toBe('MustHaveEmailOrCustomerId');
    expect(status('MINE', { eml: 'nikos@example.gr' })).toBe('EmailNotAllowed');
    expect(status('MINE', { eml: 'Maria@Example.gr' })).toBe('Applied');
    expect(status('MINE', { customer: SIGNED_IN })).toBe('Applied');
    expect(status('ONCE')).toBe('MustHaveEmailOrCustomerId');
    expect(status('ONCE', { customer: SIGNED_IN })).toBe('Applied');
    expect(status('ONCEUSED', { customer: SIGNED_IN })).toBe('Redeemed');
    expect(status('BRAND')).toBe('NotApplicable');
    expect(status('GOLD', { customer: SIGNED_IN })).toBe('NotApplicable');
    expect(status('GOLD', { customer: { ...SIGNED_IN, groups: ['gld'] } })).toBe('Applied');
  });

  it('a failed coupon changes nothing', () => {
    const result = testPrice(catalogue, { lines: [{ pid: 1, quantity: 1 }], couponscodes: ['OLD', 'OK'] });
    // OK: 1250 × 10 % = 125 → 1125; OLD adds nothing.
    expect(result.totalCents).toBe(1125);
    expect(result.coupons.map((coupon) => [coupon.code, coupon.status, coupon.amountCents])).toEqual([
      ['OK', 'Applied', 125],
      ['OLD', 'Expired', 0],
    ]);
  });
});

describe('priceCart: gift cards and loyalty points', () => {
  const request = {
    lines: [
      { pid: 1, quantity: 2 },
      { pid: 2, quantity: 1 },
    ],
  };
  const giftCards = [
    testGiftCard(1, 'CARD20', 2000),
    testGiftCard(2, 'CARD50', 5000),
    testGiftCard(3, 'EMPTY', 0),
    testGiftCard(4, 'OFF', 1000, { isActive: false }),
    testGiftCard(5, 'OLD', 1000, { expiresAt: TEST_NOW }),
  ];

  it('a gift card pays up to its balance', () => {
    const result = testPrice({ products, giftCards }, { ...request, gfcd: ['card20'] });
    // 3299 − 2000 = 1299 to pay.
    expect(result.totalCents).toBe(1299);
    expect(result.giftCards).toEqual([
      { id: 1, code: 'CARD20', status: 'Applied', balanceCents: 2000, amountCents: 2000 },
    ]);
    // A gift card is a payment: the VAT stays that of 3299.
    expect(result.vat.map((row) => row.grossCents)).toEqual([2500, 799]);
  });

  it('a larger card takes only what is due; a further card is not needed', () => {
    const result = testPrice(
      { products, giftCards },
      { ...request, gfcd: ['CARD50', 'CARD20', 'EMPTY', 'OFF', 'OLD', 'NONE'] },
    );
    expect(result.totalCents).toBe(0);
    expect(result.giftCards.map((card) => [card.code, card.status, card.amountCents])).toEqual([
      ['CARD50', 'Applied', 3299],
      ['CARD20', 'NotNeeded', 0],
      ['EMPTY', 'Empty', 0],
      ['OFF', 'Inactive', 0],
      ['OLD', 'Expired', 0],
      ['NONE', 'NotFound', 0],
    ]);
    // 3299 of discount type GiftCard: dsct = 3299, amt = 3299 − 3299 = 0.
    expect(result.discountCents).toBe(3299);
  });

  it('loyalty points pay up to the allowed share of the goods', () => {
    const result = testPrice({ products }, { ...request, r_lpnt: 2000 }, { customer: SIGNED_IN });
    // 30 % of 3299 = 989.7 → 989 cents at most = 989 points (100 points per euro). 3299 − 989 = 2310.
    expect(result.loyalty).toEqual({ requested: 2000, balance: 5000, max: 989, used: 989, amountCents: 989 });
    expect(result.totalCents).toBe(2310);
    // Points reduce the VAT base: 989 split 2500 : 799 → 749.47 and 239.53 → 749 + 239 = 988, the larger
    // remainder (B) takes the last cent: 749 and 240. 24 %: 2500 − 749 = 1751 → 1751 × 24 / 124 = 338.90
    // → 339; 13 %: 799 − 240 = 559 → 559 × 13 / 113 = 64.31 → 64.
    expect(result.vat).toEqual([
      { rate: 24, grossCents: 1751, netCents: 1412, vatCents: 339 },
      { rate: 13, grossCents: 559, netCents: 495, vatCents: 64 },
    ]);
    // Points earned on what is paid for goods: 23.10 € → 23.
    expect(result.earnedPoints).toBe(23);
  });

  it('loyalty points are limited by the balance and need a sign-in', () => {
    const poor = testPrice(
      { products },
      { ...request, r_lpnt: 800 },
      { customer: { ...SIGNED_IN, pointsBalance: 300 } },
    );
    // Balance 300 points = 3.00 €: 3299 − 300 = 2999.
    expect(poor.loyalty).toMatchObject({ max: 300, used: 300, amountCents: 300 });
    expect(poor.totalCents).toBe(2999);
    const guest = testPrice({ products }, { ...request, r_lpnt: 800 }, { customer: GUEST });
    expect(guest.loyalty.used).toBe(0);
    expect(guest.totalCents).toBe(3299);
    expect(guest.warnings).toEqual([{ code: 'loyalty_needs_sign_in' }]);
  });

  it('a configured rate of 50 points per euro makes a point worth 2 cents', () => {
    const result = testPrice(
      { products },
      { ...request, r_lpnt: 101 },
      { customer: SIGNED_IN, settings: { loyaltyRedeemPointsPerEuro: 50 } },
    );
    // 101 points × 100 / 50 = 202 cents.
    expect(result.loyalty.amountCents).toBe(202);
    expect(result.totalCents).toBe(3299 - 202);
  });

  it('the whole chain: promotion, coupon, shipping, points and a gift card', () => {
    const brand = testPolicy(1, {
      kind: 'Percentage',
      percent: 10,
      manufacturerIds: [7],
      rule: 'Multiplicative',
    });
    const welcome = testPolicy(2, { kind: 'Percentage', percent: 10, rule: 'CouponOnly' });
    const result = testPrice(
      {
        products,
        policies: [brand, welcome],
        coupons: [testCoupon(1, 'WELCOME10', 2)],
        giftCards,
        shippingTypes: [
          {
            id: 1,
            name: 'Courier',
            costCents: 350,
            freeAboveThreshold: true,
            countryIds: [],
            islandSurchargeCents: 0,
          },
        ],
        paymentTypes: [{ id: 2, name: 'Cash on delivery', feeCents: 200 }],
      },
      { ...request, couponscodes: ['WELCOME10'], r_lpnt: 500, gfcd: ['CARD20'], stid: 1, ptid: 2 },
      { customer: SIGNED_IN },
    );
    // A 2500 − 10 % = 2250, then the coupon 10 % of 2250 = 225 → 2025. B 799 − 79.9 → 80 → 719.
    // Goods 2025 + 719 = 2744 (before the coupon 2250 + 799 = 3049 < 3900: courier 350, fee 200).
    expect(result.itemsCents).toBe(2744);
    expect(result.freeShippingRemainingCents).toBe(3900 - 3049);
    // Points: 500 ≤ 30 % of 2744 = 823 → 5.00 €. Due: 2744 − 500 + 350 + 200 = 2794; the card pays 2000 → 794.
    expect(result.totalCents).toBe(794);
    // dsct = 250 + 225 + 80 + 500 + 2000 = 3055; amt = 3299 − 3055 + 550 = 794.
    expect(result.discountCents).toBe(3055);
    expect(result.discounts.map((discount) => [discount.type, discount.amountCents])).toEqual([
      ['PromotionPolicy', 250],
      ['Coupon', 305],
      ['LoyaltyPoints', 500],
      ['GiftCard', 2000],
    ]);
  });
});
