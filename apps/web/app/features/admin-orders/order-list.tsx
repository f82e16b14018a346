import { type AdminOrderList, PAYMENT_PROVIDERS, SHIPPING_KINDS } from '@shop/contract';
import { Form, Link } from 'react-router';
import {
  adminPath,
  DataTable,
  formatAdminDate,
  formatAdminMoney,
  Header,
  PageHeading,
  Pager,
  RefusedFilters,
  SortHeader,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { ORDER_STATUSES, statusKey } from './order-status';

export interface OrderFilters {
  q: string;
  st: string;
  from: string;
  to: string;
  pay: string;
  ship: string;
  /** One customer's orders, from the customer's page. */
  cid: string;
  sort: string;
  dir: 'asc' | 'desc';
}

const inputClass = 'rounded-md border border-line px-3 py-2 text-sm';

function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation('admin');
  return (
    <label className="flex flex-col text-sm">
      {label}
      <select name={name} defaultValue={value} className={inputClass}>
        <option value="">{t('all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Orders filtered by status, days, payment, shipping and a search; sorted and paged on the server. */
export function OrderList({
  list,
  filters,
  refused,
}: {
  list: AdminOrderList;
  filters: OrderFilters;
  /** Error codes of filters the contract refused; the list is then unfiltered. */
  refused: string[];
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const sortProps = { sort: filters.sort, dir: filters.dir };
  return (
    <>
      <PageHeading title={t('orders.title')} />
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          {t('orders.search')}
          <input name="q" type="search" defaultValue={filters.q} className={inputClass} />
        </label>
        <FilterSelect
          name="st"
          label={t('orders.status')}
          value={filters.st}
          options={ORDER_STATUSES.map((code) => ({ value: String(code), label: t(statusKey(code)) }))}
        />
        <label className="flex flex-col text-sm">
          {t('orders.from')}
          <input name="from" type="date" defaultValue={filters.from} className={inputClass} />
        </label>
        <label className="flex flex-col text-sm">
          {t('orders.to')}
          <input name="to" type="date" defaultValue={filters.to} className={inputClass} />
        </label>
        <FilterSelect
          name="pay"
          label={t('orders.payment')}
          value={filters.pay}
          options={PAYMENT_PROVIDERS.map((code) => ({ value: code, label: t(`payment.${code}`) }))}
        />
        <FilterSelect
          name="ship"
          label={t('orders.shipping')}
          value={filters.ship}
          options={SHIPPING_KINDS.map((code) => ({ value: code, label: t(`shipping.${code}`) }))}
        />
        {filters.cid && <input type="hidden" name="cid" value={filters.cid} />}
        <input type="hidden" name="sort" value={filters.sort} />
        <input type="hidden" name="dir" value={filters.dir} />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white hover:bg-brand-800"
        >
          {t('filter')}
        </button>
      </Form>
      <RefusedFilters refused={refused} />
      <DataTable
        caption={t('orders.title')}
        head={
          <>
            <SortHeader column="code" {...sortProps}>
              {t('orders.code')}
            </SortHeader>
            <SortHeader column="date" {...sortProps}>
              {t('orders.date')}
            </SortHeader>
            <Header>{t('orders.customer')}</Header>
            <SortHeader column="status" {...sortProps}>
              {t('orders.status')}
            </SortHeader>
            <Header>{t('orders.payment')}</Header>
            <Header>{t('orders.shipping')}</Header>
            <SortHeader column="total" {...sortProps} className="text-right">
              {t('orders.total')}
            </SortHeader>
          </>
        }
      >
        {list.items.map((order) => (
          <tr key={order.uid}>
            <td className="px-3 py-2 font-mono">
              <Link to={adminPath(language, `/orders/${order.uid}`)} className="text-brand-800 underline">
                {order.code}
              </Link>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{formatAdminDate(order.dt, language)}</td>
            <td className="px-3 py-2">
              {order.nm}
              <span className="block text-xs text-muted">
                {order.eml} · {order.mob}
              </span>
            </td>
            <td className="px-3 py-2">{t(statusKey(order.st))}</td>
            <td className="px-3 py-2">{order.paynm}</td>
            <td className="px-3 py-2">{order.shipnm}</td>
            <td className="px-3 py-2 text-right tabular-nums">{formatAdminMoney(order.amt, language)}</td>
          </tr>
        ))}
      </DataTable>
      {list.items.length === 0 && <p className="mt-3 text-muted">{t('orders.none')}</p>}
      <Pager page={list.page} psize={list.psize} total={list.total} />
    </>
  );
}
