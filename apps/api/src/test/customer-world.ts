/**
 * The world of the cross-customer matrix (`cross-customer.test.ts`): customer A with one of
 * everything, customer B and a guest with their own, a SalesPerson, and how each of them calls a
 * route. A matrix row (`Case`) names an operation, what everyone else sends for A's objects and
 * what A (or staff) sends to reach them.
 */
import type { CustomerSession, OrderSaveResponse } from '@shop/contract';
import { expect } from 'vitest';
import { testAppointments } from '../modules/appointments/test-fixtures.ts';
import {
  type CheckoutWorld,
  checkoutWorld,
  orderForm,
  uniqueKey,
} from '../modules/checkout/test-fixtures.ts';
import { signedUpCustomer, uniqueEmail, uniqueIp } from '../modules/customers/test-fixtures.ts';
import { placeTestOrder } from '../modules/orders/test-fixtures.ts';
import { testRepeatPurchases } from '../modules/repeat-purchases/test-fixtures.ts';
import { testReturn } from '../modules/returns/test-fixtures.ts';
import { signedInStaff } from '../modules/staff/test-fixtures.ts';
import { type TestApp, type XsrfToken, xsrf } from './index.ts';

type Actor = 'A' | 'B' | 'guest' | 'staff';
type Query = Record<string, string | number>;

export interface Call {
  who: Actor;
  query?: Query;
  body?: object;
  headers?: Record<string, string>;
  /** The statuses that count as the expected answer. */
  status: readonly number[];
  /** More to check of the answer. */
  check?: (body: unknown) => void | Promise<void>;
}

/** What A (or, on a staff route, a staff member) sends to reach its own object. */
type OwnerCall = Call & { sees?: string };

export interface Case {
  /** `METHOD path` as in the OpenAPI, without the `/api/{lang}/` prefix. */
  op: string;
  /** Everyone else, asking for A's objects. */
  others: (world: CustomerWorld) => Call[];
  owner: (world: CustomerWorld) => OwnerCall;
}

export const DENIED = [401, 403, 404] as const;

export const denyAll = (request: Omit<Call, 'who' | 'status'>, who: Actor[] = ['B', 'guest']): Call[] =>
  who.map((actor) => ({ who: actor, status: DENIED, ...request }));

/** A's personal data, none of which may reach anyone else. */
const A_FIRST = 'Αλκμήνη';
export const A_LAST = 'Ζαχαριάδου';
export const A_MOBILE = '6944771100';
export const A_STREET = 'Οδός Ζαχαριάδου 77';
export const A_TITLE = 'Εξοχικό Αλκμήνης';
export const A_LIST = 'Λίστα της Αλκμήνης';
export const A_REVIEW = 'Η γνώμη της Αλκμήνης';
export const A_GIFT_RECIPIENT = 'Φίλη της Αλκμήνης';

/** A placed order of A's: its database id, the uid the routes take, and the code shown to the customer. */
interface PlacedOrder {
  id: number;
  uid: string;
  code: string;
}

/** A's objects; `spare` ones take the owner's changes and deletions, so the main ones stay for the next route. */
interface ObjectsOfA {
  address: number;
  spareAddress: number;
  list: number;
  spareList: number;
  order: { uid: string; code: string; key: string };
  alpha: PlacedOrder;
  winbank: PlacedOrder;
  cash: PlacedOrder;
  orderId: number;
  /** The receipt of A's order (decision 043). */
  document: number;
  /** A's review (pending) of the checkout product. */
  review: number;
  /** A's repeat purchase of the checkout product, and a spare of another product. */
  repeat: number;
  spareRepeat: number;
  /** A's online appointments: the main one, the spare A cancels and the one staff cancel. */
  appointment: number;
  spareAppointment: number;
  staffAppointment: number;
  /** A's return (requested) of a unit of A's order. */
  returnId: number;
}

/** Who can call a route with a token: the app, the XSRF token every call carries, and the sessions. */
interface Callers {
  t: TestApp;
  token: XsrfToken;
  a: CustomerSession;
  b: CustomerSession;
  staffAt?: string;
}

