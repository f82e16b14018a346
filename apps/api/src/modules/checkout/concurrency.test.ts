import { type OrderSaveResponse, OrderStatus, type OrderTotalsChanged } from '@shop/contract';
import { count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, giftCards, orders, products, promotionPolicies } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { type CheckoutWorld, checkoutWorld, orderForm, postOrder, uniqueKey } from './test-fixtures.ts';

/**
 * Races on a real PostgreSQL server (`TEST_DATABASE_URL`), where transactions run in parallel on
 * several connections; PGlite runs one at a time and could not lose a race.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('order placement under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let world: CheckoutWorld;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '60' } });
    world = await checkoutWorld(t, 10);
  });
  afterAll(() => t.close());

  it('sells 10 in stock exactly once: 200 parallel checkouts → 10 orders, 190 out of stock, no 5xx, stock 0', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        postOrder(t, orderForm(world, { eml: `racer.${index}@example.gr` }), { key: uniqueKey() }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const [row] = await db()
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, world.productId));
    expect(row?.stock).toBe(0);
    const uids = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<OrderSaveResponse>().uid);
    const [placed] = await db().select({ value: count() }).from(orders).where(inArray(orders.uid, uids));
    expect(placed?.value).toBe(10);
  });

  it('places one order for one key sent 20 times at once', async () => {
    await t.services.inventory.setStock(world.productId, null, 5);
    const key = uniqueKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        postOrder(t, orderForm(world, { eml: 'double.click@example.gr' }), { key }),
      ),
    );
    const ok = responses.filter((response) => response.statusCode === 200);
    const busy = responses.filter((response) => response.statusCode === 409);
    expect(ok.length + busy.length).toBe(20);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((response) => response.json<OrderSaveResponse>().uid)).size).toBe(1);
    const [placed] = await db().select({ value: count() }).from(orders).where(eq(orders.idempotencyKey, key));
    expect(placed?.value).toBe(1);
    const [row] = await db()
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, world.productId));
    expect(row?.stock).toBe(4);
    // Once the first has finished, the key answers its order.
    const later = await postOrder(t, orderForm(world, { eml: 'double.click@example.gr' }), { key });
    expect(later.json<OrderSaveResponse>()).toMatchObject({
      uid: ok[0]?.json<OrderSaveResponse>().uid,
      status: OrderStatus.Pending,
    });
  });
  it('gives a single-use coupon and a one-order gift card to one of 20 parallel orders; the rest are refused with the new totals, none placed at full price', async () => {
    await t.services.inventory.setStock(world.productId, null, 100);
    const [policy] = await db()
      .insert(promotionPolicies)
      .values({
        code: 'race-once-20',
        nameEl: 'Μία χρήση -20%',
        nameEn: 'Single use -20%',
        kind: 'Percentage',
        percent: 20,
        combinationRule: 'CouponOnly',
      })
      .returning({ id: promotionPolicies.id });
    if (!policy) throw new Error('policy not inserted');
    await db().insert(coupons).values({ code: 'RACEONCE', policyId: policy.id, maxRedemptions: 1 });
    await db().insert(giftCards).values({ code: 'RACE-CARD-0001', initialCents: 1000, balanceCents: 1000 });

    for (const [field, code, prefix, shown] of [
      ['couponscodes', 'RACEONCE', 'race-coupon', 17.5],
      ['gfcd', 'RACE-CARD-0001', 'race-card', 10.5],
    ] as const) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          postOrder(
            t,
            orderForm(world, { eml: `${prefix}.${index}@example.gr`, [field]: [code], amt: shown }),
            { key: uniqueKey() },
          ),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(
        statuses.filter((status) => status === 200),
        field,
      ).toHaveLength(1);
      expect(
        statuses.filter((status) => status === 409),
        field,
      ).toHaveLength(19);
      for (const refused of responses.filter((response) => response.statusCode === 409)) {
        const body = refused.json<OrderTotalsChanged>();
        expect(body.code).toBe('redemption_lost');
        // The totals as they now are: the full price, for the shopper to accept or not.
        expect(body.totals?.amt).toBe(20.5);
      }
      const placed = await db()
        .select({ total: orders.totalCents })
        .from(orders)
        .where(like(orders.email, `${prefix}.%`));
      expect(placed.map((row) => row.total)).toEqual([shown * 100]);
    }
  });
});
