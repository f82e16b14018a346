import type { AdminOrderDetail } from '@shop/contract';
import { Link } from 'react-router';
import { adminPath, formatAdminDate } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { AddressBlock, Destination, OrderLines, OrderTotals } from './order-parts';
import { statusKey } from './order-status';

/**
 * The packing slip (what goes in the parcel and where, no prices) or the order sheet (the whole
 * order), laid out for paper: the back office's frame is hidden by the print stylesheet.
 */
export function OrderPrint({ order, doc }: { order: AdminOrderDetail; doc: 'slip' | 'sheet' }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <article className="mx-auto max-w-3xl bg-white p-6 text-sm print:max-w-none print:p-0">
      <div className="mb-4 flex gap-4 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md bg-brand-700 px-4 py-2 text-white hover:bg-brand-800"
        >
          {t('orders.print')}
        </button>
        <Link to={adminPath(language, `/orders/${order.uid}`)} className="self-center underline">
          {t('orders.back_to_order')}
        </Link>
      </div>
      <header className="mb-4 flex justify-between border-b border-line pb-3">
        <div>
          <h1 className="text-xl font-semibold">
            {t(doc === 'slip' ? 'orders.packing_slip' : 'orders.order_sheet')}
          </h1>
          <p>
            {t('orders.order_code', { code: order.code })} · {formatAdminDate(order.dt, language)}
          </p>
        </div>
        {doc === 'sheet' && <p>{t(statusKey(order.st))}</p>}
      </header>
      <div className="mb-4 grid grid-cols-2 gap-6">
        <section>
          <h2 className="mb-1 font-semibold">{t('orders.delivery')}</h2>
          <p className="mb-1">{order.shipping.nm}</p>
          <Destination order={order} />
        </section>
        {doc === 'sheet' && (
          <section>
            <h2 className="mb-1 font-semibold">{t('orders.billing')}</h2>
            <AddressBlock address={order.billing} />
            <p className="mt-1">{order.eml}</p>
            <p className="mt-1">{order.payment.nm}</p>
          </section>
        )}
      </div>
      <OrderLines order={order} withPrices={doc === 'sheet'} />
      {doc === 'sheet' && (
        <div className="mt-3 ml-auto max-w-xs">
          <OrderTotals order={order} />
        </div>
      )}
      {order.ncm && <p className="mt-4">“{order.ncm}”</p>}
      {order.trk && (
        <p className="mt-4">
          {t('orders.tracking_number')}: {order.trk}
        </p>
      )}
    </article>
  );
}
