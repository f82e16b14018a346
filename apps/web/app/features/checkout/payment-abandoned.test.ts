import { describe, expect, it } from 'vitest';
import { isAbandonedReturn, isCancelledFailure } from './payment-abandoned';

describe('isAbandonedReturn', () => {
  it('tells an abandoned sandbox payment (no verdict) from a declined one', () => {
    expect(isAbandonedReturn('sandbox', new URLSearchParams({ uid: 'u1' }))).toBe(true);
    expect(isAbandonedReturn('sandbox', new URLSearchParams({ uid: 'u1', result: 'failed', ref: 'r' }))).toBe(
      false,
    );
  });

  it('guesses nothing of other providers’ returns', () => {
    expect(isAbandonedReturn('viva', new URLSearchParams({ t: '1' }))).toBe(false);
  });

  it('lets the failure page speak of a cancelled payment when marked so, or on PayPal’s cancel address', () => {
    expect(
      isCancelledFailure('/checkout-failure', new URLSearchParams({ uid: 'u', reason: 'cancelled' })),
    ).toBe(true);
    expect(isCancelledFailure('/en/payment/paypal/cancel', new URLSearchParams({ token: 't' }))).toBe(true);
    expect(isCancelledFailure('/checkout-failure', new URLSearchParams({ uid: 'u' }))).toBe(false);
  });
});
