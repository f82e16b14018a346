import { describe, expect, it } from 'vitest';
import { orderPaid, type RefundOrder, RefundSplitError } from './paid-breakdown.ts';
import { lowerRefund, refundSplit } from './refund-split.ts';

/** Two lines (2 × 10 € and 1 × 30 €), 5 € of points, a 10 € gift card, 3 € shipping, 2 € COD fee. */
const order: RefundOrder = {
  lines: [
    { id: 1, quantity: 2, amountCents: 2000, giftCard: false },
    { id: 2, quantity: 1, amountCents: 3000, giftCard: false },
  ],
  orderDiscountCents: 0,
  pointsUsed: 500,
  pointsCents: 500,
  pointsEarned: 45,
  giftCards: [{ id: 9, amountCents: 1000 }],
  shippingCents: 300,
  paymentFeeCents: 200,
};

const expectCode = (run: () => unknown, code: string) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RefundSplitError);
    expect((error as RefundSplitError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
};

describe('refund split', () => {
  it('cash taken equals what the order charged: goods − points − gift cards + shipping + fee', () => {
    expect(orderPaid(order).cashCents).toBe(5000 - 500 - 1000 + 300 + 200);
  });

  it('a returned line refunds its share of the points and gift card, not the shipping', () => {
    const split = refundSplit(order, {
      earlier: [],
      now: [{ lineId: 2, quantity: 1 }],
      shippingPolicy: 'whole_order',
    });
    // Line 2 is 3/5 of the goods: 300 of the points; it owed 2700 of the 5000 the card was spread over.
    expect(split.lines[0]).toMatchObject({ pointsCents: 300, pointsBack: 300, refundCents: 2700 });
    expect(split.totals.giftCardCents).toEqual([540]);
    expect(split.totals.cashCents).toBe(2700 - 540);
    expect(split.shipping.refundCents).toBe(0);
    expect(split.wholeOrder).toBe(false);
  });

  it('the return that completes the order refunds the shipping, never the COD fee', () => {
    const first = refundSplit(order, {
      earlier: [],
      now: [{ lineId: 2, quantity: 1 }],
      shippingPolicy: 'whole_order',
    });
    const last = refundSplit(order, {
      earlier: [{ lineId: 2, quantity: 1 }],
      now: [{ lineId: 1, quantity: 2 }],
      shippingPolicy: 'whole_order',
    });
    expect(last.wholeOrder).toBe(true);
    expect(last.shipping.refundCents).toBe(300);
    const paid = orderPaid(order);
    const feeCash = paid.paymentFee.cashCents;
    expect(first.totals.cashCents + last.totals.cashCents).toBe(paid.cashCents - feeCash);
    expect(first.totals.pointsBack + last.totals.pointsBack).toBe(500);
    expect(first.totals.pointsTakenBack + last.totals.pointsTakenBack).toBe(45);
  });

  it('a shop that never refunds shipping keeps it even for a whole return', () => {
    const split = refundSplit(order, {
      earlier: [],
      now: [
        { lineId: 1, quantity: 2 },
        { lineId: 2, quantity: 1 },
      ],
      shippingPolicy: 'never',
    });
    expect(split.wholeOrder).toBe(true);
    expect(split.shipping.refundCents).toBe(0);
  });

  it('refuses more units than remain and lines the order does not have', () => {
    expectCode(
      () =>
        refundSplit(order, {
          earlier: [{ lineId: 1, quantity: 1 }],
          now: [{ lineId: 1, quantity: 2 }],
          shippingPolicy: 'whole_order',
        }),
      'quantity_above_remaining',
    );
    expectCode(
      () =>
        refundSplit(order, { earlier: [], now: [{ lineId: 7, quantity: 1 }], shippingPolicy: 'whole_order' }),
      'unknown_line',
    );
  });

  it('staff lower with a reason, from cash first, and can never raise', () => {
    const split = refundSplit(order, {
      earlier: [],
      now: [{ lineId: 2, quantity: 1 }],
      shippingPolicy: 'whole_order',
    });
    expectCode(() => lowerRefund(split, split.totals.refundCents + 1, 'more'), 'refund_above_computed');
    expectCode(() => lowerRefund(split, 1000, '  '), 'reason_required');
    const lowered = lowerRefund(split, 1000, 'damaged box');
    expect(lowered.totals.refundCents).toBe(1000);
    expect(lowered.deductionCents).toBe(1700);
    expect(lowered.deductionReason).toBe('damaged box');
    expect(lowered.totals.giftCardCents[0]).toBe(split.totals.giftCardCents[0]);
    expect(lowered.totals.pointsBack).toBe(split.totals.pointsBack);
  });

  it('an order discount and a gift-card line: points never pay the gift card', () => {
    const paid = orderPaid({
      ...order,
      lines: [...order.lines, { id: 3, quantity: 1, amountCents: 2500, giftCard: true }],
      orderDiscountCents: 750,
    });
    expect(paid.lines[2]?.units[0]).toMatchObject({ pointsCents: 0, pointsEarned: 0 });
  });

  it('refuses an order whose gift cards exceed what it owed', () => {
    expectCode(() => orderPaid({ ...order, giftCards: [{ id: 1, amountCents: 999_999 }] }), 'invalid_order');
  });
});
