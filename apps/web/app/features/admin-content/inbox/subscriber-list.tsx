import { type AdminSubscriberList, NEWSLETTER_SUBSCRIBER_STATUSES } from '@shop/contract';
import { Form } from 'react-router';
import { adminPath, DataTable, formatAdminDate, Header, PageHeading, Pager } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

const inputClass = 'rounded-md border border-line px-3 py-2 text-sm';

/** Newsletter subscribers by status and search, and the CSV of a status's subscribers. */
export function SubscriberList({ list, q, st }: { list: AdminSubscriberList; q: string; st: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <>
      <PageHeading title={t('newsletter.title')}>
        <a
          href={adminPath(language, `/newsletter/export?st=${st || 'confirmed'}`)}
          download
          className="text-sm underline"
        >
          {t('newsletter.export', { status: t(`newsletter.status.${st || 'confirmed'}`) })}
        </a>
      </PageHeading>
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          {t('customers.email')}
          <input name="q" type="search" defaultValue={q} className={inputClass} />
        </label>
        <label className="flex flex-col text-sm">
          {t('orders.status')}
          <select name="st" defaultValue={st} className={inputClass}>
            <option value="">{t('all')}</option>
            {NEWSLETTER_SUBSCRIBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`newsletter.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white hover:bg-brand-800"
        >
          {t('filter')}
        </button>
      </Form>
      <DataTable
        caption={t('newsletter.title')}
        head={
          <>
            <Header>{t('customers.email')}</Header>
            <Header>{t('orders.status')}</Header>
            <Header>{t('newsletter.language')}</Header>
            <Header>{t('newsletter.source')}</Header>
            <Header>{t('newsletter.requested')}</Header>
          </>
        }
      >
        {list.items.map((subscriber) => (
          <tr key={subscriber.id}>
            <td className="px-3 py-2">{subscriber.eml}</td>
            <td className="px-3 py-2">{t(`newsletter.status.${subscriber.st}`)}</td>
            <td className="px-3 py-2">{subscriber.lang}</td>
            <td className="px-3 py-2">{subscriber.src}</td>
            <td className="px-3 py-2">{formatAdminDate(subscriber.requested, language)}</td>
          </tr>
        ))}
      </DataTable>
      <Pager page={list.page} psize={list.psize} total={list.total} />
    </>
  );
}
