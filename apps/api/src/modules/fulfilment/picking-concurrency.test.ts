import { type AdminPackResult, type OrderSaveResponse, OrderStatus } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPacks, orderStatusChanges, orders, products, stockLocations } from '../../db/schema/index.ts';
import { seedInventoryDemo } from '../../db/seed/inventory-demo.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import {
  type CheckoutWorld,
  checkoutWorld,
  orderForm,
  postOrder,
  uniqueKey,
} from '../checkout/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

/**
 * Staff packing the same order at once, on a real PostgreSQL server (`TEST_DATABASE_URL`), where
 * the requests' statements interleave: the order is packed once and moves status once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('packing under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let world: CheckoutWorld;
  const staff: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    world = await checkoutWorld(t, 100);
    await seedInventoryDemo(t.database.db);
    for (let index = 0; index < 6; index++) staff.push(await signedInStaff(t, 'SalesPerson'));
  });
  afterAll(() => t.close());

  it('six staff packing one pickup order at once pack it once and make it ready once', async () => {
    const [lamia] = await t.database.db.select().from(stockLocations).where(eq(stockLocations.code, 'lamia'));
    if (!lamia) throw new Error('no Lamia');
    // The store holds the lines: the pickup order takes them from it, ready now.
    await t.services.inventory.setAtLocations(
      [{ locationId: lamia.id, productId: world.productId, dimensionId: null, stock: 5 }],
      { staffId: null, reason: 'race test count' },
    );
    const placed = await postOrder(
      t,
      orderForm(world, {
        lines: [{ pid: world.productId, pdid: 0, qty: 2 }],
        stid: world.takeaway,
        tsid: lamia?.takeawayStoreId,
        ptid: world.card,
      }),
      { key: uniqueKey() },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.uid, placed.json<OrderSaveResponse>().uid));
    if (!order) throw new Error('no order');
    await t.services.orders.markPaid(order.id, {
      provider: 'sandbox',
      transactionId: 'race',
      amountCents: order.totalCents,
    });
    const [product] = await t.database.db
      .select({ code: products.code })
      .from(products)
      .where(eq(products.id, world.productId));
    expect(await t.services.inventory.takesAt(lamia.id, [order.id])).toMatchObject([{ quantity: 2 }]);

    const answers = await Promise.all(
      staff.map(async (bearer) => {
        const token = await xsrf(t.app);
        return t.app.inject({
          method: 'POST',
          url: '/api/el/admin/picking/pack',
          headers: { ...token.headers, authorization: `Bearer ${bearer}` },
          payload: {
            orderId: order.id,
            locationId: lamia.id,
            picked: [{ code: product?.code, quantity: 2 }],
          },
        });
      }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(staff.map(() => 200));
    const results = answers.map((answer) => answer.json<AdminPackResult>());
    expect(results.filter((result) => result.packedNow)).toHaveLength(1);
    expect(new Set(results.map((result) => result.packed.at)).size).toBe(1);
    const packs = await t.database.db.select().from(orderPacks).where(eq(orderPacks.orderId, order.id));
    expect(packs).toHaveLength(1);
    const ready = await t.database.db
      .select()
      .from(orderStatusChanges)
      .where(
        and(
          eq(orderStatusChanges.orderId, order.id),
          eq(orderStatusChanges.toStatus, OrderStatus.ReadyForPickup),
        ),
      );
    expect(ready).toHaveLength(1);
  });
});
