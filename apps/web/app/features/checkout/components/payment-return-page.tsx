import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage, useLocalizedPath } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { type ReturningProvider, verifyPaymentReturn } from '../api/payments';
import { CANCELLED_REASON, isAbandonedReturn } from '../payment-abandoned';
import { readPlacedOrder } from '../placed-order';

/**
 * A provider's return (payment/viva/success, payment/paypal/success, the banks' success routes,
 * the sandbox's return): the API verifies it, then the shopper lands on success or failure.
 */
export function PaymentReturnPage({ provider, uid }: { provider: ReturningProvider; uid: string | null }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const orderUid = uid ?? params.get('uid') ?? readPlacedOrder()?.uid ?? null;
    // Left rather than refused: the failure page says so (nothing to verify, nothing was paid).
    if (isAbandonedReturn(provider, params)) {
      const query = new URLSearchParams({ ...(orderUid ? { uid: orderUid } : {}), reason: CANCELLED_REASON });
      navigate(localize(`/checkout-failure?${query}`), { replace: true });
      return;
    }
    const verifying = verifyPaymentReturn(language, provider, Object.fromEntries(params));
    if (!verifying) {
      navigate(localize(orderUid ? `/checkout-success/${orderUid}` : '/checkout-failure'), { replace: true });
      return;
    }
    verifying
      .then((result) => {
        const to =
          result.outcome === 'failed'
            ? `/checkout-failure?uid=${result.uid}`
            : `/checkout-success/${result.uid}`;
        navigate(localize(to), { replace: true });
      })
      .catch(() => {
        navigate(localize(orderUid ? `/checkout-failure?uid=${orderUid}` : '/checkout-failure'), {
          replace: true,
        });
      });
  }, [language, provider, params, uid, navigate, localize]);

  return (
    <p className="py-16 text-center" aria-busy="true" role="status">
      {t('payment_return.verifying')}
    </p>
  );
}
