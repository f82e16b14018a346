import type { OrderPaid, RefundOrder, RefundSplit, ReturnedLine } from '@shop/contract';
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
 * When staff lowered the refund, each line is credited at what it gives back, with the reason.
 */
export function creditLinesOf(
  order: OrderForReturn,
  paid: OrderPaid,
  refund: RefundSplit,
): CreditLineRequest[] {
  const numbers = new Map<number, number>();
  let next = 1;
  order.lines.forEach((line, index) => {
    const money = sum(
      (paid.lines[index]?.units ?? []).map((unit) => unit.cashCents + sum(unit.giftCardCents)),
    );
    if (money > 0) numbers.set(line.id, next++);
  });
  return refund.lines.flatMap((line) => {
    const lineNumber = numbers.get(line.lineId);
    if (lineNumber === undefined) return [];
    if (refund.deductionCents === 0) return [{ lineNumber, quantity: line.quantity }];
    return [
      {
        lineNumber,
        quantity: line.quantity,
        grossCents: line.refundCents,
        reason: refund.deductionReason ?? '',
      },
    ];
  });
}
