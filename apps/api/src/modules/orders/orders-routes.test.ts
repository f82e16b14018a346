import {
  type OrderDetails,
  type OrderSaveResponse,
  OrderStatus,
  type OrderStatusChange,
  type OrderSummary,
} from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/index.ts';
import {
  type CheckoutWorld,
  checkoutWorld,
  orderForm,
  postOrder,
  uniqueKey,
} from '../checkout/test-fixtures.ts';
import { authHeaders, signedUpCustomer, uniqueIp } from '../customers/test-fixtures.ts';
import { staffMemberId } from '../staff/test-fixtures.ts';

let t: TestApp;
let world: CheckoutWorld;
let maria: { at: string; id: number };
let nikos: { at: string; id: number };
let mariasOrder: OrderSaveResponse;
let nikosOrder: OrderSaveResponse;
let guestOrder: OrderSaveResponse;

const GUEST_EMAIL = 'Tracking.Guest@example.gr';

async function get(url: string, session?: { at: string }, ip = uniqueIp()) {
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: ip,
    headers: session ? await authHeaders(t, session) : {},
  });
}

async function place(session: { at: string } | null, overrides: Record<string, unknown> = {}) {
  const response = await postOrder(
    t,
    orderForm(world, session ? { eml: undefined, ...overrides } : overrides),
    {
      key: uniqueKey(),
      ...(session ? { authorization: `Bearer ${session.at}` } : {}),
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderSaveResponse>();
}

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  world = await checkoutWorld(t);
  maria = await signedUpCustomer(t);
  nikos = await signedUpCustomer(t);
  mariasOrder = await place(maria, { lines: [{ pid: world.productId, qty: 3 }] });
  nikosOrder = await place(nikos, { stid: world.takeaway, tsid: world.larissa, ptid: world.bankDeposit });
  guestOrder = await place(null, { eml: GUEST_EMAIL });
});
afterAll(() => t.close());

describe('a customer reads only their own orders', () => {
  it('lists the customer’s orders', async () => {
    const response = await get('/api/en/orders/getbycustomerid', maria);
    expect(response.statusCode).toBe(200);
    const items = response.json<{ items: OrderSummary[] }>().items;
    expect(items).toEqual([
      expect.objectContaining({
        uid: mariasOrder.uid,
        code: mariasOrder.code,
        st: OrderStatus.Pending,
        amt: 47,
        cnt: 3,
      }),
    ]);
    expect((await get('/api/en/orders/getbycustomerid')).statusCode).toBe(401);
  });

  it.each([
    'orders/getorderbycustomer',
    'orderlines/getbyorderid',
    'orders/GetOrderType',
    'orders/GetOrderStatusChangesByOrderUID',
    'orders/GetOrderLoyaltyPoints',
  ])('%s answers the own order and 404 for another customer’s', async (path) => {
    expect((await get(`/api/en/${path}?uid=${mariasOrder.uid}`, maria)).statusCode).toBe(200);
    const foreign = await get(`/api/en/${path}?uid=${nikosOrder.uid}`, maria);
    expect(foreign.statusCode).toBe(404);
    const missing = await get(`/api/en/${path}?uid=no-such-order`, maria);
    expect(missing.json()).toEqual(foreign.json());
    expect((await get(`/api/en/${path}?uid=${mariasOrder.uid}`)).statusCode).toBe(401);
  });

  it('shows the order with its lines, totals, store and bank accounts', async () => {
    const own = (
      await get(`/api/el/orders/getorderbycustomer?uid=${nikosOrder.uid}`, nikos)
    ).json<OrderDetails>();
    expect(own).toMatchObject({
      code: nikosOrder.code,
      shipping: { kind: 'takeaway', amt: 0 },
      store: { ct: 'Λάρισα' },
      payment: { provider: 'bank_deposit' },
      statuses: [{ st: OrderStatus.Pending }],
    });
    expect(own.banks).toHaveLength(4);
    expect(own.lines).toEqual([
      expect.objectContaining({ olid: expect.any(Number), pid: world.productId, qty: 1, uprc: 15, amt: 15 }),
    ]);
    const type = await get(`/api/en/orders/GetOrderType?uid=${nikosOrder.uid}`, nikos);
    expect(type.json()).toEqual({
      uid: nikosOrder.uid,
      st: OrderStatus.Pending,
      kind: 'takeaway',
      provider: 'bank_deposit',
      rt: 'receipt',
    });
  });
});

