import { CheckoutLayout, CheckoutLoginPage, checkoutTranslations } from '~/features/checkout';
import { ordersTranslations } from '~/features/orders';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/checkout-login';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.checkout');

const namespaces = [checkoutTranslations, ordersTranslations];
export const handle = { checkoutFrame: true, namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export default function CheckoutLoginRoute() {
  return (
    <CheckoutLayout stage="login">
      <CheckoutLoginPage />
    </CheckoutLayout>
  );
}
