import { OrderStatus } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderStatusChanges, products, stockLocations } from '../../db/schema/index.ts';
import { seedInventoryDemo } from '../../db/seed/inventory-demo.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { authHeaders, signedUpCustomer } from '../customers/test-fixtures.ts';
import { type DocumentsWorld, documentsWorld, moveOrder } from '../documents/test-world.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

/**
 * A shop for returns: two products (19.90 € at 24 %, 8.50 € at 13 %), the Lamia and Larissa
 * stock locations, a signed-in customer and a signed-in sales person, and the sandbox as card
 * provider; a delivered card order of one of the first and two of the second.
 */
export interface ReturnsWorld extends DocumentsWorld {
  t: TestApp;
  customer: { id: number; at: string };
  staff: string;
  lamia: number;
  larissa: number;
}

export async function returnsWorld(env: Record<string, string> = {}): Promise<ReturnsWorld> {
  const t = await createTestApp({
    env: {
      PRICING_RULES_CACHE_SECONDS: '0',
      PAYMENT_SANDBOX_NOTIFY_DELAY_MS: '60000',
      PUBLIC_URL: 'https://shop.example.gr',
      ...env,
    },
  });
  const world = await documentsWorld(t);
  await seedInventoryDemo(t.database.db);
  const locations = await t.database.db.select().from(stockLocations);
  const idOf = (code: string) => locations.find((location) => location.code === code)?.id ?? 0;
  const customer = await signedUpCustomer(t);
  const staff = await signedInStaff(t, 'SalesPerson');
  return { ...world, t, customer, staff, lamia: idOf('lamia'), larissa: idOf('larissa') };
}

let nextOrder = 0;

/** The customer's card order, paid through the sandbox's hosted page and delivered; its id and uid. */
export async function deliveredCardOrder(world: ReturnsWorld, deliveredAt = new Date()) {
  const { t } = world;
  const order = await paidCardOrder(world);
  await moveOrder(t, order.id, OrderStatus.InDelivery);
  await moveOrder(t, order.id, OrderStatus.Completed);
  await t.database.db
    .update(orderStatusChanges)
    .set({ at: deliveredAt })
    .where(eq(orderStatusChanges.orderId, order.id));
  const lines = await t.services.orderReturnBook.forReturn(order.id);
  return { ...order, lines: lines?.lines ?? [] };
}

/**
 * A received return of one unit of the first product of the customer's delivered card order, a
 * store drop-off, as staff would have it before the refund: the order and the return's id.
 */
export async function receivedReturn(world: ReturnsWorld, staffId: number) {
  const order = await deliveredCardOrder(world);
  const line = order.lines.find((candidate) => candidate.productId === world.standardId);
  if (!line) throw new Error('no line');
  const { returns } = world.t.services;
  const asked = await returns.request(world.customer.id, {
    uid: order.uid,
    lines: [{ olid: line.id, qty: 1 }],
    reason: 'changed_mind',
    cmt: '',
    method: 'store',
  });
  await returns.approve(asked.id, staffId);
  await returns.receive(asked.id, staffId);
  return { order, id: asked.id };
}

/** The customer's card order, paid through the sandbox's hosted page (Processing); its id, uid and code. */
export async function paidCardOrder(world: ReturnsWorld) {
  const { t } = world;
  nextOrder += 1;
  const token = await xsrf(t.app);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/el/orders/save',
    headers: {
      ...token.headers,
      authorization: `Bearer ${world.customer.at}`,
      'idempotency-key': `returns-${process.pid}-${Date.now()}-${nextOrder}`,
    },
    payload: {
      eml: `buyer.${nextOrder}.${process.pid}@example.gr`,
      lines: [
        { pid: world.standardId, pdid: 0, qty: 1 },
        { pid: world.reducedId, pdid: 0, qty: 2 },
      ],
      stid: world.courier,
      ptid: world.card,
      fnm: 'Μαρία',
      lnm: 'Παπαδοπούλου',
      mob: '6912345678',
      ctid: 1,
      crid: 6,
      adr1: 'Ερμού 12',
      ct: 'Λάρισα',
      pc: '41222',
      hasAcceptedTerms: true,
    },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const { uid } = placed.json<{ uid: string }>();
  const order = await t.services.orders.forPayment(uid);
  if (!order) throw new Error('the placed order is not there');
  const { paymentUrl } = await t.services.payments.start(order);
  const reference = new URL(paymentUrl ?? 'about:blank').searchParams.get('ref') ?? '';
  const decided = await t.app.inject({
    method: 'POST',
    url: '/api/el/payments/sandbox/decide',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ref: reference, decision: 'approve' }).toString(),
  });
  const back = Object.fromEntries(new URL(String(decided.headers.location)).searchParams);
  const parsed = await t.app.inject({
    method: 'POST',
    url: '/api/el/payments/sandbox/parse',
    headers: (await xsrf(t.app)).headers,
    payload: back,
  });
  expect(parsed.json<{ outcome: string }>().outcome).toBe('paid');
  return { id: order.id, uid, code: order.code };
}

/** A call of the customer's (or, with `as: 'staff'`, the sales person's). */
export async function call(
  world: ReturnsWorld,
  method: 'GET' | 'POST',
  url: string,
  options: {
    payload?: unknown;
    as?: 'staff' | 'customer';
    session?: { at: string };
    lang?: 'el' | 'en';
  } = {},
) {
  const session = options.as === 'staff' ? { at: world.staff } : (options.session ?? world.customer);
  const headers = await authHeaders(world.t, session);
  return world.t.app.inject({
    method,
    url: `/api/${options.lang ?? 'el'}/${url}`,
    headers,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

export const markNonReturnable = (world: ReturnsWorld, productId: number) =>
  world.t.database.db.update(products).set({ nonReturnable: true }).where(eq(products.id, productId));
