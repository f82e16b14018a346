import type { ReturningProvider } from './api/payments';

/** The failure page's query mark of a payment the shopper left rather than one refused. */
export const CANCELLED_REASON = 'cancelled';

/**
 * Whether a provider's return says the shopper left its payment page (abandoned it) rather than
 * that the payment was refused: the sandbox's cancel return carries no verdict (`result`).
 */
export function isAbandonedReturn(
  provider: ReturningProvider,
  params: Pick<URLSearchParams, 'has'>,
): boolean {
  return provider === 'sandbox' && !params.has('result');
}

/**
 * Whether the failure page speaks of a payment the shopper left: marked so by the return page, or
 * PayPal's cancel address, where PayPal sends the shopper only when they cancel there.
 */
export function isCancelledFailure(pathname: string, params: Pick<URLSearchParams, 'get'>): boolean {
  return params.get('reason') === CANCELLED_REASON || pathname.endsWith('/payment/paypal/cancel');
}
