import { CheckoutLayout, checkoutTranslations, FailurePage } from '~/features/checkout';
import { ordersTranslations } from '~/features/orders';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/checkout-failure';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.checkout');

const namespaces = [checkoutTranslations, ordersTranslations];
export const handle = { checkoutFrame: true, namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

/** checkout-failure, and the cancel routes of PayPal, Alpha Bank and Winbank (spec 001 §2). */
export default function CheckoutFailureRoute() {
  return (
    <CheckoutLayout stage="failure">
      <FailurePage />
    </CheckoutLayout>
  );
}
