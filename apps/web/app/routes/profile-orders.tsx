import { OrderHistoryPage, ordersTranslations } from '~/features/orders';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-orders';

const namespaces = [ordersTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.orders');

export default function ProfileOrdersRoute() {
  return <OrderHistoryPage />;
}
