/** Order and payment codes of the wire forms in `orders-schemas.ts` (spec 001 §3, §4, §7). */

// ---- Reference data ----

/** How an order reaches the shopper; store, locker and courier are mutually exclusive. */
export const SHIPPING_KINDS = ['courier', 'locker', 'takeaway'] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];

/** Who takes the money: the provider behind a payment type. */
export const PAYMENT_PROVIDERS = [
  'cash_on_delivery',
  'bank_deposit',
  'sandbox',
  'viva',
  /** IRIS through Viva's Smart Checkout: a choice of its own, offered with Viva's credentials. */
  'viva_iris',
  'paypal',
  'alpha',
  'winbank',
] as const;
export type PaymentProviderCode = (typeof PAYMENT_PROVIDERS)[number];

// ---- Payments ----

export const PAYMENT_OUTCOMES = ['paid', 'failed', 'pending'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
