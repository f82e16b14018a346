import type { OrderSaveResponse, OrderTotalsChanged } from '@shop/contract';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, giftCards, orders, promotionPolicies } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { type CheckoutWorld, checkoutWorld, orderForm, postOrder, uniqueKey } from './test-fixtures.ts';

/**
 * A coupon or gift card the shopper was shown as applied, then used by another order before theirs
 * was placed: the save refuses with the new totals instead of charging the full price.
 */

let t: TestApp;
let world: CheckoutWorld;

async function singleUseCoupon(code: string) {
  const [policy] = await t.database.db
    .insert(promotionPolicies)
    .values({
      code: `policy-${code.toLowerCase()}`,
      nameEl: 'Μία χρήση -20%',
      nameEn: 'Single use -20%',
      kind: 'Percentage',
      percent: 20,
      combinationRule: 'CouponOnly',
    })
    .returning({ id: promotionPolicies.id });
  if (!policy) throw new Error('policy not inserted');
  await t.database.db.insert(coupons).values({ code, policyId: policy.id, maxRedemptions: 1 });
}

const totalsRequest = (overrides: Record<string, unknown>) =>
  postOrder(t, orderForm(world, overrides), { path: 'orders/composeordertotals' });

async function ordersOf(prefix: string) {
  const [row] = await t.database.db
    .select({ value: count() })
    .from(orders)
    .where(like(orders.email, `${prefix}%`));
  return row?.value ?? 0;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  world = await checkoutWorld(t);
});
afterAll(() => t.close());

describe('a redemption lost to another order', () => {
  it('refuses the second order with the coupon used up and the new totals, in both languages', async () => {
    await singleUseCoupon('ONCE20');
    const shown = (await totalsRequest({ couponscodes: ['ONCE20'] })).json<{ amt: number }>();
    // 15.00 € less 20 %, courier 3.50 €, cash on delivery 2.00 €.
    expect(shown.amt).toBe(17.5);
    const first = await postOrder(
      t,
      orderForm(world, { eml: 'lost-first@example.gr', couponscodes: ['ONCE20'], amt: shown.amt }),
      { key: uniqueKey() },
    );
    expect(first.statusCode, first.body).toBe(200);

    const second = await postOrder(
      t,
      orderForm(world, { eml: 'lost-second@example.gr', couponscodes: ['ONCE20'], amt: shown.amt }),
      { key: uniqueKey(), lang: 'el' },
    );
    expect(second.statusCode).toBe(409);
    const body = second.json<OrderTotalsChanged>();
    expect(body.code).toBe('redemption_lost');
    expect(body.message).toContain('Ελέγξτε τα νέα σύνολα');
    expect(body.errors).toEqual({ couponscodes: ['redemption_lost'] });
    expect(body.totals?.amt).toBe(20.5);
    expect(body.totals?.coupons).toEqual([expect.objectContaining({ cd: 'ONCE20', status: 'Redeemed' })]);
    expect(await ordersOf('lost-second')).toBe(0);

    // A client that does not send what it showed is refused alike: the code it asked for is gone.
    const english = await postOrder(
      t,
      orderForm(world, { eml: 'lost-third@example.gr', couponscodes: ['ONCE20'] }),
      { key: uniqueKey() },
    );
    expect(english.statusCode).toBe(409);
    expect(english.json<OrderTotalsChanged>().message).toContain('Check the new totals');
    expect(await ordersOf('lost-third')).toBe(0);
  });

  it('refuses an order whose gift card was emptied or lowered meanwhile', async () => {
    await t.database.db
      .insert(giftCards)
      .values({ code: 'LOST-CARD-0001', initialCents: 1000, balanceCents: 1000 });
    const shown = (await totalsRequest({ gfcd: ['LOST-CARD-0001'] })).json<{ amt: number }>();
    expect(shown.amt).toBe(10.5);
    const first = await postOrder(
      t,
      orderForm(world, { eml: 'card-first@example.gr', gfcd: ['LOST-CARD-0001'], amt: shown.amt }),
      { key: uniqueKey() },
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await postOrder(
      t,
      orderForm(world, { eml: 'card-second@example.gr', gfcd: ['LOST-CARD-0001'], amt: shown.amt }),
      { key: uniqueKey() },
    );
    expect(second.statusCode).toBe(409);
    expect(second.json<OrderTotalsChanged>()).toMatchObject({
      code: 'redemption_lost',
      errors: { gfcd: ['redemption_lost'] },
      totals: { amt: 20.5 },
    });
    expect(await ordersOf('card-second')).toBe(0);
  });

  it('refuses a total above the one shown, and places it when the shopper saw it', async () => {
    const dearer = await postOrder(t, orderForm(world, { eml: 'shown-less@example.gr', amt: 19.99 }), {
      key: uniqueKey(),
    });
    expect(dearer.statusCode).toBe(409);
    expect(dearer.json<OrderTotalsChanged>()).toMatchObject({
      code: 'totals_changed',
      totals: { amt: 20.5 },
    });
    const same = await postOrder(t, orderForm(world, { eml: 'shown-same@example.gr', amt: 20.5 }), {
      key: uniqueKey(),
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<OrderSaveResponse>().code).toMatch(/^\d{4}-\d{6}$/);
  });
});
