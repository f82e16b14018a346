import { type OrderSaveResponse, OrderStatus, type OrderStatusChange } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
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

  it('keeps the internal note from the customer: only the note to the customer is in their history and mail', async () => {
    const email = uniqueEmail('admin-notes');
    const order = await placedOrder(email);
    expect((await changeStatus(sales, { uid: order.uid, st: OrderStatus.Processing })).statusCode).toBe(200);
    const moved = await changeStatus(sales, {
      uid: order.uid,
      st: OrderStatus.InDelivery,
      note: 'ACS 5550 1234',
      inote: 'Customer phoned, rude; check the address twice.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.body).not.toContain('rude');
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/el/orders/GetOrderStatusChangesByOrderUID?uid=${order.uid}&email=${encodeURIComponent(email)}`,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items.at(-1).note).toBe('ACS 5550 1234');
    expect(history.body).not.toContain('rude');
    const mails = (await t.services.mail.list()).filter((mail) => mail.recipient === email);
    expect(mails.some((mail) => mail.text.includes('ACS 5550 1234'))).toBe(true);
    expect(mails.some((mail) => `${mail.subject}${mail.text}${mail.html}`.includes('rude'))).toBe(false);
    const staffView = (await staffGet(inspector, `getbyuid?uid=${order.uid}`)).json();
    expect(staffView.history.at(-1)).toMatchObject({
      note: 'ACS 5550 1234',
      inote: 'Customer phoned, rude; check the address twice.',
    });
    expect(staffView.trk).toBe('ACS 5550 1234');
    expect(JSON.stringify(staffView.statuses)).not.toContain('rude');
    const tooLong = await changeStatus(sales, {
      uid: order.uid,
      st: OrderStatus.InDelivery,
      inote: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ inote: ['too_long'] });
  });

  it('offers and allows Ready for pickup only for an order picked up in a store', async () => {
    const courier = await placedOrder(uniqueEmail('admin-pickup'));
    expect((await changeStatus(sales, { uid: courier.uid, st: OrderStatus.Processing })).statusCode).toBe(
      200,
    );
    expect((await staffGet(inspector, `getbyuid?uid=${courier.uid}`)).json().next).not.toContain(
      OrderStatus.ReadyForPickup,
    );
    const refused = await changeStatus(sales, { uid: courier.uid, st: OrderStatus.ReadyForPickup });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('order_status_change_not_allowed');

    const response = await postOrder(
      t,
      orderForm(world, {
        eml: uniqueEmail('admin-pickup'),
        stid: world.takeaway,
        tsid: world.larissa,
        ptid: world.bankDeposit,
      }),
      { key: uniqueKey() },
    );
    expect(response.statusCode, response.body).toBe(200);
    const store = response.json<OrderSaveResponse>();
    expect((await changeStatus(sales, { uid: store.uid, st: OrderStatus.Processing })).statusCode).toBe(200);
    expect((await staffGet(inspector, `getbyuid?uid=${store.uid}`)).json().next).toContain(
      OrderStatus.ReadyForPickup,
    );
    expect((await changeStatus(sales, { uid: store.uid, st: OrderStatus.ReadyForPickup })).statusCode).toBe(
      200,
    );
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

async function staffGet(bearer: string | null, path: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/en/admin/orders/${path}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

describe('staff read orders (admin/orders/getall, getbyuid)', () => {
  it('lists every order, searched by code, email, name or mobile, filtered and sorted, paged on the server', async () => {
    const email = uniqueEmail('admin-list');
    const first = await placedOrder(email);
    const second = await postOrder(
      t,
      orderForm(world, { eml: email, fnm: 'Ξανθή', lnm: 'Ζαχαρίου', mob: '6987654321' }),
      { key: uniqueKey() },
    );
    const secondUid = second.json<OrderSaveResponse>().uid;
    expect((await changeStatus(sales, { uid: secondUid, st: OrderStatus.Processing })).statusCode).toBe(200);

    const byEmail = await staffGet(inspector, `getall?q=${encodeURIComponent(email)}&sort=date&dir=asc`);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json().items.map((item: { uid: string }) => item.uid)).toEqual([first.uid, secondUid]);
    expect(byEmail.json().total).toBe(2);

    const byName = (await staffGet(sales, `getall?q=${encodeURIComponent('ζαχαρ')}`)).json();
    expect(byName.items.map((item: { uid: string }) => item.uid)).toContain(secondUid);
    expect(byName.items.map((item: { uid: string }) => item.uid)).not.toContain(first.uid);
    const byMobile = (await staffGet(sales, 'getall?q=698%20765%204321')).json();
    expect(byMobile.items[0]).toMatchObject({ uid: secondUid, nm: 'Ξανθή Ζαχαρίου', mob: '6987654321' });

    const processing = (
      await staffGet(
        sales,
        `getall?q=${encodeURIComponent(email)}&st=${OrderStatus.Processing}&pay=cash_on_delivery`,
      )
    ).json();
    expect(processing.items.map((item: { uid: string }) => item.uid)).toEqual([secondUid]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' }).format(new Date());
    const paged = (
      await staffGet(sales, `getall?q=${encodeURIComponent(email)}&from=${today}&to=${today}&psize=1&page=2`)
    ).json();
    expect(paged).toMatchObject({ total: 2, page: 2, psize: 1 });
    expect(paged.items).toHaveLength(1);
    const yesterday = (await staffGet(sales, `getall?q=${encodeURIComponent(email)}&to=2000-01-01`)).json();
    expect(yesterday.total).toBe(0);
  });

  it('refuses bad filters with field errors, and the list to a customer', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/el/admin/orders/getall?st=42&from=2026-13-01&pay=gold&psize=0',
      headers: { authorization: `Bearer ${sales}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'pay', 'psize', 'st']);
    const reversed = await staffGet(sales, 'getall?from=2026-02-01&to=2026-01-01');
    expect(reversed.json().errors).toEqual({ to: ['invalid_date_range'] });
    expect((await staffGet(customer, 'getall')).statusCode).toBe(401);
  });

  it('answers one order with the payment record, who moved it, the moves allowed next and the tracking number', async () => {
    const order = await placedOrder(uniqueEmail('admin-detail'));
    await changeStatus(sales, { uid: order.uid, st: OrderStatus.Processing });
    await changeStatus(sales, { uid: order.uid, st: OrderStatus.InDelivery, note: 'ACS 1234' });
    const detail = await staffGet(inspector, `getbyuid?uid=${order.uid}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({ uid: order.uid, st: OrderStatus.InDelivery, trk: 'ACS 1234', paid: null });
    expect(body.next).toEqual([
      OrderStatus.Completed,
      OrderStatus.PartiallyDelivered,
      OrderStatus.NotDelivered,
    ]);
    expect(body.history.map((change: { actor: string }) => change.actor)).toEqual([
      'guest',
      'staff',
      'staff',
    ]);
    expect(body.history[2].by).toMatch(/^salesperson\./);
    expect(body.lines).toHaveLength(1);
    expect(body.billing).toMatchObject({ fnm: 'Μαρία' });
    expect((await staffGet(inspector, 'getbyuid?uid=nothing-here')).statusCode).toBe(404);
  });
});

describe('the back office dashboard (admin/dashboard/get)', () => {
  it("counts today's orders and revenue, the orders waiting by status, low stock and reviews to approve", async () => {
    const dashboard = async (query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/en/admin/dashboard/get${query}`,
        headers: { authorization: `Bearer ${inspector}` },
      });
    const before = (await dashboard()).json();
    const order = await placedOrder(uniqueEmail('dashboard'));
    const after = await dashboard('?low=100000');
    expect(after.statusCode, after.body).toBe(200);
    const body = after.json();
    expect(body.today.orders).toBe(before.today.orders + 1);
    const placed = (await staffGet(inspector, `getbyuid?uid=${order.uid}`)).json();
    expect(body.today.revenue).toBeCloseTo(before.today.revenue + placed.amt, 2);
    // Unpaid (a bank deposit still to come) and cancelled orders are no revenue.
    const unpaid = await postOrder(
      t,
      orderForm(world, { eml: uniqueEmail('dashboard'), ptid: world.bankDeposit }),
      {
        key: uniqueKey(),
      },
    );
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    const cancelled = await placedOrder(uniqueEmail('dashboard'));
    expect((await changeStatus(sales, { uid: cancelled.uid, st: OrderStatus.Cancelled })).statusCode).toBe(
      200,
    );
    const later = (await dashboard()).json();
    expect(later.today.orders).toBe(body.today.orders + 1);
    expect(later.today.revenue).toBeCloseTo(body.today.revenue, 2);
    // Once the deposit is confirmed (Processing), it is.
    const deposit = unpaid.json<OrderSaveResponse>();
    expect((await changeStatus(sales, { uid: deposit.uid, st: OrderStatus.Processing })).statusCode).toBe(
      200,
    );
    const paid = (await staffGet(inspector, `getbyuid?uid=${deposit.uid}`)).json();
    expect((await dashboard()).json().today.revenue).toBeCloseTo(body.today.revenue + paid.amt, 2);
    const pending = (list: { st: number; cnt: number }[]) =>
      list.find((row) => row.st === OrderStatus.Pending)?.cnt;
    expect(pending(body.waiting)).toBe((pending(before.waiting) ?? 0) + 1);
    expect(body.lowStock.threshold).toBe(100000);
    expect(body.lowStock.total).toBeGreaterThan(0);
    expect(body.lowStock.items[0]).toHaveProperty('stock');
    expect(typeof body.pendingReviews).toBe('number');
    expect((await dashboard('?low=-1')).json().errors).toEqual({ low: ['invalid_value'] });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/en/admin/dashboard/get',
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(refused.statusCode).toBe(401);
  });
});

describe('a return marked by staff', () => {
  it('gives back the stock the order took, once, and audits the move', async () => {
    const stockOf = async () => {
      const [row] = await t.database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, world.productId));
      return row?.stock ?? -1;
    };
    const before = await stockOf();
    const order = await placedOrder(uniqueEmail('admin-return'));
    expect(await stockOf()).toBe(before - 1);
    for (const st of [
      OrderStatus.Processing,
      OrderStatus.InDelivery,
      OrderStatus.Completed,
      OrderStatus.Returned,
    ])
      expect((await changeStatus(sales, { uid: order.uid, st })).statusCode).toBe(200);
    expect(await stockOf()).toBe(before);
    expect((await changeStatus(sales, { uid: order.uid, st: OrderStatus.Refund })).statusCode).toBe(200);
    expect(await stockOf()).toBe(before);
    const detail = (await staffGet(inspector, `getbyuid?uid=${order.uid}`)).json();
    expect(detail.st).toBe(OrderStatus.Refund);
    expect(detail.next).toEqual([]);
  });
});
