import { describe, expect, it } from 'vitest';
import { fakeFetch, fixtureWith, type RecordedReply, readFixture } from '../../../test/fake-fetch.ts';
import { checkPaymentMatchesOrder, type PaymentOrder, PaymentProviderError } from './payment-provider.ts';
import { fetchVivaWebhookKey, VIVA_IRIS_METHOD, VivaProvider } from './viva.ts';

const json = (name: string, status = 200): RecordedReply => ({
  status,
  body: readFixture(import.meta.url, `fixtures/${name}`),
});
const TOKEN = json('viva-token.json');
const TRANSACTION_ID = 'c90d4902-6245-449f-b2b0-51d99cd09cfe';
const BASIC = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;

const order: PaymentOrder = {
  uid: '0b7c6d2e-3f4a-4b5c-8d9e-0f1a2b3c4d5e',
  code: 'PH-2026-000123',
  amountCents: 4590,
  currency: 'EUR',
  language: 'el',
  email: 'maria.papadopoulou@example.gr',
  fullName: 'Μαρία Παπαδοπούλου',
  maxInstallments: 3,
  returnUrl: 'https://shop.example.gr/el/payment/viva/success',
  cancelUrl: 'https://shop.example.gr/el/payment/viva/cancel',
};
const stored = { code: order.code, amountCents: order.amountCents, currency: order.currency };

