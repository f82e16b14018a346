import { allocate } from '../pricing/arithmetic.ts';
import {
  type OrderPaid,
  orderPaid,
  type PaidBy,
  type RefundOrder,
  RefundSplitError,
} from './paid-breakdown.ts';

/**
 * The refund of a return (decision 048): what the returned units paid, by the same means they
 * were paid with — cash back through the provider or the bank, gift-card amounts back to their
 * cards, points spent back to the customer and points earned on them taken back. Shipping comes
 * back only with the return that completes the whole order (or never, by the shop's policy); the
 * cash-on-delivery fee never. Returns are refunded unit by unit in line order, so the refunds of
 * several returns add up exactly to the refund of the whole order.
 */

export const SHIPPING_REFUND_POLICIES = ['whole_order', 'never'] as const;
export type ShippingRefundPolicy = (typeof SHIPPING_REFUND_POLICIES)[number];

export interface ReturnedLine {
  lineId: number;
  quantity: number;
}

export interface RefundPart extends PaidBy {
  /** Money back: cash plus gift-card amounts. */
  refundCents: number;
}

export interface LineRefund extends RefundPart {
  lineId: number;
  quantity: number;
  /** The value of the points that paid for these units, given back as that many points. */
  pointsCents: number;
  pointsBack: number;
  /** Points the order earned on these units, taken back. */
  pointsTakenBack: number;
}

export interface RefundSplit {
  lines: LineRefund[];
  /** All zero unless this return refunds the shipping. */
  shipping: RefundPart;
  /** Every unit of the order has now been returned. */
  wholeOrder: boolean;
  /** What staff took off the computed refund, and why. */
  deductionCents: number;
  deductionReason: string | null;
  totals: {
    cashCents: number;
    /** Per gift card of the order, in the order's gift-card order. */
    giftCardCents: number[];
    refundCents: number;
    pointsCents: number;
    pointsBack: number;
    pointsTakenBack: number;
  };
}

export interface RefundRequest {
  /** Units refunded by earlier returns of the order. */
  earlier: readonly ReturnedLine[];
  /** Units this return refunds. */
  now: readonly ReturnedLine[];
  shippingPolicy: ShippingRefundPolicy;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function quantities(order: RefundOrder, returned: readonly ReturnedLine[]): Map<number, number> {
  const byLine = new Map<number, number>();
  for (const entry of returned) {
    if (!order.lines.some((line) => line.id === entry.lineId)) throw new RefundSplitError('unknown_line');
    if (!Number.isInteger(entry.quantity) || entry.quantity < 0) {
      throw new RefundSplitError('quantity_above_remaining');
    }
    byLine.set(entry.lineId, (byLine.get(entry.lineId) ?? 0) + entry.quantity);
  }
  return byLine;
}

function part(paid: PaidBy): RefundPart {
  return { ...paid, refundCents: paid.cashCents + sum(paid.giftCardCents) };
}

function totalsOf(lines: readonly LineRefund[], shipping: RefundPart, cards: number): RefundSplit['totals'] {
  const parts = [...lines, shipping];
  return {
    cashCents: sum(parts.map((entry) => entry.cashCents)),
    giftCardCents: Array.from({ length: cards }, (_, card) =>
      sum(parts.map((entry) => entry.giftCardCents[card] ?? 0)),
    ),
    refundCents: sum(parts.map((entry) => entry.refundCents)),
    pointsCents: sum(lines.map((line) => line.pointsCents)),
    pointsBack: sum(lines.map((line) => line.pointsBack)),
    pointsTakenBack: sum(lines.map((line) => line.pointsTakenBack)),
  };
}

/** The refund of `request.now`, given what earlier returns already refunded. */
export function refundSplit(order: RefundOrder, request: RefundRequest, paid?: OrderPaid): RefundSplit {
  const breakdown = paid ?? orderPaid(order);
  const earlier = quantities(order, request.earlier);
  const now = quantities(order, request.now);
  const cards = order.giftCards.length;
  let everything = true;
  const lines: LineRefund[] = [];
  order.lines.forEach((line, index) => {
    const from = earlier.get(line.id) ?? 0;
    const count = now.get(line.id) ?? 0;
    if (from + count > line.quantity) throw new RefundSplitError('quantity_above_remaining');
    if (from + count < line.quantity) everything = false;
    if (count === 0) return;
    const units = breakdown.lines[index]?.units.slice(from, from + count) ?? [];
    const cashCents = sum(units.map((unit) => unit.cashCents));
    const giftCardCents = Array.from({ length: cards }, (_, card) =>
      sum(units.map((unit) => unit.giftCardCents[card] ?? 0)),
    );
    lines.push({
      lineId: line.id,
      quantity: count,
      cashCents,
      giftCardCents,
      refundCents: cashCents + sum(giftCardCents),
      pointsCents: sum(units.map((unit) => unit.pointsCents)),
      pointsBack: sum(units.map((unit) => unit.pointsUsed)),
      pointsTakenBack: sum(units.map((unit) => unit.pointsEarned)),
    });
  });
  const refundsShipping = everything && lines.length > 0 && request.shippingPolicy === 'whole_order';
  const shipping = refundsShipping
    ? part(breakdown.shipping)
    : part({ cashCents: 0, giftCardCents: Array.from({ length: cards }, () => 0) });
  return {
    lines,
    shipping,
    wholeOrder: everything,
    deductionCents: 0,
    deductionReason: null,
    totals: totalsOf(lines, shipping, cards),
  };
}

function lowerPart<T extends RefundPart>(entry: T, by: number): T {
  let rest = by;
  const cashCents = entry.cashCents - Math.min(rest, entry.cashCents);
  rest -= entry.cashCents - cashCents;
  const giftCardCents = entry.giftCardCents.map((cents) => {
    const taken = Math.min(rest, cents);
    rest -= taken;
    return cents - taken;
  });
  return { ...entry, cashCents, giftCardCents, refundCents: entry.refundCents - by };
}

/**
 * Staff lower a refund (a damaged return, say) to `refundCents` with a reason; they can never
 * raise it. The deduction is spread over the lines and shipping in proportion to their money,
 * taken from cash first, then from the gift cards; points given back and taken back stay.
 */
export function lowerRefund(split: RefundSplit, refundCents: number, reason: string): RefundSplit {
  if (!Number.isInteger(refundCents) || refundCents < 0) throw new RefundSplitError('negative_amount');
  // Always lowered from what was computed, never from an amount lowered before.
  if (split.deductionCents !== 0) throw new RefundSplitError('invalid_order');
  const computed = split.totals.refundCents;
  if (refundCents > computed) throw new RefundSplitError('refund_above_computed');
  const deduction = computed - refundCents;
  if (deduction === 0) return split;
  if (reason.trim() === '') throw new RefundSplitError('reason_required');
  const parts = [...split.lines, split.shipping];
  const shares = allocate(
    deduction,
    parts.map((entry) => entry.refundCents),
  );
  const lines = split.lines.map((line, index) => lowerPart(line, shares[index] ?? 0));
  const shipping = lowerPart(split.shipping, shares[split.lines.length] ?? 0);
  return {
    ...split,
    lines,
    shipping,
    deductionCents: deduction,
    deductionReason: reason.trim(),
    totals: totalsOf(lines, shipping, split.totals.giftCardCents.length),
  };
}
