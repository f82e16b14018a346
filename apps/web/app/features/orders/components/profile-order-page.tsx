import type { OrderDetails } from '@shop/contract';
import type { ReactNode } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useOrder } from '../api/get-order';
import { OrderDetailsView } from './order-details-view';

/**
 * profile/orders/{uid}: one of the signed-in customer's orders; `extras` is what other features
 * show of the order below it (the gift cards it issued), filled in by the route.
 */
export function ProfileOrderPage({
  uid,
  extras,
}: {
  uid: string;
  extras?: (order: OrderDetails) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const order = useOrder(language, uid, null);
  return (
    <section className="container-page space-y-6 py-10">
      <LocalizedLink to="/profile/orders" className="text-sm text-brand-700 underline">
        {t('details.back')}
      </LocalizedLink>
      <h1 className="text-2xl font-semibold">{t('details.page_title')}</h1>
      {!order.data && order.error === undefined && <p aria-busy="true">{t('loading')}</p>}
      {order.error !== undefined && <p className="text-sale">{t('track.not_found')}</p>}
      {order.data && <OrderDetailsView order={order.data} />}
      {order.data && extras?.(order.data)}
    </section>
  );
}
