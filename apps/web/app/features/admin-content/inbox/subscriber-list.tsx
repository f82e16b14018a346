import {
  type AdminNewsletterQuery,
  type AdminSubscriberList,
  NEWSLETTER_SUBSCRIBER_STATUSES,
} from '@shop/contract';
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
  SortInputs,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

const inputClass = 'rounded-md border border-line px-3 py-2 text-sm';

export type SubscriberListFilters = Pick<AdminNewsletterQuery, 'sort' | 'dir'> & { q: string; st: string };

/** Newsletter subscribers by status and search, sorted and paged, and the CSV of a status's subscribers. */
export function SubscriberList({
  list,
  filters,
  refused,
}: {
  list: AdminSubscriberList;
  filters: SubscriberListFilters;
  /** Error codes of filters the contract refused; the list is then unfiltered. */
  refused: string[];
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { st } = filters;
  const sortProps = { sort: filters.sort, dir: filters.dir };
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
      <ListSearch q={filters.q} label={t('customers.email')}>
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
        <SortInputs {...sortProps} />
      </ListSearch>
      <RefusedFilters refused={refused} />
      <DataTable
        caption={t('newsletter.title')}
        head={
          <>
            <SortHeader column="email" {...sortProps}>
              {t('customers.email')}
            </SortHeader>
            <SortHeader column="status" {...sortProps}>
              {t('orders.status')}
            </SortHeader>
            <Header>{t('newsletter.language')}</Header>
            <Header>{t('newsletter.source')}</Header>
            <SortHeader column="requested" {...sortProps}>
              {t('newsletter.requested')}
            </SortHeader>
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
