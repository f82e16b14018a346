import type { Language, PaymentForm, PaymentResult, PaymentStartResponse } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** The card providers whose return the storefront verifies through the API (spec 001 §2, §7). */
export type ReturningProvider = 'viva' | 'paypal' | 'alpha' | 'winbank' | 'sandbox';

/**
 * Asks the API what a provider's return means for the order: the API verifies it with the
 * provider (never trusting the query string) and records it; a replay changes nothing. The banks
 * (Alpha Bank, Winbank) tell the API directly, so their return only names the order: null.
 */
export function verifyPaymentReturn(
  language: Language,
  provider: ReturningProvider,
  params: Record<string, string>,
): Promise<PaymentResult> | null {
  const path = PARSE_PATHS[provider];
  return path ? apiRequest<PaymentResult>(language, path, { method: 'POST', body: params }) : null;
}

const PARSE_PATHS: Record<ReturningProvider, string | null> = {
  sandbox: 'payments/sandbox/parse',
  viva: 'vivapayments/parsetransaction',
  paypal: 'paypal/parsetransaction',
  alpha: null,
  winbank: null,
};

/** The form a bank's payment page expects, by the payment request's id. */
export const getBankPaymentForm = (language: Language, bank: 'alpha' | 'winbank', id: string) =>
  apiRequest<PaymentForm>(
    language,
    bank === 'alpha' ? 'alphacardlink/getrequestbyid' : 'winbank/getrequestbyid',
    {
      query: { id },
    },
  );

/** Try Again after a failed payment: a new attempt for the same order, and where to pay it. */
export const retryPayment = (language: Language, uid: string, email: string) =>
  apiRequest<PaymentStartResponse>(language, 'payments/retry', { method: 'POST', body: { uid, eml: email } });
