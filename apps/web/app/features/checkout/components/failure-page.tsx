import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { toast } from '~/components/toasts/toast';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage, useLocalizedPath } from '~/lib/language';
import { readStoredCustomer } from '~/lib/session';
import { useHydrated } from '~/lib/use-hydrated';
import { useTranslation } from '~/lib/use-translation';
import { retryPayment } from '../api/payments';
import { goToPayment } from '../go-to-payment';
import { isCancelledFailure } from '../payment-abandoned';
import { readPlacedOrder } from '../placed-order';

/** checkout-failure (and the providers' cancel routes): the payment failed; Try Again pays the same order. */
export function FailurePage() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const localize = useLocalizedPath();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [pending, setPending] = useState(false);
  // The shopper left the payment page: not the text of a refused card.
  const cancelled = isCancelledFailure(pathname, params);
  const placed = hydrated ? readPlacedOrder() : null;
  const uid = params.get('uid') ?? placed?.uid ?? null;
  const signedInEmail = hydrated ? (readStoredCustomer()?.email ?? null) : null;
  // The email the order was placed with proves the shopper's claim on it, as tracking does.
  const email = placed?.uid === uid ? placed.email : signedInEmail;

  const tryAgain = async () => {
    if (!uid || !email || pending) return;
    setPending(true);
    try {
      const start = await retryPayment(language, uid, email);
      goToPayment(start, localize(`/checkout-success/${uid}`));
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.body?.message : undefined;
      toast.error(message ?? t('failure.retry_failed'));
      setPending(false);
    }
  };

  return (
    <div className="mx-auto max-w-xl space-y-6 text-center">
      <h1 className="text-2xl font-semibold">{t(cancelled ? 'failure.cancelled_title' : 'failure.title')}</h1>
      <p>{t(cancelled ? 'failure.cancelled_text' : 'failure.text')}</p>
      {placed?.uid === uid && placed && (
        <p className="text-sm text-muted">
          {t('failure.order')} <span data-testid="failed-order-code">{placed.code}</span>
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-4">
        {uid && email && (
          <button
            type="button"
            onClick={tryAgain}
            disabled={!hydrated || pending}
            aria-busy={pending}
            className="rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white disabled:opacity-60"
          >
            {pending ? t('failure.retrying') : t('failure.try_again')}
          </button>
        )}
        <LocalizedLink to="/cart" className="rounded-md border border-brand-700 px-6 py-2.5 text-brand-800">
          {t('failure.back_to_cart')}
        </LocalizedLink>
      </div>
    </div>
  );
}
