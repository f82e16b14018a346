/**
 * The one interface every way of paying implements: cash on delivery, bank deposit, the
 * sandbox, Viva, PayPal, Alpha Bank, Winbank. `start` says where the shopper goes to pay;
 * `verify` turns a return, a notification or a lookup into a verdict. A verdict is never
 * trusted on its own: `checkPaymentMatchesOrder` compares it with the stored order before
 * the order is marked paid.
 */
import type { Cents, Language } from '@shop/contract';
import {
  type FetchFunction,
  type OutboundRequest,
  type OutboundResponse,
  OutboundUnavailableError,
  sendOutbound,
} from '../../../lib/outbound-http.ts';

export interface PaymentOrder {
  uid: string;
  /** The shop's order code, shown to the shopper and sent to the provider as its reference. */
  code: string;
  amountCents: Cents;
  currency: 'EUR';
  language: Language;
  email: string;
  fullName: string;
  /** 1 for a single payment; more only where the provider and the card allow it. */
  maxInstallments: number;
  /** The billing address, for the providers that send it for 3-D Secure (Alpha Bank). */
  billing?: PaymentBilling;
  /** Absolute URLs (built from PUBLIC_URL) the provider sends the shopper back to. */
  returnUrl: string;
  cancelUrl: string;
}

export interface PaymentBilling {
  /** ISO 3166 alpha-2. */
  country: string;
  postcode: string;
  city: string;
  /** Street and number. */
  address: string;
  phone?: string;
}

export type PaymentStart =
  /** Send the shopper to `url`; `providerRef` is the provider's id for this payment. */
  | { kind: 'redirect'; url: string; providerRef: string }
  /** Post `fields` to `action` from the shopper's browser (card forms of Greek banks). */
  | {
      kind: 'form';
      action: string;
      fields: Record<string, string>;
      providerRef: string;
      /** What the provider needs again to verify the result, kept with the attempt, never sent out (Winbank's ticket). */
      providerData?: string;
    }
  /** Nothing to do online (cash on delivery, bank deposit). */
  | { kind: 'none' };

export interface PaymentVerifyInput {
  /** The provider's id stored when the payment started. */
  providerRef?: string;
  /** What the provider kept with the attempt when it started (`PaymentStart.providerData`). */
  providerData?: string;
  /** The query string of a browser return. */
  query?: Record<string, string | undefined>;
  /** A notification's body, parsed. */
  body?: unknown;
  /** A notification's body exactly as received, for providers that sign the bytes. */
  rawBody?: string;
  /** Request headers, names in any case. */
  headers?: Record<string, string | string[] | undefined>;
}

export interface PaymentVerdict {
  outcome: 'paid' | 'failed' | 'pending';
  providerRef: string;
  transactionId?: string;
  amountCents?: Cents;
  /** ISO 4217 letters where the provider's code is known, else the provider's code as given. */
  currency?: string;
  /** The shop's order code as the provider echoes it back. */
  orderCode?: string;
}

export interface PaymentProvider {
  readonly name: string;
  start(order: PaymentOrder): Promise<PaymentStart>;
  verify(input: PaymentVerifyInput): Promise<PaymentVerdict>;
}

/**
 * Why a provider call produced no verdict. Only `unavailable` (network failure, timeout, a
 * 5xx or 429, a request still in progress) is worth retrying; a provider's outage must
 * never be read as a failed payment.
 */
export type PaymentProviderFailure =
  | 'unavailable'
  /** The provider refused our credentials: a configuration problem. */
  | 'not_authorized'
  /** The provider refused the request (4xx): retrying it unchanged will not help. */
  | 'rejected'
  | 'invalid_response'
  /** A notification whose signature or origin could not be verified: ignore it. */
  | 'unverified_notification'
  /** A verified notification about something other than a payment of an order. */
  | 'ignored_notification'
  /** Nothing in the input says which payment to look at. */
  | 'missing_reference';

export class PaymentProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly failure: PaymentProviderFailure,
    readonly status?: number,
    detail?: string,
  ) {
    super(`${provider}: ${failure}${status ? ` (HTTP ${status})` : ''}${detail ? `: ${detail}` : ''}`);
    this.name = 'PaymentProviderError';
  }

  get retryable(): boolean {
    return this.failure === 'unavailable';
  }
}

/** Sends a request to a provider; no answer (a timeout, a refused connection) is its `unavailable`. */
export async function sendToProvider(
  provider: string,
  fetchFunction: FetchFunction,
  request: OutboundRequest,
  timeoutMs: number,
): Promise<OutboundResponse> {
  try {
    return await sendOutbound(fetchFunction, request, timeoutMs);
  } catch (error) {
    if (error instanceof OutboundUnavailableError)
      throw new PaymentProviderError(provider, 'unavailable', undefined, error.message);
    throw error;
  }
}

/** The failure an HTTP status means, for a response that is not a success. */
export function failureForStatus(provider: string, status: number, detail?: string): PaymentProviderError {
  if (status === 401 || status === 403)
    return new PaymentProviderError(provider, 'not_authorized', status, detail);
  if (status === 409 || status === 429 || status >= 500) {
    return new PaymentProviderError(provider, 'unavailable', status, detail);
  }
  return new PaymentProviderError(provider, 'rejected', status, detail);
}

export interface StoredOrderPayment {
  code: string;
  amountCents: Cents;
  currency: 'EUR';
  /** When given, the verdict must be about this provider payment too. */
  providerRef?: string;
}

export type PaymentMismatch = 'amount' | 'currency' | 'order_code' | 'provider_ref';

/**
 * Whether a verdict may be applied to the stored order. A `paid` verdict must state the
 * amount, currency and order code, and each must equal the order's: a payment of another
 * amount or in another currency is never taken as full payment. Any other verdict is
 * refused only when something it states contradicts the order (a return carrying another
 * order's transaction must not fail this one).
 */
export function checkPaymentMatchesOrder(
  verdict: PaymentVerdict,
  order: StoredOrderPayment,
): { ok: true } | { ok: false; mismatches: PaymentMismatch[] } {
  const mustState = verdict.outcome === 'paid';
  const differs = <T>(stated: T | undefined, expected: T) =>
    stated === undefined ? mustState : stated !== expected;
  const mismatches: PaymentMismatch[] = [];
  if (differs(verdict.amountCents, order.amountCents)) mismatches.push('amount');
  if (differs(verdict.currency, order.currency)) mismatches.push('currency');
  if (differs(verdict.orderCode, order.code)) mismatches.push('order_code');
  if (order.providerRef !== undefined && verdict.providerRef !== order.providerRef) {
    mismatches.push('provider_ref');
  }
  return mismatches.length === 0 ? { ok: true } : { ok: false, mismatches };
}
