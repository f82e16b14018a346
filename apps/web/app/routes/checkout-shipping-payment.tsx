import { CheckoutLayout, checkoutTranslations, ShippingPaymentPage } from '~/features/checkout';
import { registerRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/checkout-shipping-payment';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.checkout');
export const handle = { checkoutFrame: true };

registerRouteNamespaces(checkoutTranslations);

export default function CheckoutShippingPaymentRoute() {
  return (
    <CheckoutLayout stage="shipping-payment">
      <ShippingPaymentPage />
    </CheckoutLayout>
  );
}
