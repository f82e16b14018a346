import { OrderStatus } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts } from '../../db/schema/index.ts';
import { providerTestKit } from './test-provider-kit.ts';

let kit: Awaited<ReturnType<typeof providerTestKit>>;
beforeAll(async () => {
  kit = await providerTestKit();
});
afterAll(() => kit.t.close());

describe('Viva Smart Checkout through the routes (recorded responses)', () => {
  it('starts with an order in cents and settles the return by fetching the transaction', async () => {
    const order = await kit.placeOrder('viva');
    const sent = kit.network([
      kit.about(order, 'viva-create-order.json'),
      kit.about(order, 'viva-transaction-paid.json'),
    ]);
    const { paymentUrl } = await kit.start(order);
    expect(paymentUrl).toBe(`https://demo.vivapayments.com/web/checkout?ref=${order.vivaCode}`);
    expect(JSON.parse(sent[0]?.body ?? '')).toMatchObject({
      amount: 1500,
      merchantTrns: order.code,
      sourceCode: '4693',
    });
    const [attempt] = await kit
      .db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id));
    expect(attempt).toMatchObject({
      provider: 'viva',
      providerRef: order.vivaCode,
      amountCents: 1500,
      status: 'started',
    });

    const parsed = await kit.post('/api/el/vivapayments/parsetransaction', {
      t: order.vivaTransaction,
      s: order.vivaCode,
      lang: 'el-GR',
    });
    expect(parsed).toEqual({
      status: 200,
      body: { uid: order.uid, code: order.code, st: OrderStatus.Processing, outcome: 'paid' },
    });
    expect(sent[1]?.url).toBe(
      `https://demo-api.vivapayments.com/checkout/v2/transactions/${order.vivaTransaction}`,
    );
  });

  it("offers IRIS as a choice of its own: Viva's checkout opened on IRIS, settled as a Viva payment", async () => {
    expect(kit.t.services.payments.available('viva_iris')).toBe(true);
    const order = await kit.placeOrder('viva_iris');
    const sent = kit.network([
      kit.about(order, 'viva-create-order.json'),
      kit.about(order, 'viva-transaction-paid.json'),
    ]);
    const { paymentUrl } = await kit.start(order);
    expect(paymentUrl).toBe(
      `https://demo.vivapayments.com/web/checkout?ref=${order.vivaCode}&paymentMethod=29`,
    );
    expect(JSON.parse(sent[0]?.body ?? '')).toMatchObject({ amount: 1500, merchantTrns: order.code });
    const [attempt] = await kit
      .db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id));
    expect(attempt).toMatchObject({ provider: 'viva', providerRef: order.vivaCode });

    const parsed = await kit.post('/api/el/vivapayments/parsetransaction', {
      t: order.vivaTransaction,
      s: order.vivaCode,
      lang: 'el-GR',
    });
    expect(parsed.body).toEqual({
      uid: order.uid,
      code: order.code,
      st: OrderStatus.Processing,
      outcome: 'paid',
    });
  });

  it('takes a webhook only as a trigger to fetch; a replayed one changes nothing', async () => {
    const order = await kit.placeOrder('viva');
    kit.network([
      kit.about(order, 'viva-create-order.json'),
      kit.about(order, 'viva-transaction-paid.json'),
      kit.about(order, 'viva-transaction-paid.json'),
    ]);
    await kit.start(order);
    const notification = JSON.parse(kit.about(order, 'viva-webhook-payment-created.json').body);
    for (let delivery = 0; delivery < 2; delivery++) {
      const response = await kit.t.app.inject({
        method: 'POST',
        url: '/api/webhooks/viva',
        payload: notification,
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Processing);
    expect(await kit.paidChanges(order.id)).toHaveLength(1);
    expect(await kit.notificationsOf(order.id)).toEqual([
      expect.objectContaining({
        transactionId: order.vivaTransaction,
        source: 'notification',
        outcome: 'paid',
      }),
    ]);
  });

  it('refuses a paid transaction of another amount; a declined one leaves the order to Try Again', async () => {
    const order = await kit.placeOrder('viva');
    kit.network([
      kit.about(order, 'viva-create-order.json'),
      kit.about(order, 'viva-transaction-paid.json', '14.99'),
      kit.about(order, 'viva-transaction-failed.json'),
    ]);
    await kit.start(order);
    const cheaper = await kit.post('/api/en/vivapayments/parsetransaction', {
      t: order.vivaTransaction,
      s: order.vivaCode,
    });
    expect(cheaper.status).toBe(422);
    expect(cheaper.body.code).toBe('payment_mismatch');
    const declined = await kit.post('/api/en/vivapayments/parsetransaction', {
      t: order.vivaTransaction,
      s: order.vivaCode,
    });
    expect(declined.body).toMatchObject({ outcome: 'failed', st: OrderStatus.Pending });
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Pending);
  });

  it('answers 503 while Viva is down, so that its webhook is sent again, and never fails the payment', async () => {
    const order = await kit.placeOrder('viva');
    kit.network([
      kit.about(order, 'viva-create-order.json'),
      { status: 500, body: kit.fixture('viva-error-500.json') },
      'network-error',
    ]);
    await kit.start(order);
    const notification = JSON.parse(kit.about(order, 'viva-webhook-payment-created.json').body);
    const webhook = await kit.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/viva',
      payload: notification,
    });
    expect(webhook.statusCode).toBe(503);
    const parsed = await kit.post('/api/el/vivapayments/parsetransaction', {
      t: order.vivaTransaction,
      s: order.vivaCode,
    });
    expect(parsed.status).toBe(503);
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Pending);
    expect(await kit.notificationsOf(order.id)).toEqual([]);
  });

  it("answers Viva's verification GET with the key from its API", async () => {
    const sent = kit.network([{ status: 200, body: kit.fixture('viva-webhook-key.json') }]);
    const first = await kit.t.app.inject({ method: 'GET', url: '/api/webhooks/viva' });
    const second = await kit.t.app.inject({ method: 'GET', url: '/api/webhooks/viva' });
    expect(first.json()).toEqual({ Key: 'B3248A8A5F3F5B1E1D7DFD8F2A54EA2C4E02E09A' });
    expect(second.json()).toEqual(first.json());
    expect(sent).toHaveLength(1);
  });
});

