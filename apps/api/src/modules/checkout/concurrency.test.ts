import { type OrderSaveResponse, OrderStatus } from '@shop/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index.ts';
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
});
