import { describe, expect, it } from 'vitest';
import {
  checkPaymentMatchesOrder,
  failureForStatus,
  PaymentProviderError,
  type PaymentVerdict,
} from './payment-provider.ts';

const order = { code: 'PH-2026-000123', amountCents: 4590, currency: 'EUR' as const };
const paid: PaymentVerdict = {
  outcome: 'paid',
  providerRef: '9234567890123456',
  transactionId: 'c90d4902-6245-449f-b2b0-51d99cd09cfe',
  amountCents: 4590,
  currency: 'EUR',
  orderCode: 'PH-2026-000123',
};

describe('checkPaymentMatchesOrder', () => {
  it('accepts a paid verdict for exactly the stored amount, currency and order code', () => {
    expect(checkPaymentMatchesOrder(paid, order)).toEqual({ ok: true });
    expect(checkPaymentMatchesOrder(paid, { ...order, providerRef: '9234567890123456' })).toEqual({
      ok: true,
    });
  });

  it('never takes a smaller, larger or foreign-currency payment as full payment', () => {
    for (const amountCents of [4589, 4591, 459, 0]) {
      expect(checkPaymentMatchesOrder({ ...paid, amountCents }, order)).toEqual({
        ok: false,
        mismatches: ['amount'],
      });
    }
    expect(checkPaymentMatchesOrder({ ...paid, currency: 'USD' }, order)).toEqual({
      ok: false,
      mismatches: ['currency'],
    });
    expect(checkPaymentMatchesOrder({ ...paid, currency: '840', amountCents: 5000 }, order)).toEqual({
      ok: false,
      mismatches: ['amount', 'currency'],
    });
  });

  it('refuses a payment for another order or another provider payment', () => {
    expect(checkPaymentMatchesOrder({ ...paid, orderCode: 'PH-2026-000124' }, order)).toEqual({
      ok: false,
      mismatches: ['order_code'],
    });
    expect(checkPaymentMatchesOrder(paid, { ...order, providerRef: '1111111111111111' })).toEqual({
      ok: false,
      mismatches: ['provider_ref'],
    });
  });

  it('refuses a paid verdict that does not state what was paid', () => {
    const { amountCents: _amount, currency: _currency, orderCode: _code, ...silent } = paid;
    expect(checkPaymentMatchesOrder(silent, order)).toEqual({
      ok: false,
      mismatches: ['amount', 'currency', 'order_code'],
    });
  });

  it('lets a failed or pending verdict through unless what it states contradicts the order', () => {
    expect(checkPaymentMatchesOrder({ outcome: 'failed', providerRef: 'x' }, order)).toEqual({ ok: true });
    expect(
      checkPaymentMatchesOrder({ outcome: 'pending', providerRef: 'x', amountCents: 4590 }, order),
    ).toEqual({
      ok: true,
    });
    expect(checkPaymentMatchesOrder({ ...paid, outcome: 'failed', orderCode: 'PH-OTHER' }, order)).toEqual({
      ok: false,
      mismatches: ['order_code'],
    });
  });
});

describe('failureForStatus', () => {
  it('makes 5xx, 429 and 409 retryable, refused credentials and other 4xx not', () => {
    const failure = (status: number) => failureForStatus('viva', status);
    expect([500, 502, 503, 429, 409].map((status) => failure(status).retryable)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(failure(401)).toMatchObject({ failure: 'not_authorized', retryable: false });
    expect(failure(403)).toMatchObject({ failure: 'not_authorized', retryable: false });
    expect(failure(422)).toMatchObject({ failure: 'rejected', retryable: false });
    expect(failure(404)).toBeInstanceOf(PaymentProviderError);
    expect(failure(404).message).toBe('viva: rejected (HTTP 404)');
  });
});
