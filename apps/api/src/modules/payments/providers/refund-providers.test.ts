import { describe, expect, it } from 'vitest';
import { fakeFetch, type RecordedReply, readFixture } from '../../../test/fake-fetch.ts';
import { PaymentProviderError } from './payment-provider.ts';
import { PayPalRefunds } from './paypal-refunds.ts';
import type { ProviderRefundRequest } from './refund-provider.ts';
import { SandboxRefunds } from './sandbox-refunds.ts';
import { VivaRefunds } from './viva-refunds.ts';

const json = (name: string, status = 200): RecordedReply => ({
  status,
  body: readFixture(import.meta.url, `fixtures/${name}`),
});
const PAYPAL_TOKEN = json('paypal-token.json');

const request = (changes: Partial<ProviderRefundRequest> = {}): ProviderRefundRequest => ({
  key: 'refund-41-7f3a',
  transactionId: 'c90d4902-6245-449f-b2b0-51d99cd09cfe',
  amountCents: 1250,
  currency: 'EUR',
  orderCode: 'PH-2026-000123',
  ...changes,
});

async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PaymentProviderError))
    throw new Error(`expected a PaymentProviderError, got ${error}`);
  return error;
}

function viva(replies: RecordedReply[]) {
  const fake = fakeFetch(replies);
  const provider = new VivaRefunds({
    environment: 'demo',
    merchantId: 'merchant-id',
    apiKey: 'api-key',
    sourceCode: '4693',
    fetch: fake.fetch,
    timeoutMs: 50,
  });
  return { provider, sent: fake.sent };
}

function paypal(replies: RecordedReply[]) {
  const fake = fakeFetch(replies);
  const provider = new PayPalRefunds({
    environment: 'sandbox',
    clientId: 'paypal-client',
    clientSecret: 'paypal-secret',
    fetch: fake.fetch,
    timeoutMs: 50,
  });
  return { provider, sent: fake.sent };
}

describe('Viva refunds (recorded responses)', () => {
  it('refunds part of a transaction in cents with the merchant credentials, keeping the refund transaction', async () => {
    const { provider, sent } = viva([json('viva-refund-success.json')]);
    expect(await provider.refund(request())).toEqual({
      status: 'completed',
      refundId: 'a1b2c3d4-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
    });
    expect(sent[0]?.method).toBe('DELETE');
    expect(sent[0]?.url).toBe(
      'https://demo.vivapayments.com/api/transactions/c90d4902-6245-449f-b2b0-51d99cd09cfe?amount=1250&sourceCode=4693',
    );
    expect(sent[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('merchant-id:api-key').toString('base64')}`,
    );
    expect(provider.idempotent).toBe(false);
  });

  it('says plainly when Viva refuses more than can be refunded, and that it is final', async () => {
    const { provider } = viva([json('viva-refund-exceeded.json')]);
    const failure = await failureOf(provider.refund(request({ amountCents: 999_999 })));
    expect(failure.failure).toBe('rejected');
    expect(failure.message).toContain('The amount exceeds the amount that can be refunded');
    expect(failure.retryable).toBe(false);
  });

  it('an outage or a timeout is retryable, never a refusal', async () => {
    expect(
      (await failureOf(viva([json('viva-error-500.json', 500)]).provider.refund(request()))).retryable,
    ).toBe(true);
    expect((await failureOf(viva(['hang']).provider.refund(request()))).failure).toBe('unavailable');
  });

  it('refuses a malformed transaction id without calling Viva', async () => {
    const { provider, sent } = viva([]);
    expect((await failureOf(provider.refund(request({ transactionId: '../x' })))).failure).toBe('rejected');
    expect(sent).toHaveLength(0);
  });
});

describe('PayPal refunds (recorded responses)', () => {
  it('refunds part of a capture with the refund key as PayPal-Request-Id', async () => {
    const { provider, sent } = paypal([PAYPAL_TOKEN, json('paypal-refund-completed.json', 201)]);
    const done = await provider.refund(request({ transactionId: '2GG279541U471931P' }));
    expect(done).toEqual({ status: 'completed', refundId: '1JU08902781691411' });
    const call = sent[1];
    expect(call?.url).toBe('https://api-m.sandbox.paypal.com/v2/payments/captures/2GG279541U471931P/refund');
    expect(call?.headers['paypal-request-id']).toBe('refund-41-7f3a');
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({
      amount: { value: '12.50', currency_code: 'EUR' },
    });
  });

  it('a repeated refund sends the same key, so PayPal answers with the same refund', async () => {
    const { provider, sent } = paypal([
      PAYPAL_TOKEN,
      json('paypal-refund-completed.json', 201),
      json('paypal-refund-completed.json', 200),
    ]);
    const first = await provider.refund(request({ transactionId: '2GG279541U471931P' }));
    const again = await provider.refund(request({ transactionId: '2GG279541U471931P' }));
    expect(again).toEqual(first);
    expect(
      sent.filter((call) => call.url.endsWith('/refund')).map((call) => call.headers['paypal-request-id']),
    ).toEqual(['refund-41-7f3a', 'refund-41-7f3a']);
  });

  it('a pending refund is reported as pending', async () => {
    const { provider } = paypal([PAYPAL_TOKEN, json('paypal-refund-pending.json', 201)]);
    expect((await provider.refund(request({ transactionId: '2GG279541U471931P' }))).status).toBe('pending');
  });

  it("more than the capture has left is refused with PayPal's issue, and is final", async () => {
    const { provider } = paypal([PAYPAL_TOKEN, json('paypal-refund-exceeded.json', 422)]);
    const failure = await failureOf(provider.refund(request({ transactionId: '2GG279541U471931P' })));
    expect(failure.failure).toBe('rejected');
    expect(failure.message).toContain('REFUND_AMOUNT_EXCEEDED');
  });

  it("PayPal's internal error may be retried", async () => {
    const { provider } = paypal([PAYPAL_TOKEN, json('paypal-error-internal.json', 500)]);
    expect(
      (await failureOf(provider.refund(request({ transactionId: '2GG279541U471931P' })))).retryable,
    ).toBe(true);
  });
});

describe('sandbox refunds', () => {
  it('names the same refund for the same key and another for another key', async () => {
    const sandbox = new SandboxRefunds('a-secret-of-at-least-thirty-two-chars!');
    const tx = 'sbxtx_0123456789abcdef01234567';
    const first = await sandbox.refund(request({ transactionId: tx }));
    expect(await sandbox.refund(request({ transactionId: tx }))).toEqual(first);
    expect((await sandbox.refund(request({ transactionId: tx, key: 'other' }))).refundId).not.toBe(
      first.refundId,
    );
    expect((await failureOf(sandbox.refund(request()))).failure).toBe('rejected');
  });
});
