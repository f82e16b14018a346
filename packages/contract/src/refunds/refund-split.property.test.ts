import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from '../pricing/arithmetic.ts';
import { orderPaid, type RefundOrder } from './paid-breakdown.ts';
import { lowerRefund, type RefundSplit, type ReturnedLine, refundSplit } from './refund-split.ts';

/**
 * Properties over 1,000 generated orders — lines with coupons, 1+1 and bundles already in their
 * amounts, an order-level discount, points, gift cards, shipping and a COD fee — each returned
 * in one to four random returns: no refund exceeds what was paid, the returns add up exactly to
 * the refund of the whole order, and every refund's ledger balances.
 */

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const lineArbitrary = fc
  .record({
    quantity: fc.integer({ min: 1, max: 6 }),
    unitCents: fc.integer({ min: 0, max: 15_000 }),
    offer: fc.constantFrom('none', 'coupon', 'one-plus-one', 'bundle'),
    percent: fc.integer({ min: 1, max: 60 }),
    giftCard: fc.integer({ min: 0, max: 9 }).map((draw) => draw === 0),
  })
  .map((line) => {
    const gross = line.unitCents * line.quantity;
    const discounted =
      line.giftCard || line.offer === 'none'
        ? gross
        : line.offer === 'one-plus-one'
          ? line.unitCents * (line.quantity - Math.floor(line.quantity / 2))
          : gross - Math.floor((gross * line.percent) / 100);
    return { quantity: line.quantity, amountCents: discounted, giftCard: line.giftCard };
  });

const orderArbitrary = fc
  .record({
    lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 5 }),
    orderDiscountShare: fc.integer({ min: 0, max: 30 }),
    pointsShare: fc.integer({ min: 0, max: 50 }),
    pointsPerEuro: fc.constantFrom(1, 10, 100),
    earnPerEuro: fc.constantFrom(0, 1, 2),
    shippingCents: fc.constantFrom(0, 250, 300, 490),
    cod: fc.boolean(),
    giftCardShares: fc.array(fc.integer({ min: 1, max: 70 }), { maxLength: 3 }),
  })
  .map((draw): RefundOrder => {
    const lines = draw.lines.map((line, index) => ({ id: index + 1, ...line }));
    const goods = sum(lines.map((line) => line.amountCents));
    const orderDiscountCents = Math.floor((goods * draw.orderDiscountShare) / 100);
    const discountShares = allocate(
      orderDiscountCents,
      lines.map((line) => line.amountCents),
    );
    const eligible = sum(
      lines.map((line, index) => (line.giftCard ? 0 : line.amountCents - (discountShares[index] ?? 0))),
    );
    const pointsUsed = Math.floor(
      (Math.floor((eligible * draw.pointsShare) / 100) * draw.pointsPerEuro) / 100,
    );
    const pointsCents = Math.floor((pointsUsed * 100) / draw.pointsPerEuro);
    const paymentFeeCents = draw.cod ? 200 : 0;
    let owed = goods - orderDiscountCents - pointsCents + draw.shippingCents + paymentFeeCents;
    const giftCards = draw.giftCardShares.map((share, index) => {
      const amountCents = Math.floor((owed * share) / 100);
      owed -= amountCents;
      return { id: 100 + index, amountCents };
    });
    return {
      lines,
      orderDiscountCents,
      pointsUsed: pointsCents > 0 ? pointsUsed : 0,
      pointsCents,
      pointsEarned: Math.floor(((eligible - pointsCents) * draw.earnPerEuro) / 100),
      giftCards,
      shippingCents: draw.shippingCents,
      paymentFeeCents,
    };
  });

/** An order and a random cut of all its units into one to four returns. */
const caseArbitrary = orderArbitrary.chain((order) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: 3 }), {
        minLength: sum(order.lines.map((line) => line.quantity)),
        maxLength: sum(order.lines.map((line) => line.quantity)),
      }),
      fc.constantFrom('whole_order' as const, 'never' as const),
      fc.integer({ min: 0, max: 100 }),
    )
    .map(([returnOfUnit, shippingPolicy, lowerPercent]) => {
      const returns: ReturnedLine[][] = [[], [], [], []];
      let unit = 0;
      for (const line of order.lines) {
        for (let count = 0; count < line.quantity; count += 1) {
          const target = returns[returnOfUnit[unit] ?? 0] ?? [];
          const entry = target.find((candidate) => candidate.lineId === line.id);
          if (entry) entry.quantity += 1;
          else target.push({ lineId: line.id, quantity: 1 });
          unit += 1;
        }
      }
      return { order, returns: returns.filter((entry) => entry.length > 0), shippingPolicy, lowerPercent };
    }),
);