function viva(replies: RecordedReply[]) {
  const fake = fakeFetch(replies);
  const clock = { now: 1_700_000_000_000 };
  const provider = new VivaProvider({
    environment: 'demo',
    clientId: 'client-id',
    clientSecret: 'client-secret',
    sourceCode: '4693',
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

describe('Viva Smart Checkout (recorded responses)', () => {
  it('opens the checkout on IRIS when told to', async () => {
    const fake = fakeFetch([TOKEN, json('viva-create-order.json')]);
    const iris = new VivaProvider({
      environment: 'demo',
      clientId: 'client-id',
      clientSecret: 'client-secret',
      paymentMethod: VIVA_IRIS_METHOD,
      fetch: fake.fetch,
    });
    expect(await iris.start(order)).toEqual({
      kind: 'redirect',
      url: 'https://demo.vivapayments.com/web/checkout?ref=9234567890123456&paymentMethod=29',
      providerRef: '9234567890123456',
    });
  });

  it('creates an order in cents with a client-credentials token and redirects to its checkout', async () => {
    const { provider, sent } = viva([TOKEN, json('viva-create-order.json')]);
    const start = await provider.start(order);

    // The 16-digit order code survives exactly (it is beyond a JavaScript number's precision).
    expect(start).toEqual({
      kind: 'redirect',
      url: 'https://demo.vivapayments.com/web/checkout?ref=9234567890123456',
      providerRef: '9234567890123456',
    });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      method: 'POST',
      url: 'https://demo-accounts.vivapayments.com/connect/token',
      headers: {
        accept: 'application/json',
        authorization: BASIC,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(sent[1]?.method).toBe('POST');
    expect(sent[1]?.url).toBe('https://demo-api.vivapayments.com/checkout/v2/orders');
    expect(sent[1]?.headers.authorization).toMatch(/^Bearer eyJ.+demo-token-one$/);
    expect(sent[1]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent[1]?.body ?? '')).toEqual({
      amount: 4590,
      customerTrns: 'Παραγγελία PH-2026-000123',
      customer: {
        email: 'maria.papadopoulou@example.gr',
        fullName: 'Μαρία Παπαδοπούλου',
        requestLang: 'el-GR',
      },
      merchantTrns: 'PH-2026-000123',
      sourceCode: '4693',
      maxInstallments: 3,
    });
  });

  it('sends maxInstallments only above one, and the English checkout for an English order', async () => {
    const { provider, sent } = viva([TOKEN, json('viva-create-order.json')]);
    await provider.start({ ...order, language: 'en', maxInstallments: 1 });
    const body = JSON.parse(sent[1]?.body ?? '');
    expect(body).not.toHaveProperty('maxInstallments');
    expect(body.customer.requestLang).toBe('en-GB');
    expect(body.customerTrns).toBe('Order PH-2026-000123');
  });

  it('reuses the token until shortly before it expires, and asks once for callers arriving together', async () => {
    const { provider, sent, clock } = viva([
      TOKEN,
      json('viva-create-order.json'),
      json('viva-create-order.json'),
      json('viva-create-order.json'),
      fixtureReply('viva-token.json', { access_token: 'second-token' }),
      json('viva-create-order.json'),
    ]);
    await Promise.all([provider.start(order), provider.start(order)]);
    clock.now += 3_500_000;
    await provider.start(order);
    clock.now += 100_000;
    await provider.start(order);

    const tokenRequests = sent.filter((request) => request.url.endsWith('/connect/token'));
    expect(tokenRequests).toHaveLength(2);
    expect(sent.at(-1)?.headers.authorization).toBe('Bearer second-token');
  });

  it('takes a fresh token once when the API refuses the cached one', async () => {
    const { provider, sent } = viva([
      TOKEN,
      { status: 401, body: '' },
      fixtureReply('viva-token.json', { access_token: 'fresh-token' }),
      json('viva-create-order.json'),
    ]);
    expect(await provider.start(order)).toMatchObject({ kind: 'redirect' });
    expect(sent.map((request) => request.headers.authorization)).toEqual([
      BASIC,
      expect.stringMatching(/^Bearer .+demo-token-one$/),
      BASIC,
      'Bearer fresh-token',
    ]);
  });

  it('verifies a browser return by fetching the transaction: F is paid', async () => {
    const { provider, sent } = viva([TOKEN, json('viva-transaction-paid.json')]);
    const verdict = await provider.verify({
      query: { t: TRANSACTION_ID, s: '9234567890123456', lang: 'el-GR' },
    });

    expect(verdict).toEqual({
      outcome: 'paid',
      providerRef: '9234567890123456',
      transactionId: TRANSACTION_ID,
      amountCents: 4590,
      currency: 'EUR',
      orderCode: 'PH-2026-000123',
    });
    expect(checkPaymentMatchesOrder(verdict, { ...stored, providerRef: '9234567890123456' })).toEqual({
      ok: true,
    });
    expect(sent[1]?.method).toBe('GET');
    expect(sent[1]?.url).toBe(`https://demo-api.vivapayments.com/checkout/v2/transactions/${TRANSACTION_ID}`);
    expect(sent[1]?.headers.authorization).toMatch(/^Bearer /);
  });

  it('reads E as failed and A as pending', async () => {
    const { provider } = viva([
      TOKEN,
      json('viva-transaction-failed.json'),
      json('viva-transaction-pending.json'),
    ]);
    expect(await provider.verify({ query: { t: TRANSACTION_ID } })).toMatchObject({ outcome: 'failed' });
    expect(await provider.verify({ query: { t: TRANSACTION_ID } })).toMatchObject({ outcome: 'pending' });
  });

  it('treats a webhook only as a trigger: the fetched transaction decides, not the notification', async () => {
    const { provider, sent } = viva([TOKEN, json('viva-transaction-failed.json')]);
    const notification = JSON.parse(
      readFixture(import.meta.url, 'fixtures/viva-webhook-payment-created.json'),
    );
    expect(notification.EventData.StatusId).toBe('F');

    const verdict = await provider.verify({ body: notification });
    expect(verdict).toMatchObject({ outcome: 'failed', transactionId: TRANSACTION_ID });
    expect(sent[1]?.url).toBe(`https://demo-api.vivapayments.com/checkout/v2/transactions/${TRANSACTION_ID}`);
  });

  it('lets checkPaymentMatchesOrder refuse a paid transaction of another amount or currency', async () => {
    const { provider } = viva([
      TOKEN,
      fixtureReply('viva-transaction-paid.json', { amount: 4.59 }),
      fixtureReply('viva-transaction-paid.json', { currencyCode: '840' }),
      fixtureReply('viva-transaction-paid.json', { merchantTrns: 'PH-2026-000999' }),
    ]);
    const cheaper = await provider.verify({ query: { t: TRANSACTION_ID } });
    expect(cheaper).toMatchObject({ outcome: 'paid', amountCents: 459 });
    expect(checkPaymentMatchesOrder(cheaper, stored)).toEqual({ ok: false, mismatches: ['amount'] });

    const dollars = await provider.verify({ query: { t: TRANSACTION_ID } });
    expect(dollars.currency).toBe('840');
    expect(checkPaymentMatchesOrder(dollars, stored)).toEqual({ ok: false, mismatches: ['currency'] });

    const otherOrder = await provider.verify({ query: { t: TRANSACTION_ID } });
    expect(checkPaymentMatchesOrder(otherOrder, stored)).toEqual({ ok: false, mismatches: ['order_code'] });
  });

  it('reports a 5xx or a timeout as a retryable error, never as a failed payment', async () => {
    const { provider } = viva([TOKEN, json('viva-error-500.json', 500), 'hang']);
    const serverError = await failureOf(provider.verify({ query: { t: TRANSACTION_ID } }));
    expect(serverError).toMatchObject({
      provider: 'viva',
      failure: 'unavailable',
      status: 500,
      retryable: true,
    });
    const timeout = await failureOf(provider.verify({ query: { t: TRANSACTION_ID } }));
    expect(timeout).toMatchObject({ failure: 'unavailable', retryable: true });
  });

  it('reports refused credentials and an unknown transaction as errors that retrying will not fix', async () => {
    const refused = viva([{ status: 400, body: '{"error":"invalid_client"}' }]);
    expect(await failureOf(refused.provider.start(order))).toMatchObject({
      failure: 'not_authorized',
      retryable: false,
    });
    const unknown = viva([TOKEN, { status: 404, body: '' }]);
    expect(await failureOf(unknown.provider.verify({ query: { t: TRANSACTION_ID } }))).toMatchObject({
      failure: 'rejected',
      status: 404,
    });
  });

  it('calls a return without a transaction pending, and asks nothing for a malformed one', async () => {
    const { provider, sent } = viva([]);
    expect(await provider.verify({ query: { s: '9234567890123456' } })).toEqual({
      outcome: 'pending',
      providerRef: '9234567890123456',
    });
    expect(await failureOf(provider.verify({ query: {} }))).toMatchObject({ failure: 'missing_reference' });
    expect(await failureOf(provider.verify({ query: { t: '../orders/1' } }))).toMatchObject({
      failure: 'rejected',
    });
    expect(sent).toHaveLength(0);
  });

  it('fetches the key the webhook endpoint answers Viva with', async () => {
    const fake = fakeFetch([json('viva-webhook-key.json')]);
    const key = await fetchVivaWebhookKey({
      environment: 'live',
      merchantId: 'merchant-id',
      apiKey: 'api-key',
      fetch: fake.fetch,
    });
    expect(key).toEqual({ Key: 'B3248A8A5F3F5B1E1D7DFD8F2A54EA2C4E02E09A' });
    expect(fake.sent[0]).toEqual({
      method: 'GET',
      url: 'https://www.vivapayments.com/api/messages/config/token',
      headers: {
        accept: 'application/json',
        authorization: `Basic ${Buffer.from('merchant-id:api-key').toString('base64')}`,
      },
      body: '',
    });
  });
});

function fixtureReply(name: string, changes: Record<string, unknown>): RecordedReply {
  return { status: 200, body: fixtureWith(import.meta.url, `fixtures/${name}`, changes) };
}
