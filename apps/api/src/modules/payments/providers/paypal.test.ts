import { describe, expect, it } from 'vitest';
import { fakeFetch, fixtureWith, type RecordedReply, readFixture } from '../../../test/fake-fetch.ts';
import { checkPaymentMatchesOrder, type PaymentOrder, PaymentProviderError } from './payment-provider.ts';
import { PayPalProvider } from './paypal.ts';

const API = 'https://api-m.sandbox.paypal.com';
const ORDER_ID = '5O190127TN364715T';
const fixture = (name: string) => readFixture(import.meta.url, `fixtures/${name}`);
const json = (name: string, status = 200): RecordedReply => ({ status, body: fixture(name) });
const TOKEN = json('paypal-token.json');

const order: PaymentOrder = {
  uid: '0b7c6d2e-3f4a-4b5c-8d9e-0f1a2b3c4d5e',
  code: 'PH-2026-000123',
  amountCents: 4590,
  currency: 'EUR',
  language: 'el',
  email: 'maria.papadopoulou@example.gr',
  fullName: 'Μαρία Παπαδοπούλου',
  maxInstallments: 1,
  returnUrl: 'https://shop.example.gr/el/payment/paypal/success',
  cancelUrl: 'https://shop.example.gr/el/payment/paypal/cancel',
};
const stored = {
  code: order.code,
  amountCents: order.amountCents,
  currency: order.currency,
  providerRef: ORDER_ID,
};
const paidVerdict = {
  outcome: 'paid',
  providerRef: ORDER_ID,
  transactionId: '3C679366HH908993F',
  amountCents: 4590,
  currency: 'EUR',
  orderCode: 'PH-2026-000123',
};
const signatureHeaders = {
  'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
  'PAYPAL-CERT-URL': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-ab66f33d',
  'PAYPAL-TRANSMISSION-ID': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
  'PAYPAL-TRANSMISSION-SIG':
    'lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==',
  'PAYPAL-TRANSMISSION-TIME': '2026-11-24T16:45:14Z',
  'content-type': 'application/json',
};

function paypal(replies: RecordedReply[], webhookId = '1JE4291016473214C') {
  const fake = fakeFetch(replies);
  const clock = { now: 1_700_000_000_000 };
  const provider = new PayPalProvider({
    environment: 'sandbox',
    clientId: 'client-id',
    clientSecret: 'client-secret',
    webhookId,
    brandName: 'Φαρμακείο',
    fetch: fake.fetch,
    timeoutMs: 50,
    now: () => clock.now,
  });
  return { provider, sent: fake.sent, clock };
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PaymentProviderError))
    throw new Error(`expected a PaymentProviderError, got ${error}`);
  return error;
}