function expectBalanced(split: RefundSplit): void {
  const parts = [...split.lines, split.shipping];
  for (const entry of parts) {
    expect(entry.cashCents).toBeGreaterThanOrEqual(0);
    for (const cents of entry.giftCardCents) expect(cents).toBeGreaterThanOrEqual(0);
    expect(entry.refundCents).toBe(entry.cashCents + sum(entry.giftCardCents));
  }
  expect(split.totals.refundCents).toBe(split.totals.cashCents + sum(split.totals.giftCardCents));
  expect(split.totals.refundCents).toBe(sum(parts.map((entry) => entry.refundCents)));
  expect(split.totals.pointsBack).toBe(sum(split.lines.map((line) => line.pointsBack)));
}

describe('refund split over generated orders', () => {
  it('never refunds above what was paid, adds up to the whole refund and balances', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ order, returns, shippingPolicy, lowerPercent }) => {
        const paid = orderPaid(order);
        const cardsPaid = order.giftCards.map((card) => card.amountCents);
        expect(paid.cashCents).toBe(
          sum(order.lines.map((line) => line.amountCents)) -
            order.orderDiscountCents -
            order.pointsCents +
            order.shippingCents +
            order.paymentFeeCents -
            sum(cardsPaid),
        );
        const everything = order.lines.map((line) => ({ lineId: line.id, quantity: line.quantity }));
        const whole = refundSplit(order, { earlier: [], now: everything, shippingPolicy }, paid);
        expectBalanced(whole);
        const shippingBack = shippingPolicy === 'whole_order' ? order.shippingCents : 0;
        // The whole order back: everything it paid but the COD fee (and shipping, by policy).
        expect(whole.totals.cashCents + sum(whole.totals.giftCardCents)).toBe(
          paid.cashCents +
            sum(cardsPaid) -
            order.paymentFeeCents -
            (shippingBack === 0 ? order.shippingCents : 0),
        );
        expect(whole.totals.pointsBack).toBe(order.pointsUsed);
        expect(whole.totals.pointsCents).toBe(order.pointsCents);
        expect(whole.totals.pointsTakenBack).toBe(order.pointsEarned);

        const earlier: ReturnedLine[] = [];
        const running = {
          cash: 0,
          cards: cardsPaid.map(() => 0),
          points: 0,
          taken: 0,
          lines: new Map<number, number>(),
        };
        returns.forEach((now, index) => {
          const split = refundSplit(order, { earlier, now, shippingPolicy }, paid);
          expectBalanced(split);
          expect(split.wholeOrder).toBe(index === returns.length - 1);
          const lowered = lowerRefund(
            split,
            Math.floor((split.totals.refundCents * lowerPercent) / 100),
            'damaged',
          );
          expectBalanced(lowered);
          expect(lowered.totals.refundCents).toBeLessThanOrEqual(split.totals.refundCents);
          running.cash += split.totals.cashCents;
          split.totals.giftCardCents.forEach((cents, card) => {
            running.cards[card] = (running.cards[card] ?? 0) + cents;
          });
          running.points += split.totals.pointsBack;
          running.taken += split.totals.pointsTakenBack;
          for (const line of split.lines) {
            running.lines.set(
              line.lineId,
              (running.lines.get(line.lineId) ?? 0) + line.refundCents + line.pointsCents,
            );
          }
          // Never above what was paid, at any point of the way.
          expect(running.cash).toBeLessThanOrEqual(paid.cashCents - paid.paymentFee.cashCents);
          running.cards.forEach((cents, card) => {
            expect(cents).toBeLessThanOrEqual(cardsPaid[card] ?? 0);
          });
          expect(running.points).toBeLessThanOrEqual(order.pointsUsed);
          for (const line of order.lines) {
            expect(running.lines.get(line.id) ?? 0).toBeLessThanOrEqual(line.amountCents);
          }
          earlier.push(...now);
        });
        // The returns add up exactly to the refund of everything at once.
        expect(running.cash).toBe(whole.totals.cashCents);
        expect(running.cards).toEqual(whole.totals.giftCardCents);
        expect(running.points).toBe(whole.totals.pointsBack);
        expect(running.taken).toBe(whole.totals.pointsTakenBack);
      }),
      { numRuns: 1000 },
    );
    // A thousand orders with several returns each take seconds on a busy machine.
  }, 120_000);
});
