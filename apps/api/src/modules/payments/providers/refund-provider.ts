/**
 * Giving money back through the provider that took it (decision 048). Each refund record of the
 * shop has its own idempotency key, sent to providers that honour one (PayPal's
 * `PayPal-Request-Id`, the sandbox), so a retried refund never pays twice. A failure is a
 * `PaymentProviderError`: only `unavailable` may be retried, and for a provider without an
 * idempotency key (`idempotent: false`) not automatically, since the first call may have landed.
 */
import type { Cents } from '@shop/contract';

export interface ProviderRefundRequest {
  /** The refund record's idempotency key. */
  key: string;
  /**
   * The provider's transaction (Viva) or capture (PayPal) that took the money; for a provider
   * that refunds by the shop's reference (`refundsBy: 'order'`, Alpha Bank), that reference.
   */
  transactionId: string;
  amountCents: Cents;
  currency: 'EUR';
  /** The shop's order code, as the provider's reference. */
  orderCode: string;
}

export interface ProviderRefundResult {
  /** `pending`: accepted, the provider settles it later (PayPal's e-cheque case). */
  status: 'completed' | 'pending';
  /** The provider's id of the refund. */
  refundId: string;
}

export interface RefundProvider {
  readonly name: string;
  /** Whether a repeated call with the same key is answered without a second refund. */
  readonly idempotent: boolean;
  /** Alpha Bank names the payment by the order id the shop started it with, not by its transaction id. */
  readonly refundsBy?: 'order';
  refund(request: ProviderRefundRequest): Promise<ProviderRefundResult>;
}
