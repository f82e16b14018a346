import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMBINATION_RULES, PROMOTION_KINDS } from '../cart-totals.ts';
import type { CartTotalsRequest } from '../cart-totals-schemas.ts';
import {
  GUEST,
  type TestCatalogue,
  testCoupon,
  testGiftCard,
  testPolicy,
  testPrice,
  testProduct,
} from './test-fixtures.ts';
import type { PricingCustomer, PricingResult } from './types.ts';

/**
 * Properties over random catalogues, rules and carts: whatever the combination, money never
 * goes negative, discounts stay within the lines, a coupon never makes an order dearer, and
 * the order of the lines does not matter.
 */

const PRODUCT_IDS = [1, 2, 3, 4, 5, 6];
const subset = (values: readonly number[]) => fc.subarray([...values], { maxLength: values.length });

const productArbitrary = (id: number) =>
  fc
    .record({
      price: fc.integer({ min: 1, max: 20_000 }),
      sizePrice: fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: null }),
      taxClass: fc.integer({ min: 0, max: 3 }),
      giftCard: fc.integer({ min: 0, max: 9 }).map((draw) => draw === 0),
      manufacturerId: fc.integer({ min: 1, max: 3 }),
      categoryIds: subset([1, 2, 3]),
      inStock: fc.boolean(),
    })
    .map((value) =>
      testProduct(id, value.price, {
        taxClass: value.taxClass,
        productType: value.giftCard ? 1 : 0,
        manufacturerId: value.manufacturerId,
        categoryIds: value.categoryIds,
        inStock: value.inStock,
        dimensions: value.sizePrice === null ? [] : [{ id: 100 + id, unitPriceCents: value.sizePrice }],
      }),
    );

const policyArbitrary = (id: number) =>
  fc
    .record({
      kind: fc.constantFrom(...PROMOTION_KINDS),
      rule: fc.constantFrom(...COMBINATION_RULES),
      percent: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
      amountCents: fc.integer({ min: 0, max: 5000 }),
      buyQuantity: fc.integer({ min: 1, max: 3 }),
      freeQuantity: fc.integer({ min: 1, max: 2 }),
      minAmountCents: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
      productIds: subset(PRODUCT_IDS),
      manufacturerIds: subset([1, 2, 3]),
      customerGroups: subset([0, 1]).map((groups) => groups.map((group) => (group ? 'gld' : 'slv'))),
      giftProductIds: subset(PRODUCT_IDS),
    })
    .map((value) => testPolicy(id, value));

const catalogueArbitrary = fc
  .record({
    products: fc.tuple(...PRODUCT_IDS.map(productArbitrary)),
    policies: fc
      .integer({ min: 0, max: 5 })
      .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => policyArbitrary(index + 1)))),
    couponPolicies: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
    giftCardBalances: fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 2 }),
    bundle: fc.option(
      fc.record({ priceCents: fc.integer({ min: 0, max: 20_000 }), productIds: subset(PRODUCT_IDS) }),
      { nil: null },
    ),
  })
  .map(
    (value): TestCatalogue => ({
      products: value.products,
      policies: value.policies,
      coupons: value.couponPolicies.map((policyId, index) =>
        testCoupon(index + 1, `C${index + 1}`, policyId),
      ),
      giftCards: value.giftCardBalances.map((balance, index) =>
        testGiftCard(index + 1, `G${index + 1}`, balance),
      ),
      bundles: value.bundle
        ? [
            {
              id: 1,
              name: 'Bundle',
              priceCents: value.bundle.priceCents,
              items: value.bundle.productIds.map((productId) => ({ productId, quantity: 1 })),
            },
          ]
        : [],
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
      paymentTypes: [{ id: 1, name: 'Cash on delivery', feeCents: 200 }],
    }),
  );

const requestArbitrary = fc.record({
  lines: fc.array(
    fc.record({
      pid: fc.integer({ min: 1, max: 7 }),
      sized: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 6 }),
    }),
    { maxLength: 8 },
  ),
  couponscodes: subset([1, 2, 3]).map((indexes) => indexes.map((index) => `C${index}`)),
  gfcd: subset([1, 2]).map((indexes) => indexes.map((index) => `G${index}`)),
  r_lpnt: fc.integer({ min: 0, max: 3000 }),
  shipping: fc.boolean(),
  cashOnDelivery: fc.boolean(),
});

