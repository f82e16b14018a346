import {
  allocate,
  type OrderPaid,
  type RefundOrder,
  type RefundSplit,
  type ReturnedLine,
} from '@shop/contract';
import type { CreditLineRequest } from '../documents/index.ts';
import type { OrderForReturn } from '../orders/index.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The order as the refund split reads it (decision 048), from its stored lines and totals. The
 * order's `discountCents` holds the lines' discounts, the points and the gift cards: what is left
 * of it is a discount on the order as a whole.
 */
export function refundOrderOf(order: OrderForReturn): RefundOrder {
  const lineDiscounts = sum(order.lines.map((line) => line.discountCents));
  const giftCardsSpent = sum(order.giftCards.map((card) => card.amountCents));
  return {
    lines: order.lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      amountCents: line.amountCents,
      giftCard: line.giftCard,
    })),
    orderDiscountCents: Math.max(0, order.discountCents - lineDiscounts - order.pointsCents - giftCardsSpent),
    pointsUsed: order.pointsUsed,
    pointsCents: order.pointsCents,
    pointsEarned: order.pointsEarned,
    giftCards: order.giftCards.map((card) => ({ id: card.id, amountCents: card.amountCents })),
    shippingCents: order.shippingCents,
    paymentFeeCents: order.paymentFeeCents,
  };
}

/** Units of each line, summed over returns. */
export function unitsOf(returns: readonly (readonly ReturnedLine[])[]): ReturnedLine[] {
  const byLine = new Map<number, number>();
  for (const entry of returns.flat())
    byLine.set(entry.lineId, (byLine.get(entry.lineId) ?? 0) + entry.quantity);
  return [...byLine].map(([lineId, quantity]) => ({ lineId, quantity }));
}

/**
 * The credit note's lines for a refund: the sale document numbers the order's lines that money
 * paid for (a free gift, or a line points paid in full, is not a fiscal line), in their order.
 * When staff lowered the refund, each line is credited at what it gives back, with the reason;
 * the credit note takes the shipping whole, so the shipping's part of the deduction comes off the
 * lines too and the note adds up to the refund.
 */
export function creditLinesOf(
  order: OrderForReturn,
  paid: OrderPaid,
  refund: RefundSplit,
  shippingPaidCents: number,
): CreditLineRequest[] {
  const numbers = new Map<number, number>();
  let next = 1;
  order.lines.forEach((line, index) => {
    const money = sum(
      (paid.lines[index]?.units ?? []).map((unit) => unit.cashCents + sum(unit.giftCardCents)),
    );
    if (money > 0) numbers.set(line.id, next++);
  });
  const credited = refund.lines.filter((line) => numbers.has(line.lineId));
  if (refund.deductionCents === 0)
    return credited.map((line) => ({ lineNumber: numbers.get(line.lineId) ?? 0, quantity: line.quantity }));
  const shippingDeduction =
    refund.shipping.refundCents > 0 ? shippingPaidCents - refund.shipping.refundCents : 0;
  const shares = allocate(
    shippingDeduction,
    credited.map((line) => line.refundCents),
  );
  return credited.map((line, index) => ({
    lineNumber: numbers.get(line.lineId) ?? 0,
    quantity: line.quantity,
    grossCents: line.refundCents - (shares[index] ?? 0),
    reason: refund.deductionReason ?? '',
  }));
}
