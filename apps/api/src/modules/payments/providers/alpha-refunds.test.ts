import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type RecordedReply, readFixture } from '../../../test/fake-fetch.ts';
import { AlphaRefunds } from './alpha-refunds.ts';
import { PaymentProviderError } from './payment-provider.ts';
import type { ProviderRefundRequest } from './refund-provider.ts';

/** Cardlink's documented test shared secret; the fixtures' digests were computed with it. */
const SECRET = 'Cardlink1';
const xml = (name: string, status = 200): RecordedReply => ({
  status,
  body: readFixture(import.meta.url, `fixtures/${name}`),
  contentType: 'application/xml',
});

const request = (changes: Partial<ProviderRefundRequest> = {}): ProviderRefundRequest => ({
  key: 'return:41',
  transactionId: '2026-000123-a1b2c3',
  amountCents: 1250,
  currency: 'EUR',
  orderCode: '2026-000123',
  ...changes,
});

function alpha(replies: RecordedReply[]) {
  const fake = fakeFetch(replies);
  let clock = Date.UTC(2026, 10, 29, 12, 20, 0, 412);
  const provider = new AlphaRefunds({
    environment: 'test',
    merchantId: '0020000001',
    sharedSecret: SECRET,
    fetch: fake.fetch,
    timeoutMs: 50,
    now: () => new Date(clock++),
  });
  return { provider, sent: fake.sent };
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

/** What the gateway recomputes: the `Message` as canonical XML, the VPOS root's namespaces on it, and the secret. */
function gatewayDigest(body: string): string {
  const message = /<Message version="2\.1" messageId="([^"]+)" timeStamp="([^"]+)">(.*)<\/Message>/.exec(
    body,
  );
  if (!message) throw new Error('no Message');
  const canonical =
    `<Message xmlns="http://www.modirum.com/schemas/vposxmlapi41" xmlns:ns2="http://www.w3.org/2000/09/xmldsig#" ` +
    `messageId="${message[1]}" timeStamp="${message[2]}" version="2.1">${message[3]}</Message>`;
  return createHash('sha256').update(`${canonical}${SECRET}`).digest('base64');
}

describe('Alpha Bank refunds (Cardlink VPOS XML 2.1, recorded responses)', () => {
  it('refunds part of a payment by its order id, in euros, with the digest of the canonical message', async () => {
    const { provider, sent } = alpha([xml('alpha-refund-partial.xml')]);
    expect(await provider.refund(request())).toEqual({ status: 'completed', refundId: '92639550455302' });
    const call = sent[0];
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('https://alphaecommerce-test.cardlink.gr/vpos/xmlpayvpos');
    expect(call?.headers['content-type']).toBe('application/xml; charset=UTF-8');
    const body = call?.body ?? '';
    expect(body).toBe(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<VPOS xmlns="http://www.modirum.com/schemas/vposxmlapi41" xmlns:ns2="http://www.w3.org/2000/09/xmldsig#">' +
        '<Message version="2.1" messageId="M1795954800412" timeStamp="2026-11-29T12:20:00.412+00:00">' +
        '<RefundRequest><Authentication><Mid>0020000001</Mid></Authentication>' +
        '<OrderInfo><OrderId>2026-000123-a1b2c3</OrderId><OrderAmount>12.50</OrderAmount><Currency>EUR</Currency></OrderInfo>' +
        `</RefundRequest></Message><Digest>${gatewayDigest(body)}</Digest></VPOS>`,
    );
    expect(provider.idempotent).toBe(false);
    expect(provider.refundsBy).toBe('order');
  });

  it('refunds the whole payment', async () => {
    const { provider, sent } = alpha([xml('alpha-refund-full.xml')]);
    expect(await provider.refund(request({ amountCents: 4590 }))).toEqual({
      status: 'completed',
      refundId: '92639550455301',
    });
    expect(sent[0]?.body).toContain('<OrderAmount>45.90</OrderAmount>');
  });

  it('takes no key: the same refund sent twice is two messages, and the gateway makes two refunds', async () => {
    const second = readFixture(import.meta.url, 'fixtures/alpha-refund-partial.xml').replace(
      '92639550455302',
      '92639550455309',
    );
    const { provider, sent } = alpha([xml('alpha-refund-partial.xml'), { status: 200, body: second }]);
    const first = await provider.refund(request());
    const again = await provider.refund(request());
    expect(again.refundId).not.toBe(first.refundId);
    const ids = sent.map((call) => /messageId="([^"]+)"/.exec(call.body)?.[1]);
    expect(new Set(ids).size).toBe(2);
    for (const call of sent) expect(call.body).not.toContain('return:41');
  });

  it("a refusal is final, with the gateway's description", async () => {
    const failure = await failureOf(alpha([xml('alpha-refund-refused.xml')]).provider.refund(request()));
    expect(failure.failure).toBe('rejected');
    expect(failure.message).toContain('Refused, REFUSED response code 12');
    expect(failure.retryable).toBe(false);
  });

  it('a request the gateway cannot take (more than is left) is final, with its code', async () => {
    const failure = await failureOf(alpha([xml('alpha-refund-not-allowed.xml')]).provider.refund(request()));
    expect(failure.failure).toBe('rejected');
    expect(failure.message).toContain('O1 Operation not allowed');
  });

  it('no answer, a 5xx, an unreadable answer or the gateway’s own exception may have refunded: retryable, never a refusal', async () => {
    for (const reply of [
      'hang',
      'network-error',
      { status: 502, body: 'Bad gateway' },
      { status: 200, body: '<html>maintenance</html>' },
      xml('alpha-refund-system-error.xml'),
      { status: 200, body: '{"error":"Unspecified Exception","errorCode":"SE"}' },
    ] satisfies RecordedReply[]) {
      const failure = await failureOf(alpha([reply]).provider.refund(request()));
      expect(failure.failure, JSON.stringify(reply)).toBe('unavailable');
      expect(failure.retryable).toBe(true);
    }
  });

  it('refuses a malformed order id without calling the gateway', async () => {
    const { provider, sent } = alpha([]);
    expect((await failureOf(provider.refund(request({ transactionId: '<x/>' })))).failure).toBe('rejected');
    expect(sent).toHaveLength(0);
  });
});
