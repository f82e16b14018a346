import { HttpError } from '../../lib/http-error.ts';
import { PaymentProviderError } from './providers/payment-provider.ts';

/**
 * A provider's failure as the API answers it: an outage may be retried (503, so a notifying
 * provider tries again later), an unverifiable report is refused, a refused request is the
 * provider's "no".
 */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    switch (error.failure) {
      case 'unavailable':
      case 'invalid_response':
        throw new HttpError(503, 'payment_provider_unavailable');
      case 'not_authorized':
        throw new HttpError(503, 'payment_provider_not_configured');
      case 'unverified_notification':
        throw new HttpError(403, 'payment_not_verified');
      case 'ignored_notification':
        throw new HttpError(422, 'payment_notification_ignored');
      case 'missing_reference':
        throw new HttpError(400, 'payment_not_found');
      case 'rejected':
        throw new HttpError(422, 'payment_provider_refused');
    }
  }
}
