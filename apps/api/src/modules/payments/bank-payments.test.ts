import { OrderStatus } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alphaDigest } from './providers/alpha.ts';
import { providerTestKit } from './test-provider-kit.ts';

let kit: Awaited<ReturnType<typeof providerTestKit>>;
beforeAll(async () => {
  kit = await providerTestKit();
});
afterAll(() => kit.t.close());

describe('Alpha Bank through the routes (Cardlink redirect, published field table)', () => {
  /** What the gateway posts back for a form it was given, signed as the interface describes. */
  function gatewayResult(fields: Record<string, string>, status: string, txId: string) {
    const posted: Record<string, string> = {
      version: '2',
      mid: fields.mid ?? '',
      orderid: fields.orderid ?? '',
      status,
      orderAmount: fields.orderAmount ?? '',
      currency: fields.currency ?? '',
      paymentTotal: fields.orderAmount ?? '',
      message: status === 'CAPTURED' ? 'OK, CAPTURED response code 00' : 'Declined',
      riskScore: '0',
      payMethod: 'visa',
      txId,
      paymentRef: '123456',
    };
    return { ...posted, digest: alphaDigest(Object.values(posted), 'Cardlink1') };
  }
  const postResult = (posted: Record<string, string>) =>
    kit.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/alpha',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(posted).toString(),
    });
  async function bankForm(uid: string) {
    const response = await kit.t.app.inject({
      method: 'GET',
      url: `/api/el/alphacardlink/getrequestbyid?id=${uid}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { action: string; fields: Record<string, string> };
  }

  it('sends the shopper to the request page, serves the signed form, and applies the posted result once', async () => {
    const order = await kit.placeOrder('alpha');
    kit.network([]);
    expect(await kit.start(order)).toEqual({
      paymentUrl: `https://shop.example.gr/payment/alpha_request/${order.uid}`,
    });
    const form = await bankForm(order.uid);
    expect(form.action).toBe('https://alphaecommerce-test.cardlink.gr/vpos/shophandlermpi');
    expect(form.fields).toMatchObject({
      mid: '0020000001',
      orderAmount: '15.00',
      currency: 'EUR',
      billCountry: 'GR',
      billZip: '35100',
      confirmUrl: 'https://shop.example.gr/api/webhooks/alpha',
      cancelUrl: 'https://shop.example.gr/api/webhooks/alpha',
    });

    const captured = gatewayResult(form.fields, 'CAPTURED', `TX${order.id}`);
    for (let post = 0; post < 2; post++) {
      const answer = await postResult(captured);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`https://shop.example.gr/payment/alpha/success/${order.uid}`);
    }
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Processing);
    expect(await kit.paidChanges(order.id)).toHaveLength(1);
  });

  it('sends a refused card to checkout-failure and refuses a result with a changed amount', async () => {
    const order = await kit.placeOrder('alpha');
    const form = await bankForm(order.uid);
    const refused = await postResult(gatewayResult(form.fields, 'REFUSED', `TXR${order.id}`));
    expect(refused.headers.location).toBe(`https://shop.example.gr/payment/alpha/cancel?uid=${order.uid}`);

    const retried = await bankForm(order.uid);
    const forged = { ...gatewayResult(retried.fields, 'CAPTURED', `TXF${order.id}`), orderAmount: '0.15' };
    // Refused, and the shopper is sent to checkout-failure, where Try Again is offered.
    const answer = await postResult(forged);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`https://shop.example.gr/payment/alpha/cancel?uid=${order.uid}`);
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Pending);
  });
});

describe('providers without an adapter or configuration', () => {
  it('says Winbank is not configured, and serves a bank form only for an order paid that way', async () => {
    const order = await kit.placeOrder('winbank');
    const response = await kit.t.app.inject({
      method: 'GET',
      url: `/api/en/winbank/getrequestbyid?id=${order.uid}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'payment_provider_not_configured',
      message: 'This way of paying is not available right now.',
    });
    const alpha = await kit.t.app.inject({
      method: 'GET',
      url: `/api/el/alphacardlink/getrequestbyid?id=${order.uid}`,
    });
    expect(alpha.statusCode).toBe(404);
  });
});
