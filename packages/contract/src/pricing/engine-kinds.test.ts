import { describe, expect, it } from 'vitest';
import { GUEST, testCoupon, testPolicy, testPrice, testProduct } from './test-fixtures.ts';
import type { PricingCustomer } from './types.ts';

/** The Customized kind, personal coupons and InternalError (spec 001 §4, decision 017); cents. */

const A = testProduct(1, 1250);
const B = testProduct(2, 799);
const C = testProduct(3, 900);
const products = [A, B, C];
const OWNER: PricingCustomer = { id: 42, email: 'maria@example.gr', groups: [], pointsBalance: 0 };
const OTHER: PricingCustomer = { id: 43, email: 'nikos@example.gr', groups: [], pointsBalance: 0 };

describe('priceCart: Customized, a price the shop sets', () => {
  const fixed = testPolicy(1, { kind: 'Customized', amountCents: 999, productIds: [1, 2] });

  it('sells each participating unit at the set price when that is lower', () => {
    const result = testPrice(
      { products, policies: [fixed] },
      {
        lines: [
          { pid: 1, quantity: 2 },
          { pid: 2, quantity: 1 },
          { pid: 3, quantity: 1 },
        ],
      },
    );
    // A: (1250 − 999) × 2 = 502 off; B costs 799 < 999, keeps its price; C does not take part.
    expect(result.lines.map((line) => [line.pid, line.discountCents])).toEqual([
      [1, 502],
      [2, 0],
      [3, 0],
    ]);
    expect(result.discounts).toEqual([
      { type: 'PromotionPolicy', id: 1, code: null, name: 'Policy 1', amountCents: 502 },
    ]);
    expect(result.itemsCents).toBe(999 * 2 + 799 + 900);
  });

  it('gives nothing without a price, and works through a coupon', () => {
    const unpriced = testPolicy(2, { kind: 'Customized', amountCents: null });
    expect(
      testPrice({ products, policies: [unpriced] }, { lines: [{ pid: 1, quantity: 1 }] }).discountCents,
    ).toBe(0);
    const byCoupon = testPolicy(3, { kind: 'Customized', amountCents: 500, rule: 'CouponOnly' });
    const result = testPrice(
      { products, policies: [byCoupon], coupons: [testCoupon(1, 'FIVE', 3)] },
      { lines: [{ pid: 3, quantity: 1 }], couponscodes: ['FIVE'] },
    );
    // 900 → 500.
    expect(result.coupons).toEqual([{ id: 1, code: 'FIVE', status: 'Applied', amountCents: 400 }]);
  });
});

describe('priceCart: personal coupons and InternalError', () => {
  const policy = testPolicy(1, { kind: 'Percentage', percent: 30, rule: 'CouponOnly' });
  const coupons = [
    testCoupon(1, 'MARIA30', 1, { customerId: 42, maxPerCustomer: 1 }),
    testCoupon(2, 'BROKEN', 99),
  ];
  const price = (code: string, customer: PricingCustomer, eml?: string) =>
    testPrice(
      { products, policies: [policy], coupons },
      { lines: [{ pid: 1, quantity: 1 }], couponscodes: [code], eml },
      { customer },
    ).coupons[0];

  it('works for its owner only, whatever e-mail another shopper gives', () => {
    expect(price('MARIA30', OWNER)).toEqual({
      id: 1,
      code: 'MARIA30',
      status: 'Applied',
      amountCents: 375,
      personal: true,
    });
    expect(price('MARIA30', OTHER)?.status).toBe('EmailNotAllowed');
    expect(price('MARIA30', OTHER, 'maria@example.gr')?.status).toBe('EmailNotAllowed');
    expect(price('MARIA30', GUEST, 'maria@example.gr')).toMatchObject({
      status: 'MustHaveEmailOrCustomerId',
      personal: true,
      amountCents: 0,
    });
  });

  it('answers InternalError for a coupon whose policy the engine cannot apply', () => {
    expect(price('BROKEN', OWNER)).toEqual({
      id: 2,
      code: 'BROKEN',
      status: 'InternalError',
      amountCents: 0,
    });
  });
});
