import type { AdminContactMessageList } from '@shop/contract';
import { Form } from 'react-router';
import { formatAdminDate, PageHeading, Pager } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/** What shoppers wrote through the contact form, newest first. */
export function ContactList({ list, q }: { list: AdminContactMessageList; q: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <>
      <PageHeading title={t('contact.title')} />
      <Form method="get" role="search" className="mb-4 flex items-end gap-3">
        <label className="flex flex-col text-sm">
          {t('fields.search')}
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
