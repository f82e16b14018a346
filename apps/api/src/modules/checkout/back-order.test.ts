import { Availability, type OrderSaveResponse, type Product } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { type CheckoutWorld, checkoutWorld, orderForm, postOrder, uniqueKey } from './test-fixtures.ts';

let t: TestApp;
let world: CheckoutWorld;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  world = await checkoutWorld(t, 1);
});
afterAll(() => t.close());

async function setAvailability(availability: Availability) {
  await db().update(products).set({ availability }).where(eq(products.id, world.productId));
  await t.services.inventory.notifyStockChanged([world.productId]);
}
async function product(): Promise<Product> {
  const response = await t.app.inject({ url: `/api/el/products/getbyidfront?id=${world.productId}` });
  expect(response.statusCode).toBe(200);
  return response.json<Product>();
}
async function stock() {
  const [row] = await db()
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, world.productId));
  return row?.stock;
}
const order = (qty: number) =>
  postOrder(t, orderForm(world, { lines: [{ pid: world.productId, pdid: 0, qty }] }), { key: uniqueKey() });

describe('a product delivered in 2-5 days (back-order, decision 010)', () => {
  it('is offered as orderable (ast 1) with its own label (avl), and sells beyond its stock', async () => {
    await setAvailability(Availability.Days_2_5);
    expect(await product()).toMatchObject({
      ast: Availability.Available,
      avl: Availability.Days_2_5,
      qty: 1,
    });

    const placed = await order(3);
    expect(placed.statusCode, placed.body).toBe(200);
    // One taken from stock, two ordered from the supplier; stock never below zero.
    expect(await stock()).toBe(0);
    const [row] = await db()
      .select()
      .from(orders)
      .where(eq(orders.uid, placed.json<OrderSaveResponse>().uid));
    expect(row?.backOrdered).toEqual([{ productId: world.productId, dimensionId: null, quantity: 2 }]);
    expect(await product()).toMatchObject({ ast: Availability.Available, avl: Availability.Days_2_5 });

    // Cancelling gives back the one it took, not the two it waited for.
    await t.services.orders.cancel(row?.id ?? 0, { reason: 'staff', actor: { kind: 'staff', id: null } });
    expect(await stock()).toBe(1);
  });

  it('is not orderable once the shop marks it sold out: ast 3 and 409 at the save', async () => {
    await t.services.inventory.setStock(world.productId, null, 0);
    await setAvailability(Availability.Exhausted);
    expect(await product()).toMatchObject({ ast: Availability.Exhausted, avl: Availability.Exhausted });
    const refused = await order(1);
    expect(refused.statusCode).toBe(409);
    await setAvailability(Availability.ComingSoon);
    expect(await product()).toMatchObject({ ast: Availability.ComingSoon, avl: Availability.ComingSoon });
  });
});
