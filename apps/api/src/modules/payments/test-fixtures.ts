import type { OrderStatus, PaymentResult, SandboxReturn } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import {
  orderStatusChanges,
  paymentAttempts,
  paymentNotifications,
  products,
} from '../../db/schema/index.ts';
import { createTestApp, insertPlainTestProduct, type TestApp, xsrf } from '../../test/index.ts';
import { placeTestOrder } from '../orders/test-fixtures.ts';

export const EMAIL = 'maria@example.gr';

/**
 * An app with the sandbox as its card provider (delayed notifications 40 ms late unless told) and a product
 * at 15.00 € with plenty in stock, and what a test does with it: place a card order, decide on
 * the hosted page as the shopper, pass the return on as the storefront does, notify as the
 * sandbox's server does, and read what was recorded.
 */
export async function sandboxTestKit(options: { notifyDelayMs?: number } = {}) {
  const t: TestApp = await createTestApp({
    env: {
      PRICING_RULES_CACHE_SECONDS: '0',
      PAYMENT_SANDBOX_NOTIFY_DELAY_MS: String(options.notifyDelayMs ?? 40),
      PUBLIC_URL: 'https://shop.example.gr',
    },
  });
  const db = () => t.database.db;
  const A = await insertPlainTestProduct(t, { stock: 500 });

  async function cardOrder(options: { expiresAt?: Date } = {}) {
    const placed = await placeTestOrder(
      t,
      { lines: [{ pid: A, quantity: 1 }] },
      { email: EMAIL, expiresAt: options.expiresAt ?? new Date(Date.now() + 30 * 60_000) },
    );
    const order = await t.services.orders.forPayment(placed.uid);
    if (!order) throw new Error('order not found');
    const { paymentUrl } = await t.services.payments.start(order);
    if (!paymentUrl) throw new Error('no payment URL');
    const reference = new URL(paymentUrl).searchParams.get('ref') ?? '';
    return { ...placed, paymentUrl, reference };
  }

  /** What the shopper's browser does on the hosted page: posts the form (no XSRF token, as from another site). */
  async function decide(reference: string, decision: string, lang = 'el') {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/${lang}/payments/sandbox/decide`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ref: reference, decision }).toString(),
    });
    return {
      status: response.statusCode,
      location: new URL(String(response.headers.location ?? 'about:blank')),
    };
  }

  /** The storefront's return route: passes the query it was given to the parse call. */
  async function parseReturn(query: Record<string, string | number>) {
    const token = await xsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/payments/sandbox/parse',
      headers: token.headers,
      payload: query,
    });
    return { status: response.statusCode, body: response.json() as PaymentResult & { code?: string } };
  }

  async function notify(result: SandboxReturn) {
    return t.app.inject({ method: 'POST', url: '/api/webhooks/sandbox', payload: result });
  }

  const statusOf = async (uid: string) => (await t.services.orders.forPayment(uid))?.status;
  const changesTo = async (orderId: number, status: OrderStatus) =>
    db()
      .select()
      .from(orderStatusChanges)
      .where(and(eq(orderStatusChanges.orderId, orderId), eq(orderStatusChanges.toStatus, status)));
  const notificationsOf = (orderId: number) =>
    db().select().from(paymentNotifications).where(eq(paymentNotifications.orderId, orderId));
  const attemptsOf = (orderId: number) =>
    db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId))
      .orderBy(paymentAttempts.id);
  const queryOf = (url: URL) => Object.fromEntries(url.searchParams);
  async function stockOf(productId: number) {
    const [row] = await db()
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    return row?.stock;
  }
  const signed = (result: Omit<SandboxReturn, 'sig'>) => {
    const sandbox = t.services.payments.providers.sandbox;
    if (!sandbox) throw new Error('sandbox off');
    return sandbox.signed(result);
  };

  return {
    t,
    A,
    cardOrder,
    decide,
    parseReturn,
    notify,
    statusOf,
    changesTo,
    notificationsOf,
    attemptsOf,
    queryOf,
    stockOf,
    signed,
  };
}
