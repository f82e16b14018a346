import { documentsTranslations, OrderDocuments } from '~/features/documents';
import { giftCardsTranslations, OrderGiftCards } from '~/features/gift-cards';
import { ordersTranslations, ProfileOrderPage, TrackingParcels } from '~/features/orders';
import { OrderRepeatControl, repeatPurchasesTranslations } from '~/features/repeat-purchases';
import { OrderReturns, returnsTranslations } from '~/features/returns';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-order';

const namespaces = [
  ordersTranslations,
  giftCardsTranslations,
  repeatPurchasesTranslations,
  documentsTranslations,
  returnsTranslations,
];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.orders');

export default function ProfileOrderRoute({ params }: Route.ComponentProps) {
  return (
    <ProfileOrderPage
      uid={params.uid}
      extras={(order) => (
        <>
          <OrderReturns order={order} />
          <TrackingParcels uid={order.uid} email={null} />
          <OrderDocuments uid={order.uid} email={null} />
          <OrderGiftCards orderCode={order.code} />
          <OrderRepeatControl uid={order.uid} />
        </>
      )}
    />
  );
}
