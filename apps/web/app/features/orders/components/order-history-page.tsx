import { formatEuros } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useCustomerOrders } from '../api/get-customer-orders';
import { formatOrderDate } from '../order-status';
import { OrderStatusLabel } from './order-status-label';

/** profile/orders: the signed-in customer's orders, newest first. */
export function OrderHistoryPage() {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const orders = useCustomerOrders(language);
  const items = orders.data?.items ?? [];
  return (
    <section className="container-page py-10">
      <LocalizedLink to="/profile" className="text-sm text-brand-700 underline">
        {t('history.back')}
      </LocalizedLink>
      <h1 className="mt-2 text-2xl font-semibold">{t('history.title')}</h1>
      {!orders.data && orders.error === undefined && (
        <p className="mt-6" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {orders.error !== undefined && <p className="mt-6 text-sale">{t('history.failed')}</p>}
      {orders.data && items.length === 0 && <p className="mt-6 text-muted">{t('history.empty')}</p>}
      {items.length > 0 && (
        <ul className="mt-6 divide-y divide-line rounded-md border border-line" data-testid="order-history">
          {items.map((order) => (
            <li key={order.uid} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <LocalizedLink
                  to={`/profile/orders/${order.uid}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {order.code}
                </LocalizedLink>
                <span className="block text-sm text-muted">
                  {formatOrderDate(order.dt, language, false)} · {t('history.items', { count: order.cnt })}
                </span>
              </div>
              <div className="text-right text-sm">
                <span className="block font-semibold">{formatEuros(order.amt, language)}</span>
                <OrderStatusLabel status={order.st} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
