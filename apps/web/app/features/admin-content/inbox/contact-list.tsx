import { type AdminContactMessageList, type AdminContactQuery, LANGUAGES } from '@shop/contract';
import { formatAdminDate, ListSearch, PageHeading, Pager, RefusedFilters } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/** The orders the list offers, as `sort.dir`: messages are cards, not columns to click. */
export const CONTACT_ORDERS = [
  'date.desc',
  'date.asc',
  'name.asc',
  'email.asc',
  'subject.asc',
] as const satisfies readonly `${AdminContactQuery['sort']}.${AdminContactQuery['dir']}`[];

export interface ContactListFilters {
  q: string;
  lang: string;
  order: (typeof CONTACT_ORDERS)[number];
}

const selectClass = 'rounded-md border border-line px-3 py-2';

/** What shoppers wrote through the contact form, searched, filtered by language, sorted and paged. */
export function ContactList({
  list,
  filters,
  refused,
}: {
  list: AdminContactMessageList;
  filters: ContactListFilters;
  /** Error codes of filters the contract refused; the list is then unfiltered. */
  refused: string[];
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <>
      <PageHeading title={t('contact.title')} />
      <ListSearch q={filters.q} label={t('fields.search')}>
        <label className="flex flex-col text-sm">
          {t('contact.language')}
          <select name="lang" defaultValue={filters.lang} className={selectClass}>
            <option value="">{t('all')}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`contact.languages.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {t('contact.sort')}
          <select name="order" defaultValue={filters.order} className={selectClass}>
            {CONTACT_ORDERS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`contact.sort_${choice.replace('.', '_')}`)}
              </option>
            ))}
          </select>
        </label>
      </ListSearch>
      <RefusedFilters refused={refused} />
      {list.items.length === 0 && <p className="text-muted">{t('contact.none')}</p>}
      <ul className="space-y-3">
        {list.items.map((message) => (
          <li key={message.id} className="rounded-lg border border-line bg-white p-4">
            <h2 className="font-semibold">{message.subj}</h2>
            <p className="text-sm text-muted">
              {message.nm} · <a href={`mailto:${message.eml}`}>{message.eml}</a>
              {message.tel && ` · ${message.tel}`} · {formatAdminDate(message.dt, language)}
            </p>
            <p className="mt-2 whitespace-pre-line">{message.msg}</p>
          </li>
        ))}
      </ul>
      <Pager page={list.page} psize={list.psize} total={list.total} />
    </>
  );
}
