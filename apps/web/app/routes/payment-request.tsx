import { useLocation } from 'react-router';
import { CheckoutLayout, checkoutTranslations, PaymentRequestPage } from '~/features/checkout';
import { ordersTranslations } from '~/features/orders';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/payment-request';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.payment');

const namespaces = [checkoutTranslations, ordersTranslations];
export const handle = { checkoutFrame: true, namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

/** payment/alpha_request/{id} and payment/winbank/{id}. */
export default function PaymentRequestRoute({ params }: Route.ComponentProps) {
  const bank = useLocation().pathname.includes('/alpha_request/') ? 'alpha' : 'winbank';
  return (
    <CheckoutLayout stage="payment">
      <PaymentRequestPage bank={bank} id={params.id} />
    </CheckoutLayout>
  );
}
