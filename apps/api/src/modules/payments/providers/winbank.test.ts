import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeFetch, readFixture } from '../../../test/fake-fetch.ts';
import { checkPaymentMatchesOrder, type PaymentOrder, PaymentProviderError } from './payment-provider.ts';
import { WinbankProvider, winbankHashKey } from './winbank.ts';

const credentials = {
  acquirerId: '14',
  merchantId: '2137477493',
  posId: '2141384532',
  username: 'TE123456',
  password: 'test-password',
};
/** The ticket of fixtures/winbank-ticket-issued.xml, with which the result fixtures' hash keys were made. */
const TICKET = '8f2c1e6a0b7d4c3e9a5f1b2d6e8c0a4f';
const REFERENCE = '2026-000123-a1b2c3';
const kept = JSON.stringify({ ticket: TICKET, amountCents: 4590, currency: 'EUR' });
const result = (name: string): Record<string, string> =>
  JSON.parse(readFixture(import.meta.url, `fixtures/${name}`));
const xml = (name: string) => ({
  status: 200,
  body: readFixture(import.meta.url, `fixtures/${name}`),
  contentType: 'text/xml; charset=utf-8',
});

const order: PaymentOrder = {
  uid: '0b7c6d2e-3f4a-4b5c-8d9e-0f1a2b3c4d5e',
  code: '2026-000123',
  amountCents: 4590,
  currency: 'EUR',
  language: 'el',
  email: 'maria.papadopoulou@example.gr',
  fullName: 'Μαρία Παπαδοπούλου',
  maxInstallments: 3,
  returnUrl: 'https://shop.example.gr/api/webhooks/winbank',
  cancelUrl: 'https://shop.example.gr/api/webhooks/winbank',
};

async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PaymentProviderError))
    throw new Error(`expected a PaymentProviderError, got ${error}`);
  return error;
}

describe('Piraeus Bank (Winbank Paycenter redirection, recorded responses)', () => {
  it('asks the ticket service for a ticket, then answers the form for the card page without it', async () => {
    const http = fakeFetch([xml('winbank-ticket-issued.xml')]);
    const winbank = new WinbankProvider({ ...credentials, fetch: http.fetch });
    const start = await winbank.start(order);
    if (start.kind !== 'form') throw new Error('expected a form');

    const [sent] = http.sent;
    expect(sent?.url).toBe('https://paycenter.piraeusbank.gr/services/tickets/issuer.asmx');
    expect(sent?.headers.soapaction).toBe('http://piraeusbank.gr/paycenter/redirection/IssueNewTicket');
    const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(sent?.body ?? '')?.[1];
    expect(field('Password')).toBe(createHash('md5').update('test-password').digest('hex'));
    expect(field('Amount')).toBe('45.90');
    expect(field('CurrencyCode')).toBe('978');
    expect(field('RequestType')).toBe('02');
    expect(field('Installments')).toBe('3');
    expect(field('MerchantReference')).toBe(start.providerRef);
    expect(field('Parameters')).toBe(order.uid);
    expect(start.providerRef).toMatch(/^2026-000123-[0-9a-f]{6}$/);

    expect(start.action).toBe('https://paycenter.piraeusbank.gr/redirection/pay.aspx');
    expect(start.fields).toEqual({
      AcquirerId: '14',
      MerchantId: '2137477493',
      PosId: '2141384532',
      User: 'TE123456',
      LanguageCode: 'el-GR',
      MerchantReference: start.providerRef,
      ParamBackLink: '',
    });
    // The ticket is the key of the result's hash: kept with the attempt, never in the browser's form.
    expect(JSON.stringify(start.fields)).not.toContain(TICKET);
    expect(JSON.parse(start.providerData ?? '{}')).toEqual({
      ticket: TICKET,
      amountCents: 4590,
      currency: 'EUR',
    });
  });

  it('refuses to start when the ticket service refuses, and reads its outage as one', async () => {
    const refused = new WinbankProvider({
      ...credentials,
      fetch: fakeFetch([xml('winbank-ticket-refused.xml')]).fetch,
    });
    expect((await failureOf(refused.start(order))).failure).toBe('not_authorized');
    const down = new WinbankProvider({ ...credentials, fetch: fakeFetch([{ status: 503, body: '' }]).fetch });
    expect((await failureOf(down.start(order))).retryable).toBe(true);
    const garbled = new WinbankProvider({
      ...credentials,
      fetch: fakeFetch([{ status: 200, body: '<html/>' }]).fetch,
    });
    expect((await failureOf(garbled.start(order))).failure).toBe('invalid_response');
  });

  it('believes a result whose hash key matches, for the amount its ticket was issued for', async () => {
    const winbank = new WinbankProvider(credentials);
    const verdict = await winbank.verify({
      query: result('winbank-result-success.json'),
      providerRef: REFERENCE,
      providerData: kept,
    });
    expect(verdict).toEqual({
      outcome: 'paid',
      providerRef: REFERENCE,
      transactionId: '113902745',
      amountCents: 4590,
      currency: 'EUR',
      orderCode: '2026-000123',
    });
    expect(
      checkPaymentMatchesOrder(verdict, {
        code: '2026-000123',
        amountCents: 4590,
        currency: 'EUR',
        providerRef: REFERENCE,
      }),
    ).toEqual({ ok: true });

    const failed = await winbank.verify({
      query: result('winbank-result-failure.json'),
      providerRef: REFERENCE,
      providerData: kept,
    });
    expect(failed.outcome).toBe('failed');
  });

  it('believes nothing with a changed field, a forged hash, another ticket or no ticket', async () => {
    const winbank = new WinbankProvider(credentials);
    const success = result('winbank-result-success.json');
    const attempts = [
      {
        query: { ...success, StatusFlag: 'Success', ResponseCode: '00', ApprovalCode: '999999' },
        providerData: kept,
      },
      {
        query: { ...result('winbank-result-failure.json'), StatusFlag: 'Success', ResponseCode: '00' },
        providerData: kept,
      },
      {
        query: { ...success, HashKey: winbankHashKey('guessed-ticket', [success.MerchantReference ?? '']) },
        providerData: kept,
      },
      {
        query: success,
        providerData: JSON.stringify({ ticket: 'another', amountCents: 4590, currency: 'EUR' }),
      },
      { query: success },
    ];
    for (const attempt of attempts) {
      const error = await failureOf(winbank.verify({ ...attempt, providerRef: REFERENCE }));
      expect(error.failure).toBe('unverified_notification');
    }
    expect((await failureOf(winbank.verify({ query: { MerchantReference: REFERENCE } }))).failure).toBe(
      'missing_reference',
    );
  });
});