export interface CustomerWorld extends Callers {
  staffAt: string;
  /** The demo checkout options and the plain product every order buys. */
  checkout: CheckoutWorld;
  emailA: string;
  guestEmail: string;
  A: ObjectsOfA;
  guestOrder: OrderSaveResponse;
  guestKey: string;
}

const bearer = (callers: Callers, who: Actor): string | undefined =>
  who === 'A' ? callers.a.at : who === 'B' ? callers.b.at : who === 'staff' ? callers.staffAt : undefined;

function urlOf(op: string, query?: Query): { method: string; url: string } {
  const [method, path] = op.split(' ') as [string, string];
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`
    : '';
  return { method, url: `${path.startsWith('/') ? path : `/api/el/${path}`}${search}` };
}

/** Every call carries a valid XSRF token, so a refusal is the route's, never the XSRF check's. */
export async function send(callers: Callers, op: string, call: Omit<Call, 'status'>) {
  const { method, url } = urlOf(op, call.query);
  const authorization = bearer(callers, call.who);
  return callers.t.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: uniqueIp(),
    headers: {
      ...callers.token.headers,
      ...(authorization ? { authorization: `Bearer ${authorization}` } : {}),
      ...call.headers,
    },
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
}

export function address(change: Record<string, unknown> = {}) {
  return {
    tl: A_TITLE,
    fnm: A_FIRST,
    lnm: A_LAST,
    adr1: A_STREET,
    ctid: 1,
    crid: 1,
    ct: 'Αθήνα',
    pc: '106 79',
    mob: A_MOBILE,
    cmt: 'Κουδούνι Αλκμήνης',
    ...change,
  };
}

export function aProfile() {
  return { fnm: A_FIRST, lnm: A_LAST, mob: A_MOBILE, gd: 'female', dob: '1985-05-05' };
}

export function aOrderForm({ checkout, emailA }: Pick<CustomerWorld, 'checkout' | 'emailA'>) {
  return orderForm(checkout, {
    eml: emailA,
    ptid: checkout.card,
    fnm: A_FIRST,
    lnm: A_LAST,
    mob: A_MOBILE,
    adr1: A_STREET,
  });
}

/**
 * Signs up A and B on `t` and gives each, the guest and a SalesPerson what the matrix asks for:
 * A a profile, two addresses, two lists with a product, a cart, points, four orders (by card,
 * Alpha Bank, Winbank and cash) and a review; B an address and a cart; the guest an order of its own.
 */
export async function customerWorld(t: TestApp): Promise<CustomerWorld> {
  const emailA = uniqueEmail('alkmini');
  const guestEmail = uniqueEmail('guest');
  const checkout = await checkoutWorld(t);
  const token = await xsrf(t.app);

  const a = await signedUpCustomer(t, emailA);
  const b = await signedUpCustomer(t);
  const callers: Callers = { t, token, a, b };
  const as = (who: Actor, op: string, request: Omit<Call, 'who' | 'status'> = {}) =>
    send(callers, op, { who, ...request });
  const ok = async (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const A: ObjectsOfA = {
    address: 0,
    spareAddress: 0,
    list: 0,
    spareList: 0,
    order: { uid: '', code: '', key: '' },
    alpha: { id: 0, uid: '', code: '' },
    winbank: { id: 0, uid: '', code: '' },
    cash: { id: 0, uid: '', code: '' },
    orderId: 0,
    document: 0,
    review: 0,
    repeat: 0,
    spareRepeat: 0,
    appointment: 0,
    spareAppointment: 0,
    staffAppointment: 0,
    returnId: 0,
  };

  // A: a profile, two addresses, two lists with a product, a cart, points, and four orders.
  await ok(await as('A', 'POST customers/updateprofile', { body: aProfile() }));
  A.address = (await ok(await as('A', 'POST addresses/insertbycustomer', { body: address() }))).id;
  A.spareAddress = (
    await ok(
      await as('A', 'POST addresses/insertbycustomer', {
        body: address({ tl: 'Γραφείο Αλκμήνης', adr1: 'Οδός Ζαχαριάδου 99' }),
      }),
    )
  ).id;
  A.list = (await ok(await as('A', 'POST wishlists/insert', { body: { nm: A_LIST } }))).id;
  A.spareList = (
    await ok(await as('A', 'POST wishlists/insert', { body: { nm: 'Δεύτερη λίστα Αλκμήνης' } }))
  ).id;
  for (const wid of [A.list, A.spareList])
    await ok(await as('A', 'POST wishlists/addtowishlist', { body: { wid, pid: checkout.productId } }));
  Object.assign(A, await testRepeatPurchases(t, a.id, checkout.productId));
  Object.assign(A, await testAppointments(t, a.id));
  await ok(
    await as('A', 'POST cartitems/UpdateCartPerItem', {
      body: { pid: checkout.productId, dimension: 0, quantity: 3, action: 'add' },
    }),
  );
  // 400 more than the 50 + 50 the profile's birth date and gender earned: A holds 500.
  await t.services.loyalty.record({
    customerId: a.id,
    kind: 'Custom',
    source: 'test:cross-customer',
    approvedPoints: 400,
  });
  A.order.key = uniqueKey();
  const placed: OrderSaveResponse = await ok(
    await as('A', 'POST orders/save', {
      headers: { 'idempotency-key': A.order.key },
      body: aOrderForm({ checkout, emailA }),
    }),
  );
  A.order.uid = placed.uid;
  A.order.code = placed.code;
  A.orderId = (await t.services.orders.reads.idOf(placed.uid, { customerId: a.id })) ?? 0;
  A.document = (await t.services.documents.issueSale(A.orderId))?.document.id ?? 0;
  A.returnId = await testReturn(t, {
    customerId: a.id,
    orderId: A.orderId,
    code: A.order.code,
    email: emailA,
  });
  for (const [provider, target] of [
    ['alpha', A.alpha],
    ['winbank', A.winbank],
    ['cash_on_delivery', A.cash],
  ] as const) {
    const order = await placeTestOrder(
      t,
      { lines: [{ pid: checkout.productId, quantity: 1 }] },
      {
        customerId: a.id,
        email: emailA,
        expiresAt: new Date(Date.now() + 30 * 60_000),
        payment: { typeId: checkout.card, provider, nameEl: 'Κάρτα', nameEn: 'Card' },
      },
    );
    Object.assign(target, { id: order.id, uid: order.uid, code: order.code });
  }

  A.review = (
    await ok(
      await as('A', 'POST reviews/InsertCustomerReview', {
        body: { to_ent: 'Product', to_id: checkout.productId, tl: A_REVIEW, txt: A_STREET, rt: 5 },
      }),
    )
  ).id;
  // A bought a gift card for a friend, issued as a paid order's line issues it: only A lists it.
  await t.database.db.transaction((tx) =>
    t.services.giftCards.issue(tx, {
      code: A.order.code,
      customerId: a.id,
      email: emailA,
      language: 'el',
      buyerName: A_FIRST,
      gift: {
        senderName: A_FIRST,
        recipientName: A_GIFT_RECIPIENT,
        recipientEmail: 'friend.of.a@example.gr',
        message: A_STREET,
      },
      lines: [{ id: A.orderId, quantity: 1, unitPriceCents: 2500 }],
    }),
  );

  // B: an address and a cart of its own.
  await ok(
    await as('B', 'POST addresses/insertbycustomer', {
      body: address({ tl: 'Σπίτι Β', fnm: 'Β', lnm: 'Β', adr1: 'Ξένη 3', mob: '6900000002', cmt: '' }),
    }),
  );
  await ok(
    await as('B', 'POST cartitems/UpdateCartPerItem', {
      body: { pid: checkout.productId, dimension: 0, quantity: 1, action: 'add' },
    }),
  );
  // The guest: an order of its own under its own cart token.
  const guestKey = uniqueKey();
  const guestOrder: OrderSaveResponse = await ok(
    await as('guest', 'POST orders/save', {
      headers: { 'idempotency-key': guestKey },
      body: orderForm(checkout, { eml: guestEmail }),
    }),
  );

  // A SalesPerson, for the staff routes' owner call.
  const staffAt = await signedInStaff(t, 'SalesPerson');

  return { ...callers, staffAt, checkout, emailA, guestEmail, A, guestOrder, guestKey };
}
