import { orderTotalsRequestSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildOrderRequest } from './build-order-request';
import { EMPTY_CHECKOUT_DRAFT } from './checkout-draft';

const inputs = { coupons: ['SPRING10'], giftcards: [], points: 50, offers: [{ prom_policy_id: 3, pid: 9 }] };

describe('the order request', () => {
  it('carries the cart lines, redemptions and choices under the specification names', () => {
    const body = buildOrderRequest(
      { ...EMPTY_CHECKOUT_DRAFT, stid: 2, ptid: 4, inst: 3 },
      [
        { productId: 7, dimensionId: 0, quantity: 2 },
        { productId: 8, dimensionId: 5, quantity: 0 },
      ],
      inputs,
    );
    expect(body.lines).toEqual([{ pid: 7, pdid: 0, qty: 2 }]);
    expect(body).toMatchObject({
      stid: 2,
      ptid: 4,
      inst: 3,
      couponscodes: ['SPRING10'],
      r_lpnt: 50,
      SelectedProductOffers: [{ prom_policy_id: 3, pid: 9 }],
    });
    expect(orderTotalsRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends the gift card recipient of a gift-card line', () => {
    const gift = { gfnm: 'Άννα', gffnm: 'Ελένη', gfremail: 'eleni@example.gr', gfmsg: 'Χρόνια πολλά' };
    const body = buildOrderRequest(
      EMPTY_CHECKOUT_DRAFT,
      [{ productId: 1, dimensionId: 0, quantity: 1, gift }],
      inputs,
    );
    expect(body).toMatchObject(gift);
  });
});
