import type { AdminCustomerList, AdminCustomerQuery } from '@shop/contract';
import { Link } from 'react-router';
import {
  adminPath,
  DataTable,
  formatAdminDate,
  Header,
  ListSearch,
  PageHeading,
  Pager,
  RefusedFilters,
  SortHeader,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

export type CustomerListFilters = Omit<AdminCustomerQuery, 'q'> & { q: string };

/**
 * Customers found by part of their email, name or phone, filtered by a verified email, sorted
 * (newest first by default) and paged on the server.
 */
export function CustomerList({
  list,
  filters,
  refused,
}: {
  list: AdminCustomerList;
  filters: CustomerListFilters;
  refused: string[];
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const sortProps = { sort: filters.sort, dir: filters.dir };
  return (
    <>
      <PageHeading title={t('customers.title')} />
      <ListSearch q={filters.q} label={t('customers.search')}>
        <label className="flex flex-col text-sm">
          {t('customers.verified')}
          <select
            name="verified"
            defaultValue={filters.verified ?? ''}
            className="rounded-md border border-line px-3 py-2 text-sm"
          >
            <option value="">{t('all')}</option>
            <option value="true">{t('yes')}</option>
            <option value="false">{t('no')}</option>
          </select>
        </label>
        <input type="hidden" name="sort" value={filters.sort} />
        <input type="hidden" name="dir" value={filters.dir} />
      </ListSearch>
      <RefusedFilters refused={refused} />
      <DataTable
        caption={t('customers.title')}
        head={
          <>
            <SortHeader column="name" {...sortProps}>
              {t('customers.name')}
            </SortHeader>
            <SortHeader column="email" {...sortProps}>
              {t('customers.email')}
            </SortHeader>
            <Header>{t('customers.mobile')}</Header>
            <SortHeader column="registered" {...sortProps}>
              {t('customers.registered')}
            </SortHeader>
            <Header>{t('customers.verified')}</Header>
          </>
        }
      >
        {list.items.map((customer) => (
          <tr key={customer.id}>
            <td className="px-3 py-2">
              <Link
                to={adminPath(language, `/customers/${customer.id}`)}
                className="text-brand-800 underline"
              >
                {[customer.fnm, customer.lnm].filter(Boolean).join(' ') || `#${customer.id}`}
              </Link>
            </td>
            <td className="px-3 py-2">{customer.eml}</td>
            <td className="px-3 py-2">{customer.mob ?? '—'}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatAdminDate(customer.rgd, language, false)}</td>
            <td className="px-3 py-2">{customer.verified ? t('yes') : t('no')}</td>
          </tr>
        ))}
      </DataTable>
      {list.items.length === 0 && <p className="mt-3 text-muted">{t('customers.none')}</p>}
      <Pager page={list.page} psize={list.psize} total={list.total} />
    </>
  );
}
