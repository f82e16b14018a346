import { allocate } from '../pricing/arithmetic.ts';

/**
 * What an order paid, broken down to every unit of every line, so that a return of any units
 * can be refunded from exactly what those units cost (decision 048). Integer cents throughout;
 * every split uses the pricing engine's largest-remainder `allocate`, so parts add up exactly.
 */

export interface RefundOrderLine {
  id: number;
  quantity: number;
  /** What the line cost after its promotions, bundles and coupons (the order line's amount). */
  amountCents: number;
  /** A line selling gift cards: points neither paid for it nor were earned on it. */
  giftCard: boolean;
}

export interface RefundOrder {
  lines: readonly RefundOrderLine[];
  /** A discount given on the order as a whole rather than on its lines (split over the lines). */
  orderDiscountCents: number;
  /** Points spent, and the euros (cents) they took off the goods. */
  pointsUsed: number;
  pointsCents: number;
  /** Points the order earned. */
  pointsEarned: number;
  /** Gift cards that paid part of the order, in the order they were applied. */
  giftCards: readonly { id: number; amountCents: number }[];
  shippingCents: number;
  /** The payment type's fee (cash on delivery): never refunded. */
  paymentFeeCents: number;
}

/** How one amount was paid: in cash (the provider or the bank) and by each gift card. */
export interface PaidBy {
  cashCents: number;
  /** Per gift card of the order, in the order's gift-card order. */
  giftCardCents: number[];
}

/** What one unit of a line cost and how it was paid. */
export interface UnitPaid extends PaidBy {
  /** The value of the points that paid for it, and how many points that was. */
  pointsCents: number;
  pointsUsed: number;
  /** Points the order earned on it. */
  pointsEarned: number;
}

export interface LinePaid {
  lineId: number;
  /** One entry per unit; earlier units carry the rounding cents. */
  units: UnitPaid[];
}

export interface OrderPaid {
  lines: LinePaid[];
  shipping: PaidBy;
  paymentFee: PaidBy;
  /** What the order took in cash: goods after discounts and points, plus charges, less gift cards. */
  cashCents: number;
}

export class RefundSplitError extends Error {
  constructor(
    readonly code:
      | 'unknown_line'
      | 'quantity_above_remaining'
      | 'invalid_order'
      | 'refund_above_computed'
      | 'reason_required'
      | 'negative_amount',
  ) {
    super(code);
    this.name = 'RefundSplitError';
  }
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Gift cards paid for the goods and charges alike: each card in turn is spread over what is still
 * unpaid by the earlier cards, in proportion, so no part is ever paid twice.
 */
function spreadGiftCards(cards: readonly number[], owed: readonly number[]): number[][] {
  const remaining = [...owed];
  const byCard = cards.map((card) => {
    const shares = allocate(Math.min(card, sum(remaining)), remaining);
    shares.forEach((share, index) => {
      remaining[index] = (remaining[index] ?? 0) - share;
    });
    return shares;
  });
  return owed.map((_, index) => byCard.map((shares) => shares[index] ?? 0));
}

function perUnit(total: number, quantity: number): number[] {
  return allocate(
    total,
    Array.from({ length: quantity }, () => 1),
  );
}

function validate(order: RefundOrder): void {
  const amounts = order.lines.map((line) => line.amountCents);
  const money = [
    ...amounts,
    order.shippingCents,
    order.paymentFeeCents,
    order.pointsUsed,
    order.pointsCents,
    order.pointsEarned,
    order.orderDiscountCents,
    ...order.giftCards.map((card) => card.amountCents),
  ];
  const bad =
    money.some((value) => !Number.isInteger(value) || value < 0) ||
    order.lines.some((line) => !Number.isInteger(line.quantity) || line.quantity <= 0) ||
    order.orderDiscountCents > sum(amounts) ||
    new Set(order.lines.map((line) => line.id)).size !== order.lines.length;
  if (bad) throw new RefundSplitError('invalid_order');
}

/** Breaks an order down to what each unit, the shipping and the fee cost and how each was paid. */
export function orderPaid(order: RefundOrder): OrderPaid {
  validate(order);
  const orderDiscount = allocate(
    order.orderDiscountCents,
    order.lines.map((line) => line.amountCents),
  );
  const value = order.lines.map((line, index) => line.amountCents - (orderDiscount[index] ?? 0));
  const pointsWeights = order.lines.map((line, index) => (line.giftCard ? 0 : (value[index] ?? 0)));
  // Points pay goods only, never gift cards; points without their value (or the reverse) and gift
  // cards above what was owed describe no order the shop could have taken.
  if (order.pointsCents > sum(pointsWeights) || order.pointsUsed > 0 !== order.pointsCents > 0) {
    throw new RefundSplitError('invalid_order');
  }
  const pointsCents = allocate(order.pointsCents, pointsWeights);
  const pointsUsed = allocate(order.pointsUsed, pointsCents);
  const goodsOwed = value.map((lineValue, index) => lineValue - (pointsCents[index] ?? 0));
  const owed = [...goodsOwed, order.shippingCents, order.paymentFeeCents];
  if (sum(order.giftCards.map((card) => card.amountCents)) > sum(owed)) {
    throw new RefundSplitError('invalid_order');
  }
  const giftCards = spreadGiftCards(
    order.giftCards.map((card) => card.amountCents),
    owed,
  );
  const earnWeights = order.lines.map((line, index) => (line.giftCard ? 0 : (goodsOwed[index] ?? 0)));
  const pointsEarned = allocate(order.pointsEarned, earnWeights);
  const paidBy = (index: number): PaidBy => {
    const cards = giftCards[index] ?? [];
    return { cashCents: (owed[index] ?? 0) - sum(cards), giftCardCents: cards };
  };

  const lines = order.lines.map((line, index): LinePaid => {
    const paid = paidBy(index);
    const cash = perUnit(paid.cashCents, line.quantity);
    const cards = paid.giftCardCents.map((cents) => perUnit(cents, line.quantity));
    const points = perUnit(pointsCents[index] ?? 0, line.quantity);
    const used = perUnit(pointsUsed[index] ?? 0, line.quantity);
    const earned = perUnit(pointsEarned[index] ?? 0, line.quantity);
    return {
      lineId: line.id,
      units: cash.map((cashCents, unit) => ({
        cashCents,
        giftCardCents: cards.map((card) => card[unit] ?? 0),
        pointsCents: points[unit] ?? 0,
        pointsUsed: used[unit] ?? 0,
        pointsEarned: earned[unit] ?? 0,
      })),
    };
  });
  const shipping = paidBy(order.lines.length);
  const paymentFee = paidBy(order.lines.length + 1);
  const cashCents =
    sum(lines.flatMap((line) => line.units.map((unit) => unit.cashCents))) +
    shipping.cashCents +
    paymentFee.cashCents;
  return { lines, shipping, paymentFee, cashCents };
}