describe('PayPal Orders v2 through the routes (recorded responses)', () => {
  const signatureHeaders = {
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url':
      'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-ab66f33d',
    'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
    'paypal-transmission-sig': 'lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz',
    'paypal-transmission-time': '2026-11-24T16:45:14Z',
    'content-type': 'application/json',
  };

  it('redirects to the approve link and captures on return; a second return is the same capture', async () => {
    const order = await kit.placeOrder('paypal');
    const sent = kit.network([
      kit.about(order, 'paypal-create-order.json'),
      kit.about(order, 'paypal-capture-completed.json'),
      { status: 422, body: kit.fixture('paypal-error-already-captured.json') },
      kit.about(order, 'paypal-get-order-completed.json'),
    ]);
    const { paymentUrl } = await kit.start(order);
    expect(paymentUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${order.paypalId}`);
    expect(JSON.parse(sent[0]?.body ?? '').payment_source.paypal.experience_context).toMatchObject({
      return_url: 'https://shop.example.gr/payment/paypal/success',
      cancel_url: 'https://shop.example.gr/payment/paypal/cancel',
    });

    for (let visit = 0; visit < 2; visit++) {
      const parsed = await kit.post('/api/el/paypal/parsetransaction', {
        token: order.paypalId,
        PayerID: 'QYR5Z8XDVJNXQ',
      });
      expect(parsed.body).toEqual({
        uid: order.uid,
        code: order.code,
        st: OrderStatus.Processing,
        outcome: 'paid',
      });
    }
    expect(sent[1]?.headers['paypal-request-id']).toBe(`${order.paypalId}-capture`);
    expect(await kit.paidChanges(order.id)).toHaveLength(1);
  });

  it('refuses a return for a PayPal order the shop never started, without capturing it', async () => {
    const sent = kit.network([]);
    const parsed = await kit.post('/api/el/paypal/parsetransaction', { token: 'UNKNOWN123' });
    expect(parsed.status).toBe(404);
    expect(sent).toEqual([]);
  });

  it('verifies a notification over the raw body before settling it, and refuses a forged one', async () => {
    const order = await kit.placeOrder('paypal');
    const rawBody = `${kit.about(order, 'paypal-webhook-capture-completed.json').body}\n`;
    const sent = kit.network([
      kit.about(order, 'paypal-create-order.json'),
      { status: 200, body: kit.fixture('paypal-verify-failure.json') },
      { status: 200, body: kit.fixture('paypal-verify-success.json') },
      kit.about(order, 'paypal-capture-completed.json'),
    ]);
    await kit.start(order);

    const forged = await kit.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: signatureHeaders,
      payload: rawBody,
    });
    expect(forged.statusCode).toBe(403);
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Pending);

    const genuine = await kit.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: signatureHeaders,
      payload: rawBody,
    });
    expect(genuine.statusCode).toBe(200);
    expect(sent[2]?.body.endsWith(`"webhook_event":${rawBody}}`)).toBe(true);
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Processing);
    expect(await kit.notificationsOf(order.id)).toEqual([
      expect.objectContaining({ provider: 'paypal', transactionId: order.captureId, outcome: 'paid' }),
    ]);
  });

  it('refuses a capture of another amount', async () => {
    const order = await kit.placeOrder('paypal');
    kit.network([
      kit.about(order, 'paypal-create-order.json'),
      kit.about(order, 'paypal-capture-completed.json', '1.50'),
    ]);
    await kit.start(order);
    const parsed = await kit.post('/api/en/paypal/parsetransaction', { token: order.paypalId });
    expect(parsed.status).toBe(422);
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Pending);
  });
});
