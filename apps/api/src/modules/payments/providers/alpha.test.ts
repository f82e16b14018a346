import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../test/fake-fetch.ts';
import { AlphaProvider } from './alpha.ts';
import { checkPaymentMatchesOrder, type PaymentOrder, PaymentProviderError } from './payment-provider.ts';

/** Cardlink's documented test shared secret; the fixtures' digests were computed with it (openssl). */
const SECRET = 'Cardlink1';
const result = (name: string): Record<string, string> =>
  JSON.parse(readFixture(import.meta.url, `fixtures/${name}`));

const order: PaymentOrder = {
  uid: '0b7c6d2e-3f4a-4b5c-8d9e-0f1a2b3c4d5e',
  code: '2026-000123',
  amountCents: 4590,
  currency: 'EUR',
  language: 'el',
  email: 'maria.papadopoulou@example.gr',
  fullName: 'Μαρία Παπαδοπούλου',
  maxInstallments: 3,
  billing: { country: 'GR', postcode: '35100', city: 'Λαμία', address: 'Ερμού 12', phone: '6912345678' },
  returnUrl: 'https://shop.example.gr/api/webhooks/alpha',
  cancelUrl: 'https://shop.example.gr/api/webhooks/alpha',
};
const alpha = new AlphaProvider({ environment: 'test', merchantId: '0020000001', sharedSecret: SECRET });

async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PaymentProviderError))
    throw new Error(`expected a PaymentProviderError, got ${error}`);
  return error;
}

describe('Alpha Bank e-commerce (Cardlink redirect, published field table)', () => {
  it('builds the form in the documented field order with its digest', async () => {
    const start = await alpha.start(order);
    if (start.kind !== 'form') throw new Error('expected a form');
    expect(start.action).toBe('https://alphaecommerce-test.cardlink.gr/vpos/shophandlermpi');
    expect(start.providerRef).toMatch(/^2026-000123-[0-9a-f]{6}$/);
    expect(Object.keys(start.fields)).toEqual([
      'version',
      'mid',
      'lang',
      'orderid',
      'orderDesc',
      'orderAmount',
      'currency',
      'payerEmail',
      'payerPhone',
      'billCountry',
      'billZip',
      'billCity',
      'billAddress',
      'trType',
      'extInstallmentoffset',
      'extInstallmentperiod',
      'confirmUrl',
      'cancelUrl',
      'digest',
    ]);
    expect(start.fields).toMatchObject({
      version: '2',
      mid: '0020000001',
      orderid: start.providerRef,
      orderDesc: 'Παραγγελία 2026-000123',
      orderAmount: '45.90',
      currency: 'EUR',
      billCountry: 'GR',
      extInstallmentperiod: '3',
    });
    const { digest, ...signed } = start.fields;
    const expected = createHash('sha256')
      .update(`${Object.values(signed).join('')}${SECRET}`)
      .digest('base64');
    expect(digest).toBe(expected);
  });

  it('gives each attempt its own order id, and sends no installments for a single payment', async () => {
    const first = await alpha.start({ ...order, maxInstallments: 1 });
    const second = await alpha.start(order);
    if (first.kind !== 'form' || second.kind !== 'form') throw new Error('expected forms');
    expect(first.providerRef).not.toBe(second.providerRef);
    expect(first.fields).not.toHaveProperty('extInstallmentperiod');
  });

  it('refuses to start without a billing address', async () => {
    const { billing: _billing, ...withoutBilling } = order;
    expect(await failureOf(alpha.start(withoutBilling))).toMatchObject({ failure: 'rejected' });
  });

  it('believes a captured result whose digest matches, and reads it against the order', async () => {
    const verdict = await alpha.verify({ query: result('alpha-result-captured.json') });
    expect(verdict).toEqual({
      outcome: 'paid',
      providerRef: '2026-000123-a1b2c3',
      transactionId: '61528491',
      amountCents: 4590,
      currency: 'EUR',
      orderCode: '2026-000123',
    });
    expect(
      checkPaymentMatchesOrder(verdict, { code: '2026-000123', amountCents: 4590, currency: 'EUR' }),
    ).toEqual({ ok: true });
  });

  it('reads a refused result as failed', async () => {
    expect(await alpha.verify({ query: result('alpha-result-refused.json') })).toMatchObject({
      outcome: 'failed',
      providerRef: '2026-000123-d4e5f6',
    });
  });

  it('refuses a result with a changed field, another merchant or no digest', async () => {
    const captured = result('alpha-result-captured.json');
    for (const forged of [
      { ...captured, orderAmount: '0.10' },
      { ...captured, status: 'CAPTURED ' },
      { ...captured, mid: '0020000002' },
    ]) {
      expect(await failureOf(alpha.verify({ query: forged }))).toMatchObject({
        failure: 'unverified_notification',
      });
    }
    const { digest: _digest, ...unsigned } = captured;
    expect(await failureOf(alpha.verify({ query: unsigned }))).toMatchObject({
      failure: 'missing_reference',
    });
  });
});
