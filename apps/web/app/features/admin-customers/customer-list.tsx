import type { AdminCustomerList } from '@shop/contract';
import { Form, Link } from 'react-router';
import { adminPath, DataTable, formatAdminDate, Header, PageHeading, Pager } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/** Customers found by part of their email, name or phone, newest first, paged on the server. */
export function CustomerList({ list, q }: { list: AdminCustomerList; q: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <>
      <PageHeading title={t('customers.title')} />
      <Form method="get" role="search" className="mb-4 flex items-end gap-3">
        <label className="flex flex-col text-sm">
          {t('customers.search')}
          <input
            name="q"
            type="search"
            defaultValue={q}
            className="rounded-md border border-line px-3 py-2"
          />
        </label>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white hover:bg-brand-800"
        >
          {t('filter')}
        </button>
      </Form>
      <DataTable
        caption={t('customers.title')}
        head={
          <>
            <Header>{t('customers.name')}</Header>
            <Header>{t('customers.email')}</Header>
            <Header>{t('customers.mobile')}</Header>
            <Header>{t('customers.registered')}</Header>
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
