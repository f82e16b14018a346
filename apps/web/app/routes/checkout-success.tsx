import { CheckoutLayout, checkoutTranslations, SuccessPage } from '~/features/checkout';
import { ordersTranslations } from '~/features/orders';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/checkout-success';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.checkout');

const namespaces = [checkoutTranslations, ordersTranslations];
export const handle = { checkoutFrame: true, namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export default function CheckoutSuccessRoute({ params }: Route.ComponentProps) {
  return (
    <CheckoutLayout stage="success">
      <SuccessPage uid={params.uid} />
    </CheckoutLayout>
  );
}
