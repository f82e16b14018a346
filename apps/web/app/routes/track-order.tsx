import { documentsTranslations, OrderDocuments } from '~/features/documents';
import { ordersTranslations, TrackingParcels, TrackOrderPage } from '~/features/orders';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/track-order';

const namespaces = [ordersTranslations, documentsTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.track-order');

/** track-order, track-order/{uid} and their profile forms. */
export default function TrackOrderRoute({ params }: Route.ComponentProps) {
  const uid = 'uid' in params && typeof params.uid === 'string' ? params.uid : null;
  return (
    <TrackOrderPage
      key={uid ?? ''}
      uid={uid}
      extras={(order, email) => (
        <>
          <TrackingParcels uid={order.uid} email={email} />
          <OrderDocuments uid={order.uid} email={email} />
        </>
      )}
    />
  );
}
