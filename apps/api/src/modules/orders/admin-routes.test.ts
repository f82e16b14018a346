import { type OrderSaveResponse, OrderStatus, type OrderStatusChange } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import {
  type CheckoutWorld,
  checkoutWorld,
  orderForm,
  postOrder,
  uniqueKey,
} from '../checkout/test-fixtures.ts';
import { signedUpCustomer, uniqueEmail } from '../customers/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let world: CheckoutWorld;
let sales: string;
let inspector: string;
let customer: string;

async function changeStatus(bearer: string | null, payload: Record<string, unknown>) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/en/admin/orders/changestatus',
    headers: { ...token.headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    payload,
  });
}

async function placedOrder(email: string): Promise<OrderSaveResponse> {
  const response = await postOrder(t, orderForm(world, { eml: email }), { key: uniqueKey() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderSaveResponse>();
}

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  world = await checkoutWorld(t);
  sales = await signedInStaff(t, 'SalesPerson');
  inspector = await signedInStaff(t, 'Inspector');
  customer = (await signedUpCustomer(t)).at;
});
afterAll(() => t.close());

describe('staff change an order’s status (admin/orders/changestatus)', () => {
  it('moves an order along the transition table, records the staff member and mails the tracking number', async () => {
    const email = uniqueEmail('admin-status');
    const order = await placedOrder(email);
    expect((await changeStatus(sales, { uid: order.uid, st: OrderStatus.Processing })).statusCode).toBe(200);
    const shipped = await changeStatus(sales, {
      uid: order.uid,
      st: OrderStatus.InDelivery,
      note: 'ACS 7284 1190 55',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const history = shipped.json<{ items: OrderStatusChange[] }>().items;
    expect(history.map((change) => change.st)).toEqual([
      OrderStatus.Pending,
      OrderStatus.Processing,
      OrderStatus.InDelivery,
    ]);
    expect(history.at(-1)?.note).toBe('ACS 7284 1190 55');
    const mails = (await t.services.mail.list()).filter((mail) => mail.recipient === email);
    expect(mails.some((mail) => mail.text.includes('ACS 7284 1190 55'))).toBe(true);
  });

  it('refuses a move the table does not allow with 422, and changes nothing', async () => {
    const order = await placedOrder(uniqueEmail('admin-status'));
    const skipped = await changeStatus(sales, { uid: order.uid, st: OrderStatus.Completed });
    expect(skipped.statusCode).toBe(422);
    expect(skipped.json().code).toBe('order_status_change_not_allowed');
    const orderId = await t.services.orders.idOf(order.uid);
    expect((await t.services.orders.reads.statusChanges(orderId ?? 0)).map((change) => change.st)).toEqual([
      OrderStatus.Pending,
    ]);
  });

  it('lets only a SalesPerson: an Inspector gets 403, a customer’s token and none get 401', async () => {
    const order = await placedOrder(uniqueEmail('admin-status'));
    const move = { uid: order.uid, st: OrderStatus.Processing };
    expect((await changeStatus(inspector, move)).statusCode).toBe(403);
    expect((await changeStatus(customer, move)).statusCode).toBe(401);
    expect((await changeStatus(null, move)).statusCode).toBe(401);
    const orderId = await t.services.orders.idOf(order.uid);
    expect(await t.services.orders.reads.statusChanges(orderId ?? 0)).toHaveLength(1);
  });

  it('answers 404 for an unknown uid and 400 with field errors for a status that does not exist', async () => {
    expect((await changeStatus(sales, { uid: 'no-such-order', st: OrderStatus.Processing })).statusCode).toBe(
      404,
    );
    const order = await placedOrder(uniqueEmail('admin-status'));
    const wrong = await changeStatus(sales, { uid: order.uid, st: 42 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('st');
  });
});
