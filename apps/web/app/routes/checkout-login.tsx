import { CheckoutLayout, CheckoutLoginPage, checkoutTranslations } from '~/features/checkout';
import { ordersTranslations } from '~/features/orders';
import { registerRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/checkout-login';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.checkout');
export const handle = { checkoutFrame: true };

registerRouteNamespaces(checkoutTranslations, ordersTranslations);

export default function CheckoutLoginRoute() {
  return (
    <CheckoutLayout stage="login">
      <CheckoutLoginPage />
    </CheckoutLayout>
  );
}
