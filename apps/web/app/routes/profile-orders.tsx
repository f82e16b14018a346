import { OrderHistoryPage, ordersTranslations } from '~/features/orders';
import { registerRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-orders';

registerRouteNamespaces(ordersTranslations);

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.orders');

export default function ProfileOrdersRoute() {
  return <OrderHistoryPage />;
}