describe('guest tracking by uid and email', () => {
  it('finds the order with its email in any letter case', async () => {
    const response = await get(
      `/api/en/orders/getorderbycustomer?uid=${guestOrder.uid}&email=${encodeURIComponent(GUEST_EMAIL.toLowerCase())}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderDetails>().eml).toBe(GUEST_EMAIL.toLowerCase());
  });

  it('finds the order by the code printed on the success page and in the mail, with the email in any case', async () => {
    for (const email of [GUEST_EMAIL, GUEST_EMAIL.toUpperCase(), ` ${GUEST_EMAIL.toLowerCase()} `]) {
      const response = await get(
        `/api/en/orders/getorderbycustomer?uid=${encodeURIComponent(guestOrder.code)}&email=${encodeURIComponent(email)}`,
      );
      expect(response.statusCode, email).toBe(200);
      expect(response.json<OrderDetails>().uid).toBe(guestOrder.uid);
    }
    const history = await get(
      `/api/en/orders/GetOrderStatusChangesByOrderUID?uid=${guestOrder.code}&email=${encodeURIComponent(GUEST_EMAIL)}`,
    );
    expect(history.statusCode).toBe(200);
    expect((await get(`/api/en/orders/getorderbycustomer?uid=${mariasOrder.code}`, maria)).statusCode).toBe(
      200,
    );
    // Another customer's code reads as no order, as their uid does.
    expect((await get(`/api/en/orders/getorderbycustomer?uid=${nikosOrder.code}`, maria)).statusCode).toBe(
      404,
    );
    const wrongEmail = await get(
      `/api/en/orders/getorderbycustomer?uid=${guestOrder.code}&email=other@example.gr`,
    );
    expect(wrongEmail.statusCode).toBe(404);
  });

  it('answers a wrong uid and a wrong email alike, and limits failures per address', async () => {
    const ip = uniqueIp();
    const wrongEmail = await get(
      `/api/en/orders/getorderbycustomer?uid=${guestOrder.uid}&email=x@example.gr`,
      undefined,
      ip,
    );
    const wrongUid = await get(
      `/api/en/orders/getorderbycustomer?uid=nope&email=${encodeURIComponent(GUEST_EMAIL)}`,
      undefined,
      ip,
    );
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongUid.statusCode).toBe(404);
    expect(wrongEmail.body).toBe(wrongUid.body);
    for (let attempt = 2; attempt < 20; attempt++) {
      await get(`/api/en/orders/getorderbycustomer?uid=nope-${attempt}&email=x@example.gr`, undefined, ip);
    }
    const limited = await get(
      `/api/en/orders/getorderbycustomer?uid=${guestOrder.uid}&email=${encodeURIComponent(GUEST_EMAIL)}`,
      undefined,
      ip,
    );
    expect(limited.statusCode).toBe(429);
    const elsewhere = await get(
      `/api/en/orders/getorderbycustomer?uid=${guestOrder.uid}&email=${encodeURIComponent(GUEST_EMAIL)}`,
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('shows the status history after a change made through the service', async () => {
    const id = await t.services.orders.reads.idOf(guestOrder.uid, { email: GUEST_EMAIL });
    if (id === undefined) throw new Error('guest order not found');
    const actor = { kind: 'staff' as const, id: await staffMemberId(t) };
    await t.services.orders.changeStatus(id, OrderStatus.Processing, { actor });
    await t.services.orders.changeStatus(id, OrderStatus.InDelivery, {
      actor,
      note: 'ACS 7001234567',
    });
    const response = await get(
      `/api/en/orders/GetOrderStatusChangesByOrderUID?uid=${guestOrder.uid}&email=${encodeURIComponent(GUEST_EMAIL)}`,
    );
    expect(
      response.json<{ items: OrderStatusChange[] }>().items.map((change) => [change.st, change.note]),
    ).toEqual([
      [OrderStatus.Pending, null],
      [OrderStatus.Processing, null],
      [OrderStatus.InDelivery, 'ACS 7001234567'],
    ]);
  });
});

describe('loyalty points of an order', () => {
  it('answers what an order earns and what a total would earn', async () => {
    const points = await get(`/api/en/orders/GetOrderLoyaltyPoints?uid=${mariasOrder.uid}`, maria);
    // 45 € of goods at one point per euro; shipping and the fee earn nothing.
    expect(points.json()).toEqual({ lpnt_used: 0, lpnt_earned: 45 });
    expect((await get('/api/en/orders/getcustomerloyaltypointranges?totalPrice=49.99')).json()).toEqual({
      c_lpnt: 49,
    });
    expect((await get('/api/en/orders/getcustomerloyaltypointranges?totalPrice=-1')).statusCode).toBe(400);
  });

  it('credits a guest’s order with no points: there is no account to earn them', async () => {
    const points = await get(
      `/api/en/orders/GetOrderLoyaltyPoints?uid=${guestOrder.uid}&email=${encodeURIComponent(GUEST_EMAIL)}`,
    );
    expect(points.json()).toEqual({ lpnt_used: 0, lpnt_earned: 0 });
  });
});