const customerArbitrary: fc.Arbitrary<PricingCustomer> = fc.oneof(
  fc.constant(GUEST),
  fc.record({
    id: fc.constant(7),
    email: fc.constant('maria@example.gr'),
    groups: subset([0, 1]).map((groups) => groups.map((group) => (group ? 'gld' : 'slv'))),
    pointsBalance: fc.integer({ min: 0, max: 5000 }),
  }),
);

type RandomRequest = typeof requestArbitrary extends fc.Arbitrary<infer T> ? T : never;

function toRequest(value: RandomRequest): CartTotalsRequest {
  return {
    lines: value.lines.map((line) => ({
      pid: line.pid,
      dimension: line.sized ? 100 + line.pid : 0,
      quantity: line.quantity,
    })),
    couponscodes: value.couponscodes,
    gfcd: value.gfcd,
    r_lpnt: value.r_lpnt,
    stid: value.shipping ? 1 : undefined,
    ptid: value.cashOnDelivery ? 1 : undefined,
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const charges = (result: PricingResult) =>
  (result.shipping?.amountCents ?? 0) + (result.payment?.amountCents ?? 0);

describe('priceCart properties', () => {
  it('totals are never negative and add up', () => {
    fc.assert(
      fc.property(catalogueArbitrary, requestArbitrary, customerArbitrary, (catalogue, random, customer) => {
        const result = testPrice(catalogue, toRequest(random), { customer });
        expect(result.totalCents).toBeGreaterThanOrEqual(0);
        expect(result.totalCents).toBe(result.grossCents - result.discountCents + charges(result));
        for (const line of result.lines) expect(line.amountCents).toBeGreaterThanOrEqual(0);
        const giftCards = sum(result.giftCards.map((card) => card.amountCents));
        // VAT is extracted from everything but what gift cards pay.
        expect(sum(result.vat.map((row) => row.grossCents))).toBe(result.totalCents + giftCards);
        for (const row of result.vat) expect(row.netCents + row.vatCents).toBe(row.grossCents);
      }),
      { numRuns: 400 },
    );
  });

  it('discounts never exceed the lines', () => {
    fc.assert(
      fc.property(catalogueArbitrary, requestArbitrary, customerArbitrary, (catalogue, random, customer) => {
        const result = testPrice(catalogue, toRequest(random), { customer });
        for (const line of result.lines) expect(line.discountCents).toBeLessThanOrEqual(line.grossCents);
        const lineDiscounts = sum(result.lines.map((line) => line.discountCents));
        expect(lineDiscounts + result.loyalty.amountCents).toBeLessThanOrEqual(result.grossCents);
        expect(result.discountCents).toBeLessThanOrEqual(result.grossCents + charges(result));
        expect(sum(result.discounts.map((discount) => discount.amountCents))).toBe(result.discountCents);
      }),
      { numRuns: 400 },
    );
  });

  it('removing a coupon never lowers the total', () => {
    fc.assert(
      fc.property(catalogueArbitrary, requestArbitrary, customerArbitrary, (catalogue, random, customer) => {
        const request = toRequest(random);
        const withAll = testPrice(catalogue, request, { customer });
        for (const code of random.couponscodes) {
          const without = testPrice(
            catalogue,
            { ...request, couponscodes: random.couponscodes.filter((other) => other !== code) },
            { customer },
          );
          expect(without.totalCents).toBeGreaterThanOrEqual(withAll.totalCents);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('the order of the lines does not change the result', () => {
    fc.assert(
      fc.property(
        catalogueArbitrary,
        requestArbitrary,
        customerArbitrary,
        fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
        (catalogue, random, customer, keys) => {
          const request = toRequest(random);
          const shuffled = request.lines
            .map((line, index) => ({ line, key: keys[index] ?? 0, index }))
            .sort((a, b) => a.key - b.key || b.index - a.index)
            .map(({ line }) => line);
          expect(testPrice(catalogue, { ...request, lines: shuffled }, { customer })).toEqual(
            testPrice(catalogue, request, { customer }),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
