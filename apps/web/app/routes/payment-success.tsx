import { useLocation } from 'react-router';
import {
  CheckoutLayout,
  checkoutTranslations,
  PaymentReturnPage,
  type ReturningProvider,
} from '~/features/checkout';
import { ordersTranslations } from '~/features/orders';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/payment-success';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.payment');

const namespaces = [checkoutTranslations, ordersTranslations];
export const handle = { checkoutFrame: true, namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

const PROVIDER_IN_PATH = /\/payment\/(viva|paypal|alpha|winbank|sandbox)\//;

/**
 * A card provider's return: payment/viva/success|cancel, payment/paypal/success,
 * payment/alpha/success/{uid}, payment/winbank/success/{uid} and the sandbox's success|cancel.
 */
export default function PaymentSuccessRoute({ params }: Route.ComponentProps) {
  const provider = (PROVIDER_IN_PATH.exec(useLocation().pathname)?.[1] ?? 'sandbox') as ReturningProvider;
  const uid = 'uid' in params && typeof params.uid === 'string' ? params.uid : null;
  return (
    <CheckoutLayout stage="payment">
      <PaymentReturnPage provider={provider} uid={uid} />
    </CheckoutLayout>
  );
}
