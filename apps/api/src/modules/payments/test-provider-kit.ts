import { OrderStatus, type PaymentProviderCode } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { orderStatusChanges, paymentNotifications } from '../../db/schema/index.ts';
import type { FetchFunction } from '../../lib/outbound-http.ts';
import { fakeFetch, type RecordedReply, readFixture, type SentRequest } from '../../test/fake-fetch.ts';
import { createTestApp, insertPlainTestProduct, type TestApp, xsrf } from '../../test/index.ts';
import { placeTestOrder } from '../orders/test-fixtures.ts';

/**
 * The app for the provider route tests: Viva, PayPal, Alpha Bank and Winbank configured with test credentials.
 *
 * Viva and PayPal through the shop's own routes, with the providers' recorded responses (the
 * adapters' fixtures) standing in for the network: their ids, order codes and amounts are
 * rewritten to the order under test, as the provider would state them.
 */

const fixture = (name: string) => readFixture(import.meta.url, `providers/fixtures/${name}`);
/** The transaction id of the recorded Viva responses, which `about` rewrites per order. */
const VIVA_TRANSACTION = 'c90d4902-6245-449f-b2b0-51d99cd09cfe';
const TOKEN_URL = /\/(connect\/token|v1\/oauth2\/token)$/;

export async function providerTestKit() {
  const t: TestApp = await createTestApp({
    env: {
      PRICING_RULES_CACHE_SECONDS: '0',
      PUBLIC_URL: 'https://shop.example.gr',
      VIVA_CLIENT_ID: 'viva-client',
      VIVA_CLIENT_SECRET: 'viva-secret',
      VIVA_SOURCE_CODE: '4693',
      VIVA_MERCHANT_ID: 'merchant-id',
      VIVA_API_KEY: 'api-key',
      PAYPAL_CLIENT_ID: 'paypal-client',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
      PAYPAL_WEBHOOK_ID: '1JE4291016473214C',
      ALPHA_MERCHANT_ID: '0020000001',
      ALPHA_SHARED_SECRET: 'Cardlink1',
      WINBANK_ACQUIRER_ID: '14',
      WINBANK_MERCHANT_ID: '2137477493',
      WINBANK_POS_ID: '2141384532',
      WINBANK_USERNAME: 'TE123456',
      WINBANK_PASSWORD: 'test-password',
    },
  });
  const A = await insertPlainTestProduct(t, { stock: 100 });
  const db = () => t.database.db;

  /** The network for the next calls: token requests always get a token, every other request the next reply. */
  function network(replies: RecordedReply[]): SentRequest[] {
    const api = fakeFetch(replies);
    const sent: SentRequest[] = [];
    const fetch: FetchFunction = async (input, init) => {
      if (TOKEN_URL.test(input)) {
        const token = input.includes('paypal') ? 'paypal-token.json' : 'viva-token.json';
        return new Response(fixture(token), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      const answer = await api.fetch(input, init);
      sent.push(...api.sent.splice(0));
      return answer;
    };
    vi.stubGlobal('fetch', fetch);
    return sent;
  }

  let serial = 0;
  async function placeOrder(provider: PaymentProviderCode) {
    const placed = await placeTestOrder(
      t,
      { lines: [{ pid: A, quantity: 1 }] },
      {
        email: 'maria@example.gr',
        expiresAt: new Date(Date.now() + 30 * 60_000),
        payment: { typeId: 1, provider, nameEl: 'Κάρτα', nameEn: 'Card' },
      },
    );
    serial += 1;
    return {
      ...placed,
      // A BigInt: 16-digit codes are beyond a number's precision, and two orders would share one.
      vivaCode: String(9_234_567_890_123_000n + BigInt(serial)),
      vivaTransaction: `c90d4902-6245-449f-b2b0-${String(serial).padStart(12, '0')}`,
      paypalId: `7PAYPAL${serial}TEST`,
      captureId: `3C679366HH${serial}CAPT`,
    };
  }
  type Placed = Awaited<ReturnType<typeof placeOrder>>;

  /** A recorded response as the provider would give it for this order. */
  function about(
    order: Placed,
    name: string,
    amount = '15.00',
    status = 200,
  ): { status: number; body: string } {
    const body = fixture(name)
      .replaceAll('9234567890123456', order.vivaCode)
      .replaceAll(VIVA_TRANSACTION, order.vivaTransaction)
      .replaceAll('5O190127TN364715T', order.paypalId)
      .replaceAll('3C679366HH908993F', order.captureId)
      .replaceAll('PH-2026-000123', order.code)
      .replaceAll('"45.90"', `"${amount}"`)
      .replaceAll(/"amount": 45\.9\b/g, `"amount": ${Number(amount)}`);
    return { status, body };
  }

  async function start(order: Placed) {
    const payable = await t.services.orders.forPayment(order.uid);
    if (!payable) throw new Error('order not found');
    return t.services.payments.start(payable);
  }

  async function post(url: string, payload: object) {
    const token = await xsrf(t.app);
    const response = await t.app.inject({ method: 'POST', url, headers: token.headers, payload });
    return { status: response.statusCode, body: response.json() };
  }

  const statusOf = async (uid: string) => (await t.services.orders.forPayment(uid))?.status;
  const paidChanges = async (orderId: number) =>
    (await db().select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, orderId))).filter(
      (change) => change.toStatus === OrderStatus.Processing,
    );
  const notificationsOf = (orderId: number) =>
    db().select().from(paymentNotifications).where(eq(paymentNotifications.orderId, orderId));

  return { t, db, fixture, network, placeOrder, about, start, post, statusOf, paidChanges, notificationsOf };
}
