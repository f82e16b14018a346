import { CheckoutLayout, checkoutTranslations, InformationPage } from '~/features/checkout';
import { ordersTranslations } from '~/features/orders';
import { registerRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/checkout-information';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.checkout');
export const handle = { checkoutFrame: true };

registerRouteNamespaces(checkoutTranslations, ordersTranslations);

export default function CheckoutInformationRoute() {
  return (
    <CheckoutLayout stage="information">
      <InformationPage />
    </CheckoutLayout>
  );
}
