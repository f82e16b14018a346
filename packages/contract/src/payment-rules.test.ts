import { describe, expect, it } from 'vitest';
import { cashOnDeliveryAllowed, maxInstallments, paymentTypeAllowed } from './payment-rules.ts';

describe('cash on delivery', () => {
  it('is allowed below 500 € and refused from 500 €', () => {
    expect(cashOnDeliveryAllowed(49_999)).toBe(true);
    expect(cashOnDeliveryAllowed(50_000)).toBe(false);
    expect(cashOnDeliveryAllowed(80_000)).toBe(false);
  });

  it('follows the shop’s own limit', () => {
    expect(cashOnDeliveryAllowed(25_000, 30_000)).toBe(true);
    expect(cashOnDeliveryAllowed(30_000, 30_000)).toBe(false);
  });
});

describe('installments by order total', () => {
  it.each([
    [9_999, 1],
    [10_000, 2],
    [19_999, 2],
    [20_000, 3],
    [50_000, 6],
    [99_999, 6],
    [100_000, 12],
    [450_000, 12],
  ])('%i cents allows at most %i', (total, most) => {
    expect(maxInstallments(total)).toBe(most);
  });

  it('reads a shop’s own table in any order', () => {
    const steps = [
      { fromCents: 100_000, maxInstallments: 10 },
      { fromCents: 8_000, maxInstallments: 2 },
    ];
    expect(maxInstallments(7_999, steps)).toBe(1);
    expect(maxInstallments(8_000, steps)).toBe(2);
    expect(maxInstallments(150_000, steps)).toBe(10);
    expect(maxInstallments(150_000, [])).toBe(1);
  });
});

describe('a payment type for a shipping kind and a total', () => {
  const cashOnDelivery = { provider: 'cash_on_delivery', shippingKinds: ['courier'], maxAmountCents: 50_000 };
  const card = { provider: 'sandbox', shippingKinds: [], maxAmountCents: null };

  it('keeps cash on delivery to the courier and under the cash limit', () => {
    expect(paymentTypeAllowed(cashOnDelivery, 'courier')).toBe(true);
    expect(paymentTypeAllowed(cashOnDelivery, 'locker')).toBe(false);
    expect(paymentTypeAllowed(cashOnDelivery, 'takeaway')).toBe(false);
    expect(paymentTypeAllowed(cashOnDelivery, 'courier', 49_999)).toBe(true);
    expect(paymentTypeAllowed(cashOnDelivery, 'courier', 50_000)).toBe(false);
  });

  it('lets a type without limits pay for anything', () => {
    expect(paymentTypeAllowed(card, 'takeaway', 1_000_000)).toBe(true);
  });

  it('refuses cash on delivery for gift cards only, which are e-mailed, and keeps it for goods', () => {
    const giftCardsOnly = { giftCardsOnly: true };
    expect(paymentTypeAllowed(cashOnDelivery, 'courier', 2_500, giftCardsOnly)).toBe(false);
    expect(paymentTypeAllowed(cashOnDelivery, 'courier', 2_500, { giftCardsOnly: false })).toBe(true);
    expect(paymentTypeAllowed(card, 'courier', 2_500, giftCardsOnly)).toBe(true);
  });
});
