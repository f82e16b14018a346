import { type AdminCustomerDetail, impersonationRequestSchema } from '@shop/contract';
import { Link } from 'react-router';
import {
  AdminForm,
  adminPath,
  DataTable,
  formatAdminDate,
  formatAdminMoney,
  Header,
  PageHeading,
  useMayChange,
} from '~/features/admin-frame';
import { Panel, statusKey } from '~/features/admin-orders';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/** A single-use, five-minute link that opens the shop as the customer (the API's guid flow). */
function Impersonation({ customerId }: { customerId: number }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <AdminForm intent="impersonate" schema={impersonationRequestSchema} input={() => ({ cid: customerId })}>
      {({ pending, outcome }) => {
        const grant = outcome?.ok ? (outcome.data as { guid: string; exp: string }) : null;
        return (
          <div className="space-y-2 text-sm">
            <button
              type="submit"
              disabled={pending}
              className="rounded-md bg-brand-700 px-4 py-2 text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {t('customers.impersonate')}
            </button>
            {grant && (
              <p role="status">
                <a
                  href={`/${language}/impersonate/${grant.guid}`}
                  target="_blank"
                  rel="noreferrer"
                  className="underline"
                >
                  {t('customers.impersonation_link')}
                </a>{' '}
                <span className="text-muted">
                  {t('customers.impersonation_expires', { time: formatAdminDate(grant.exp, language) })}
                </span>
              </p>
            )}
          </div>
        );
      }}
    </AdminForm>
  );
}

/** One customer: account, orders, addresses, points ledger, tier and coupons. */
export function CustomerDetail({ customer }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const mayImpersonate = useMayChange('impersonation');
  const name = [customer.fnm, customer.lnm].filter(Boolean).join(' ') || customer.eml;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPath(language, '/customers')} className="underline">
          {t('customers.back')}
        </Link>
      </p>
      <PageHeading title={name} />
      <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <Panel id="customer-orders" title={t('customers.orders', { count: customer.orders.total })}>
            <DataTable
              caption={t('customers.orders', { count: customer.orders.total })}
              head={
                <>
                  <Header>{t('orders.code')}</Header>
                  <Header>{t('orders.date')}</Header>
                  <Header>{t('orders.status')}</Header>
                  <Header className="text-right">{t('orders.total')}</Header>
                </>
              }
            >
              {customer.orders.items.map((order) => (
                <tr key={order.uid}>
                  <td className="px-3 py-2 font-mono">
                    <Link
                      to={adminPath(language, `/orders/${order.uid}`)}
                      className="text-brand-800 underline"
                    >
                      {order.code}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{formatAdminDate(order.dt, language)}</td>
                  <td className="px-3 py-2">{t(statusKey(order.st))}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatAdminMoney(order.amt, language)}
                  </td>
                </tr>
              ))}
            </DataTable>
            {customer.orders.total > customer.orders.items.length && (
              <Link
                to={adminPath(language, `/orders?cid=${customer.id}`)}
                className="mt-2 inline-block text-sm underline"
              >
                {t('customers.all_orders')}
              </Link>
            )}
          </Panel>
          <Panel id="customer-points" title={t('customers.points')}>
            <p className="mb-2 text-sm">
              {t('customers.points_balance', {
                balance: customer.points.balance,
                pending: customer.points.pending,
              })}
              {customer.tier && ` · ${t('customers.tier')}: ${customer.tier}`}
            </p>
            <DataTable
              caption={t('customers.points')}
              head={
                <>
                  <Header>{t('orders.date')}</Header>
                  <Header>{t('customers.kind')}</Header>
                  <Header className="text-right">{t('customers.approved_points')}</Header>
                  <Header className="text-right">{t('customers.pending_points')}</Header>
                  <Header>{t('orders.code')}</Header>
                </>
              }
            >
              {customer.ledger.items.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2">{formatAdminDate(row.dt, language)}</td>
                  <td className="px-3 py-2">{row.kind}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.apts}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.ppts}</td>
                  <td className="px-3 py-2">{row.ocd ?? ''}</td>
                </tr>
              ))}
            </DataTable>
          </Panel>
        </div>
        <div className="space-y-4">
          <Panel id="customer-account" title={t('customers.account')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{t('customers.email')}</dt>
              <dd>{customer.eml}</dd>
              <dt className="text-muted">{t('customers.mobile')}</dt>
              <dd>{customer.mob ?? '—'}</dd>
              <dt className="text-muted">{t('customers.registered')}</dt>
              <dd>{formatAdminDate(customer.rgd, language)}</dd>
              <dt className="text-muted">{t('customers.last_sign_in')}</dt>
              <dd>{customer.lld ? formatAdminDate(customer.lld, language) : '—'}</dd>
              <dt className="text-muted">{t('customers.verified')}</dt>
              <dd>{customer.verified ? t('yes') : t('no')}</dd>
            </dl>
          </Panel>
          {mayImpersonate && (
            <Panel id="customer-impersonate" title={t('customers.impersonation')}>
              <Impersonation customerId={customer.id} />
            </Panel>
          )}
          <Panel id="customer-addresses" title={t('customers.addresses')}>
            {customer.addresses.length === 0 && <p className="text-sm text-muted">{t('none')}</p>}
            <ul className="space-y-2 text-sm">
              {customer.addresses.map((address) => (
                <li key={address.id}>
                  <strong>{address.tl}</strong>: {address.adr1}, {address.pc} {address.ct}, {address.crnm},{' '}
                  {address.ctnm}
                </li>
              ))}
            </ul>
          </Panel>
          <Panel id="customer-coupons" title={t('customers.coupons')}>
            {customer.coupons.length === 0 && <p className="text-sm text-muted">{t('none')}</p>}
            <ul className="space-y-1 text-sm">
              {customer.coupons.map((coupon) => (
                <li key={coupon.id}>
                  <span className="font-mono">{coupon.cd}</span> · {coupon.nm} · {coupon.state}
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
    </>
  );
}