describe('PayPal Orders v2 (recorded responses)', () => {
  it('creates a CAPTURE order for the amount as a decimal string and redirects to the approve link', async () => {
    const { provider, sent } = paypal([TOKEN, json('paypal-create-order.json', 200)]);
    expect(await provider.start(order)).toEqual({
      kind: 'redirect',
      url: `https://www.sandbox.paypal.com/checkoutnow?token=${ORDER_ID}`,
      providerRef: ORDER_ID,
    });

    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `${API}/v1/oauth2/token`,
      headers: { authorization: `Basic ${Buffer.from('client-id:client-secret').toString('base64')}` },
      body: 'grant_type=client_credentials',
    });
    expect(sent[1]?.method).toBe('POST');
    expect(sent[1]?.url).toBe(`${API}/v2/checkout/orders`);
    expect(sent[1]?.headers).toMatchObject({
      authorization: 'Bearer A21AAKx9Qm3Xb8Tn0sandbox-token-one',
      'content-type': 'application/json',
      'paypal-request-id': `${order.uid}-create`,
    });
    expect(JSON.parse(sent[1]?.body ?? '')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: order.uid,
          custom_id: 'PH-2026-000123',
          invoice_id: 'PH-2026-000123',
          amount: { currency_code: 'EUR', value: '45.90' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: 'Φαρμακείο',
            locale: 'el-GR',
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            return_url: order.returnUrl,
            cancel_url: order.cancelUrl,
          },
        },
      },
    });
  });

  it('refuses a created order without an approve link', async () => {
    const { provider } = paypal([
      TOKEN,
      { status: 201, body: fixtureWith(import.meta.url, 'fixtures/paypal-create-order.json', { links: [] }) },
    ]);
    expect(await failureOf(provider.start(order))).toMatchObject({ failure: 'invalid_response' });
  });

  it('captures on the return with a PayPal-Request-Id derived from the order, and reports paid', async () => {
    const { provider, sent } = paypal([TOKEN, json('paypal-capture-completed.json', 201)]);
    const verdict = await provider.verify({
      providerRef: ORDER_ID,
      query: { token: ORDER_ID, PayerID: 'QYR5Z8XDVJNXQ' },
    });

    expect(verdict).toEqual(paidVerdict);
    expect(checkPaymentMatchesOrder(verdict, stored)).toEqual({ ok: true });
    expect(sent[1]).toMatchObject({
      method: 'POST',
      url: `${API}/v2/checkout/orders/${ORDER_ID}/capture`,
      headers: { 'paypal-request-id': `${ORDER_ID}-capture`, prefer: 'return=representation' },
    });
  });

  it('reads a pending capture as pending, a declined instrument as failed, an unapproved order as pending', async () => {
    const { provider } = paypal([
      TOKEN,
      json('paypal-capture-pending.json', 201),
      json('paypal-error-instrument-declined.json', 422),
      json('paypal-error-order-not-approved.json', 422),
    ]);
    expect(await provider.verify({ query: { token: ORDER_ID } })).toMatchObject({
      outcome: 'pending',
      transactionId: '3C679366HH908993F',
    });
    expect(await provider.verify({ query: { token: ORDER_ID } })).toEqual({
      outcome: 'failed',
      providerRef: ORDER_ID,
    });
    expect(await provider.verify({ query: { token: ORDER_ID } })).toEqual({
      outcome: 'pending',
      providerRef: ORDER_ID,
    });
  });

  it('takes ORDER_ALREADY_CAPTURED on a retried capture as success: fetches the order and reports paid', async () => {
    const { provider, sent } = paypal([
      TOKEN,
      json('paypal-capture-completed.json', 201),
      json('paypal-error-already-captured.json', 422),
      json('paypal-get-order-completed.json'),
    ]);
    expect(await provider.verify({ providerRef: ORDER_ID })).toEqual(paidVerdict);
    expect(await provider.verify({ providerRef: ORDER_ID })).toEqual(paidVerdict);

    const captures = sent.filter((request) => request.url.endsWith('/capture'));
    expect(captures.map((request) => request.headers['paypal-request-id'])).toEqual([
      `${ORDER_ID}-capture`,
      `${ORDER_ID}-capture`,
    ]);
    expect(sent.at(-1)).toMatchObject({ method: 'GET', url: `${API}/v2/checkout/orders/${ORDER_ID}` });
  });

  it('lets checkPaymentMatchesOrder refuse a capture of another amount or currency', async () => {
    const completed = JSON.parse(fixture('paypal-capture-completed.json'));
    const capturedAs = (amount: { currency_code: string; value: string }): RecordedReply => {
      const changed = structuredClone(completed);
      changed.purchase_units[0].payments.captures[0].amount = amount;
      return { status: 201, body: JSON.stringify(changed) };
    };
    const { provider } = paypal([
      TOKEN,
      capturedAs({ currency_code: 'EUR', value: '4.59' }),
      capturedAs({ currency_code: 'USD', value: '45.90' }),
    ]);
    const cheaper = await provider.verify({ providerRef: ORDER_ID });
    expect(cheaper).toMatchObject({ outcome: 'paid', amountCents: 459 });
    expect(checkPaymentMatchesOrder(cheaper, stored)).toEqual({ ok: false, mismatches: ['amount'] });
    const dollars = await provider.verify({ providerRef: ORDER_ID });
    expect(checkPaymentMatchesOrder(dollars, stored)).toEqual({ ok: false, mismatches: ['currency'] });
  });

  it('reuses the token until shortly before it expires', async () => {
    const { provider, sent, clock } = paypal([
      TOKEN,
      json('paypal-create-order.json'),
      json('paypal-capture-completed.json', 201),
      TOKEN,
      json('paypal-create-order.json'),
    ]);
    await provider.start(order);
    clock.now += 32_000_000;
    await provider.verify({ providerRef: ORDER_ID });
    clock.now += 400_000;
    await provider.start(order);
    expect(sent.filter((request) => request.url.endsWith('/v1/oauth2/token'))).toHaveLength(2);
  });

  it('verifies a notification over the raw body as received, then settles the order it names', async () => {
    const rawBody = fixture('paypal-webhook-capture-completed.json');
    const { provider, sent } = paypal([
      TOKEN,
      json('paypal-verify-success.json'),
      json('paypal-error-already-captured.json', 422),
      json('paypal-get-order-completed.json'),
    ]);
    expect(await provider.verify({ rawBody, headers: signatureHeaders })).toEqual(paidVerdict);

    const verification = sent[1];
    expect(verification?.method).toBe('POST');
    expect(verification?.url).toBe(`${API}/v1/notifications/verify-webhook-signature`);
    // The event is the received text itself, not a re-serialisation of it.
    expect(JSON.stringify(JSON.parse(rawBody))).not.toBe(rawBody);
    expect(verification?.body.endsWith(`"webhook_event":${rawBody}}`)).toBe(true);
    const { webhook_event: _event, ...fields } = JSON.parse(verification?.body ?? '');
    expect(fields).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: signatureHeaders['PAYPAL-CERT-URL'],
      transmission_id: signatureHeaders['PAYPAL-TRANSMISSION-ID'],
      transmission_sig: signatureHeaders['PAYPAL-TRANSMISSION-SIG'],
      transmission_time: '2026-11-24T16:45:14Z',
      webhook_id: '1JE4291016473214C',
    });
    expect(sent[2]?.url).toBe(`${API}/v2/checkout/orders/${ORDER_ID}/capture`);
  });

  it('captures when the approval notification arrives before the shopper returns', async () => {
    const { provider, sent } = paypal([
      TOKEN,
      json('paypal-verify-success.json'),
      json('paypal-capture-completed.json', 201),
    ]);
    const rawBody = fixture('paypal-webhook-order-approved.json');
    expect(await provider.verify({ rawBody, headers: signatureHeaders })).toEqual(paidVerdict);
    expect(sent[2]?.headers['paypal-request-id']).toBe(`${ORDER_ID}-capture`);
  });

  it('refuses a forged notification and settles nothing', async () => {
    const { provider, sent } = paypal([TOKEN, json('paypal-verify-failure.json')]);
    const forged = await failureOf(
      provider.verify({
        rawBody: fixture('paypal-webhook-capture-completed.json'),
        headers: signatureHeaders,
      }),
    );
    expect(forged).toMatchObject({ failure: 'unverified_notification', retryable: false });
    expect(sent).toHaveLength(2);
  });

  it('refuses without asking PayPal when headers, body or webhook id are missing', async () => {
    const rawBody = fixture('paypal-webhook-capture-completed.json');
    const { 'PAYPAL-TRANSMISSION-SIG': _signature, ...unsigned } = signatureHeaders;
    const configured = paypal([]);
    for (const input of [
      { rawBody, headers: unsigned },
      { rawBody: '{"not":"an event"}', headers: signatureHeaders },
      { rawBody: 'not json', headers: signatureHeaders },
    ]) {
      expect(await failureOf(configured.provider.verify(input))).toMatchObject({
        failure: 'unverified_notification',
      });
    }
    const unconfigured = paypal([], '');
    expect(
      await failureOf(unconfigured.provider.verify({ rawBody, headers: signatureHeaders })),
    ).toMatchObject({
      failure: 'unverified_notification',
    });
    expect([...configured.sent, ...unconfigured.sent]).toHaveLength(0);
  });

  it('ignores a verified notification that is not about paying an order', async () => {
    const refunded = fixture('paypal-webhook-capture-completed.json').replace(
      '"PAYMENT.CAPTURE.COMPLETED"',
      '"PAYMENT.CAPTURE.REFUNDED"',
    );
    const { provider, sent } = paypal([TOKEN, json('paypal-verify-success.json')]);
    expect(await failureOf(provider.verify({ rawBody: refunded, headers: signatureHeaders }))).toMatchObject({
      failure: 'ignored_notification',
    });
    expect(sent).toHaveLength(2);
  });

  it('reports a PayPal 5xx or a timeout as a retryable error, not as a failed payment', async () => {
    const { provider } = paypal([TOKEN, json('paypal-error-internal.json', 500), 'hang']);
    expect(await failureOf(provider.verify({ providerRef: ORDER_ID }))).toMatchObject({
      provider: 'paypal',
      failure: 'unavailable',
      status: 500,
      retryable: true,
    });
    expect(await failureOf(provider.verify({ providerRef: ORDER_ID }))).toMatchObject({
      failure: 'unavailable',
      retryable: true,
    });
  });

  it('refuses a return for another PayPal order, a malformed id or none, without asking PayPal', async () => {
    const { provider, sent } = paypal([]);
    expect(
      await failureOf(provider.verify({ providerRef: ORDER_ID, query: { token: '8AB12345CD678901E' } })),
    ).toMatchObject({
      failure: 'rejected',
    });
    expect(await failureOf(provider.verify({ query: { token: '../../v1/oauth2/token' } }))).toMatchObject({
      failure: 'rejected',
    });
    expect(await failureOf(provider.verify({ query: {} }))).toMatchObject({ failure: 'missing_reference' });
    expect(sent).toHaveLength(0);
  });
});
