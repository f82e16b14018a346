import type { AdminAuditList, AdminAuditQuery } from '@shop/contract';
import {
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

export type AuditLogFilters = Pick<AdminAuditQuery, 'sort' | 'dir'> & { q: string; ent: string; eid: string };

const inputClass = 'rounded-md border border-line px-3 py-2';

/**
 * Who changed what and when, newest first unless sorted otherwise, searched in the action and
 * filtered by entity, with the entity before and after.
 */
export function AuditLog({
  list,
  filters,
  refused,
}: {
  list: AdminAuditList;
  filters: AuditLogFilters;
  /** Error codes of filters the contract refused; the list is then unfiltered. */
  refused: string[];
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const sortProps = { sort: filters.sort, dir: filters.dir };
  return (
    <>
      <PageHeading title={t('audit.title')} />
      <ListSearch q={filters.q} label={t('audit.search')}>
        <label className="flex flex-col text-sm">
          {t('audit.entity')}
          <input name="ent" defaultValue={filters.ent} className={inputClass} />
        </label>
        <label className="flex flex-col text-sm">
          {t('audit.entity_id')}
          <input name="eid" defaultValue={filters.eid} className={inputClass} />
        </label>
        <SortInputs {...sortProps} />
      </ListSearch>
      <RefusedFilters refused={refused} />
      <DataTable
        caption={t('audit.title')}
        head={
          <>
            <SortHeader column="date" {...sortProps}>
              {t('audit.when')}
            </SortHeader>
            <Header>{t('audit.who')}</Header>
            <SortHeader column="action" {...sortProps}>
              {t('audit.action')}
            </SortHeader>
            <SortHeader column="entity" {...sortProps}>
              {t('audit.entity')}
            </SortHeader>
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
