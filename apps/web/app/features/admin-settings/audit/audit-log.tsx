import type { AdminAuditList } from '@shop/contract';
import { Form } from 'react-router';
import { DataTable, formatAdminDate, Header, PageHeading, Pager } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/** A change's before or after, folded: JSON as the API recorded it. */
function Snapshot({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return <span className="text-muted">—</span>;
  return (
    <details>
      <summary className="cursor-pointer text-sm underline">{label}</summary>
      <pre className="mt-1 max-h-64 max-w-md overflow-auto rounded bg-gray-50 p-2 text-xs">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}

/** Who changed what and when, newest first, with the entity before and after. */
export function AuditLog({ list, ent, eid }: { list: AdminAuditList; ent: string; eid: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <>
      <PageHeading title={t('audit.title')} />
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          {t('audit.entity')}
          <input name="ent" defaultValue={ent} className="rounded-md border border-line px-3 py-2" />
        </label>
        <label className="flex flex-col text-sm">
          {t('audit.entity_id')}
          <input name="eid" defaultValue={eid} className="rounded-md border border-line px-3 py-2" />
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white">
          {t('filter')}
        </button>
      </Form>
      <DataTable
        caption={t('audit.title')}
        head={
          <>
            <Header>{t('audit.when')}</Header>
            <Header>{t('audit.who')}</Header>
            <Header>{t('audit.action')}</Header>
            <Header>{t('audit.entity')}</Header>
            <Header>{t('audit.before')}</Header>
            <Header>{t('audit.after')}</Header>
          </>
        }
      >
        {list.items.map((entry) => (
          <tr key={entry.id} className="align-top">
            <td className="px-3 py-2 whitespace-nowrap">{formatAdminDate(entry.at, language)}</td>
            <td className="px-3 py-2">{entry.seml ?? entry.sid}</td>
            <td className="px-3 py-2 font-mono text-xs">{entry.act}</td>
            <td className="px-3 py-2">
              {entry.ent}
              {entry.eid && <span className="text-muted"> #{entry.eid}</span>}
            </td>
            <td className="px-3 py-2">
              <Snapshot label={t('audit.show')} value={entry.bf} />
            </td>
            <td className="px-3 py-2">
              <Snapshot label={t('audit.show')} value={entry.af} />
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={list.page} psize={list.psize} total={list.total} />
    </>
  );
}
