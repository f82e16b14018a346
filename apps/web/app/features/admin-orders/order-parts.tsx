import type { AdminOrderDetail, OrderAddress } from '@shop/contract';
import type { ReactNode } from 'react';
import { DataTable, formatAdminDate, formatAdminMoney, Header } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { statusKey } from './order-status';

export function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-line bg-white p-4 print:border-0 print:p-0"
    >
      <h2 id={id} className="mb-2 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AddressBlock({ address }: { address: OrderAddress }) {
  return (
    <address className="text-sm not-italic leading-relaxed">
      {address.fnm} {address.lnm}
      <br />
      {address.adr1}
      {address.bnm && `, ${address.bnm}`}
      <br />
      {address.pc} {address.ct}
      {address.ar && `, ${address.ar}`}
      <br />
      {[address.crnm, address.ctnm].filter(Boolean).join(', ')}
      <br />
      {[address.mob, address.tel].filter(Boolean).join(' · ')}
    </address>
  );
}

/** Where the order goes: the delivery address, the store or the locker. */
export function Destination({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  if (order.store) {
    return (
      <p className="text-sm">
        {t('orders.pickup_store')}: {order.store.nm}, {order.store.adr}, {order.store.pc} {order.store.ct}
      </p>
    );
  }
  if (order.locker) {
    return (
      <p className="text-sm">
        {t('orders.locker')}: {order.locker.nm} ({order.locker.id}), {order.locker.adr}, {order.locker.pc}{' '}
        {order.locker.ct}
      </p>
    );
  }
  return <AddressBlock address={order.delivery ?? order.billing} />;
}

export function OrderLines({ order, withPrices }: { order: AdminOrderDetail; withPrices: boolean }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <DataTable
      caption={t('orders.lines')}
      head={
        <>
          <Header>{t('orders.product')}</Header>
          <Header className="text-right">{t('orders.quantity')}</Header>
          {withPrices && (
            <>
              <Header className="text-right">{t('orders.unit_price')}</Header>
              <Header className="text-right">{t('orders.discount')}</Header>
              <Header className="text-right">{t('orders.amount')}</Header>
            </>
          )}
        </>
      }
    >
      {order.lines.map((line) => (
        <tr key={`${line.pid}-${line.pdid}-${line.AutoInserted}`}>
          <td className="px-3 py-2">
            {line.nm}
            {line.dnm && <span className="text-muted"> · {line.dnm}</span>}
            {line.AutoInserted && (
              <span className="ml-2 text-xs text-brand-800">{t('orders.gift_line')}</span>
            )}
          </td>
          <td className="px-3 py-2 text-right tabular-nums">{line.qty}</td>
          {withPrices && (
            <>
              <td className="px-3 py-2 text-right tabular-nums">{formatAdminMoney(line.uprc, language)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatAdminMoney(line.dsct, language)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatAdminMoney(line.amt, language)}</td>
            </>
          )}
        </tr>
      ))}
    </DataTable>
  );
}

export function OrderTotals({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const rows: [string, number][] = [
    ['orders.goods', order.totals.gamt],
    ['orders.discount', order.totals.dsct > 0 ? -order.totals.dsct : 0],
    ['orders.shipping_cost', order.totals.shipping],
    ['orders.payment_fee', order.totals.payment_fee],
    ['orders.net', order.totals.net],
    ['orders.vat', order.totals.vat],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-muted">{t(key)}</dt>
          <dd className="text-right tabular-nums">{formatAdminMoney(value, language)}</dd>
        </div>
      ))}
      <dt className="font-semibold">{t('orders.total')}</dt>
      <dd className="text-right font-semibold tabular-nums" data-testid="order-total">
        {formatAdminMoney(order.totals.amt, language)}
      </dd>
      {(order.totals.lpnt_used > 0 || order.totals.lpnt_earned > 0) && (
        <>
          <dt className="text-muted">{t('orders.points')}</dt>
          <dd className="text-right">
            {t('orders.points_value', { used: order.totals.lpnt_used, earned: order.totals.lpnt_earned })}
          </dd>
        </>
      )}
    </dl>
  );
}

export function StatusHistory({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <DataTable
      caption={t('orders.history')}
      head={
        <>
          <Header>{t('orders.date')}</Header>
          <Header>{t('orders.status')}</Header>
          <Header>{t('orders.by')}</Header>
          <Header>{t('orders.customer_note')}</Header>
          <Header>{t('orders.internal_note')}</Header>
        </>
      }
    >
      {order.history.map((change) => (
        <tr key={`${change.dt}-${change.st}`}>
          <td className="px-3 py-2 whitespace-nowrap">{formatAdminDate(change.dt, language)}</td>
          <td className="px-3 py-2">
            {change.from !== null && <span className="text-muted">{t(statusKey(change.from))} → </span>}
            {t(statusKey(change.st))}
          </td>
          <td className="px-3 py-2">{change.by ?? t(`actors.${change.actor}`)}</td>
          <td className="px-3 py-2">{change.note ?? ''}</td>
          <td className="px-3 py-2 text-muted">{change.inote ?? ''}</td>
        </tr>
      ))}
    </DataTable>
  );
}
