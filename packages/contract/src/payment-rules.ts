import type { Cents } from './money.ts';

/**
 * Greek payment rules the checkout applies (spec 001 §1, §4). The amounts are the shop's settings;
 * these are the defaults and the pure rules over them, so the page and the order agree.
 */

/** Law 4446/2016: a payment of 500 € or more may not be made in cash, so not on delivery either. */
export const DEFAULT_CASH_ON_DELIVERY_LIMIT_CENTS: Cents = 50_000;

export function cashOnDeliveryAllowed(
  orderTotal: Cents,
  limit: Cents = DEFAULT_CASH_ON_DELIVERY_LIMIT_CENTS,
) {
  return orderTotal < limit;
}

/** From an order total (inclusive) a credit card may split the payment into at most this many installments. */
export interface InstallmentStep {
  fromCents: Cents;
  maxInstallments: number;
}

export const DEFAULT_INSTALLMENT_STEPS: readonly InstallmentStep[] = [
  { fromCents: 10_000, maxInstallments: 2 },
  { fromCents: 20_000, maxInstallments: 3 },
  { fromCents: 50_000, maxInstallments: 6 },
  { fromCents: 100_000, maxInstallments: 12 },
];

/** The most installments an order total allows; 1 means a single payment. Steps may come in any order. */
export function maxInstallments(
  orderTotal: Cents,
  steps: readonly InstallmentStep[] = DEFAULT_INSTALLMENT_STEPS,
): number {
  let most = 1;
  for (const step of steps) {
    if (orderTotal >= step.fromCents && step.maxInstallments > most) most = step.maxInstallments;
  }
  return most;
}

/**
 * What limits a payment type: who takes the money (a PaymentProviderCode), the shipping kinds it
 * goes with (none listed: every kind) and a largest total.
 */
export interface PaymentTypeLimits {
  provider: string;
  shippingKinds: readonly string[];
  /** Totals from this amount are refused; null for no limit. */
  maxAmountCents: Cents | null;
}

/**
 * Whether a payment type may pay for an order shipped this way and, once the total is known,
 * for that total (cash on delivery: only with a courier, and under the cash limit). An order of
 * gift cards only is e-mailed: no courier comes to the door to collect cash on delivery.
 */
export function paymentTypeAllowed(
  limits: PaymentTypeLimits,
  shippingKind: string,
  orderTotal?: Cents,
  cart: { giftCardsOnly: boolean } = { giftCardsOnly: false },
): boolean {
  if (cart.giftCardsOnly && limits.provider === 'cash_on_delivery') return false;
  if (limits.shippingKinds.length > 0 && !limits.shippingKinds.includes(shippingKind)) return false;
  if (orderTotal === undefined || limits.maxAmountCents === null) return true;
  return cashOnDeliveryAllowed(orderTotal, limits.maxAmountCents);
}
