import type { AdminOrderDetail } from '@shop/contract';
import { Link } from 'react-router';
import {
  adminPath,
  formatAdminDate,
  formatAdminMoney,
  PageHeading,
  useMayChange,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { AddressBlock, Destination, OrderLines, OrderTotals, Panel, StatusHistory } from './order-parts';
import { statusKey } from './order-status';
import { OrderStatusForm } from './order-status-form';

/** One order as staff handle it: what was bought, where it goes, how it is paid, where it stands. */
export function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const mayChange = useMayChange('orders');
  const printLink = (doc: 'slip' | 'sheet') => adminPath(language, `/orders/${order.uid}/print?doc=${doc}`);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPath(language, '/orders')} className="underline">
          {t('orders.back')}
        </Link>
      </p>
      <PageHeading title={t('orders.order_code', { code: order.code })}>
        <div className="flex flex-wrap gap-3 text-sm">
          <Link to={printLink('slip')} className="underline">
            {t('orders.packing_slip')}
          </Link>
          <Link to={printLink('sheet')} className="underline">
            {t('orders.order_sheet')}
          </Link>
        </div>
      </PageHeading>
      <p className="mb-4 text-sm">
        <span className="rounded bg-brand-50 px-2 py-1 font-medium text-brand-800" data-testid="order-status">
          {t(statusKey(order.st))}
        </span>
        <span className="ml-3 text-muted">
          {formatAdminDate(order.dt, language)} · {t(`languages.${order.lang}`, { defaultValue: order.lang })}
        </span>
        {order.trk && (
          <span className="ml-3" data-testid="order-tracking">
            {t('orders.tracking_number')}: <strong>{order.trk}</strong>
          </span>
        )}
      </p>
      <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <Panel id="order-lines" title={t('orders.lines')}>
            <OrderLines order={order} withPrices />
            <div className="mt-3 ml-auto max-w-sm">
              <OrderTotals order={order} />
            </div>
          </Panel>
          <Panel id="order-history" title={t('orders.history')}>
            <StatusHistory order={order} />
          </Panel>
        </div>
        <div className="space-y-4">
          <Panel id="order-move" title={t('orders.change_status')}>
            {order.next.length === 0 ? (
              <p className="text-sm text-muted">{t('orders.final')}</p>
            ) : mayChange ? (
              <OrderStatusForm order={order} />
            ) : (
              <p className="text-sm">{t('read_only_note')}</p>
            )}
          </Panel>
          <Panel id="order-customer" title={t('orders.customer')}>
            <p className="text-sm">
              {order.cid === null ? (
                t('orders.guest')
              ) : (
                <Link to={adminPath(language, `/customers/${order.cid}`)} className="underline">
                  {t('orders.customer_account', { id: order.cid })}
                </Link>
              )}
              <br />
              {order.eml}
            </p>
            {order.ncm && <p className="mt-2 text-sm">“{order.ncm}”</p>}
          </Panel>
          <Panel id="order-billing" title={t('orders.billing')}>
            <AddressBlock address={order.billing} />
            {order.company && (
              <p className="mt-2 text-sm">
                {order.company.cnm}, {order.company.job}
                <br />
                {t('orders.vat_number')}: {order.company.vat} · {order.company.irs}
              </p>
            )}
          </Panel>
          <Panel id="order-delivery" title={t('orders.delivery')}>
            <p className="mb-1 text-sm font-medium">
              {order.shipping.nm} ({formatAdminMoney(order.shipping.amt, language)})
            </p>
            <Destination order={order} />
          </Panel>
          <Panel id="order-payment" title={t('orders.payment')}>
            <p className="text-sm">
              {order.payment.nm}
              {order.inst > 1 && ` · ${t('orders.installments', { count: order.inst })}`}
            </p>
            <p className="mt-1 text-sm" data-testid="payment-record">
              {order.paid
                ? t('orders.paid', {
                    date: formatAdminDate(order.paid.at, language),
                    amount: order.paid.amt === null ? '—' : formatAdminMoney(order.paid.amt, language),
                  })
                : t('orders.not_paid')}
              {order.paid?.txid && <span className="block text-xs text-muted">{order.paid.txid}</span>}
            </p>
            {order.cancelReason && (
              <p className="mt-1 text-sm">
                {t('orders.reason')}: {order.cancelReason}
              </p>
            )}
          </Panel>
          {order.gift && (
            <Panel id="order-gift" title={t('orders.gift')}>
              <p className="text-sm">
                {order.gift.senderName} → {order.gift.recipientName} ({order.gift.recipientEmail})
              </p>
              <p className="mt-1 text-sm">“{order.gift.message}”</p>
            </Panel>
          )}
        </div>
      </div>
    </>
  );
}
