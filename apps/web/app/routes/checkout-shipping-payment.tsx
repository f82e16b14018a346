import { CheckoutLayout, checkoutTranslations, ShippingPaymentPage } from '~/features/checkout';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/checkout-shipping-payment';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.checkout');

const namespaces = [checkoutTranslations];
export const handle = { checkoutFrame: true, namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export default function CheckoutShippingPaymentRoute() {
  return (
    <CheckoutLayout stage="shipping-payment">
      <ShippingPaymentPage />
    </CheckoutLayout>
  );
}
