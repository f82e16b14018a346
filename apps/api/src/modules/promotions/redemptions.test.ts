import { cartTotalsRequestSchema } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, giftCards } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createTestApp, insertPlainTestProduct, type TestApp } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { insertGiftCard, insertTenPercentCoupon } from './test-fixtures.ts';

let t: TestApp;
/** A plain product at 15.00 €. */
let A: number;
let customerId: number;

const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  A = await insertPlainTestProduct(t);
  await insertTenPercentCoupon(t, 'LASTONE', 1);
  await insertGiftCard(t, 'REDEEM20', 2000);
  const session = await signedUpCustomer(t);
  customerId = session.id;
  await t.services.loyalty.record({
    customerId,
    kind: 'Custom',
    source: 'test:redemptions',
    approvedPoints: 300,
  });
});
afterAll(() => t.close());

const order = (code: string) => ({ code, customerId, email: 'maria@example.gr' });
const record = (result: Awaited<ReturnType<TestApp['services']['pricing']['price']>>, code: string) =>
  db().transaction((tx) => t.services.promotions.recordRedemptions(tx, result, order(code)));

async function balances() {
  const [card] = await db()
    .select({ cents: giftCards.balanceCents })
    .from(giftCards)
    .where(eq(giftCards.code, 'REDEEM20'));
  const uses = await db().select().from(couponRedemptions);
  return { card: card?.cents, uses: uses.length };
}

describe('recordRedemptions', () => {
  it('takes a coupon use and the gift-card amount of a placed order, once', async () => {
    const request = cartTotalsRequestSchema.parse({
      lines: [{ pid: A, quantity: 1 }],
      couponscodes: ['LASTONE'],
      gfcd: ['REDEEM20'],
      r_lpnt: 300,
    });
    const result = await t.services.pricing.price(request, 'el', customerId);
    // 1500 − 10 % = 1350; points: 30 % of 1350 = 405 ≥ 300 held → 300 cents; 1050 left, the card pays it.
    expect(result.coupons[0]?.status).toBe('Applied');
    expect(result.loyalty.used).toBe(300);
    expect(result.giftCards[0]?.amountCents).toBe(1050);
    expect(result.totalCents).toBe(0);

    await record(result, 'ORD-1');
    expect(await balances()).toEqual({ card: 950, uses: 1 });
    const again = await t.services.pricing.price(request, 'el', customerId);
    expect(again.coupons[0]?.status).toBe('Redeemed');

    // The same, stale result a second time: the coupon's last use is gone; nothing changes.
    await expect(record(result, 'ORD-2')).rejects.toThrow(HttpError);
    expect(await balances()).toEqual({ card: 950, uses: 1 });
  });

  it('refuses a gift-card amount the balance no longer covers', async () => {
    const request = cartTotalsRequestSchema.parse({ lines: [{ pid: A, quantity: 1 }], gfcd: ['REDEEM20'] });
    const result = await t.services.pricing.price(request, 'el', null);
    // 1500 due, the card holds 950: it pays 950.
    expect(result.giftCards[0]?.amountCents).toBe(950);
    await record(result, 'ORD-3');
    expect((await balances()).card).toBe(0);
    await expect(record(result, 'ORD-4')).rejects.toMatchObject({
      statusCode: 409,
      messageKey: 'gift_card_balance_changed',
    });
    expect((await balances()).card).toBe(0);
  });
});

describe('revertRedemptions', () => {
  it('gives back one cancelled order’s coupon use and gift-card amount, leaving other orders’ alone', async () => {
    const before = await balances();
    const card = await db()
      .select({ id: giftCards.id })
      .from(giftCards)
      .where(eq(giftCards.code, 'REDEEM20'));
    const cardId = card[0]?.id ?? 0;
    await db().transaction((tx) =>
      t.services.promotions.revertRedemptions(tx, {
        orderCode: 'ORD-1',
        giftCards: [{ id: cardId, amountCents: 1050 }],
      }),
    );
    // ORD-3's 950 stays taken; ORD-1's coupon use goes and its 1050 comes back.
    expect(await balances()).toEqual({ card: (before.card ?? 0) + 1050, uses: before.uses - 1 });
    const again = await t.services.pricing.price(
      cartTotalsRequestSchema.parse({ lines: [{ pid: A, quantity: 1 }], couponscodes: ['LASTONE'] }),
      'el',
      customerId,
    );
    expect(again.coupons[0]?.status).toBe('Applied');
  });
});
