import {
  type AdminDocumentList,
  type AdminDocumentTotals,
  adminDocumentIdSchema,
  DOCUMENT_TRANSMISSION_STATES,
  SALES_DOCUMENT_KINDS,
} from '@shop/contract';
import { Form } from 'react-router';
import {
  AdminForm,
  DataTable,
  formatAdminMoney,
  Header,
  PageHeading,
  Pager,
  useMayChange,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/** The list's filters as the page's query holds them (empty: any). */
export interface DocumentFilters {
  kind: string;
  series: string;
  st: string;
  from: string;
  to: string;
}

const SERIES = ['R', 'I', 'E', 'CR', 'CI'] as const;
const inputClass = 'rounded-md border border-line px-3 py-2';

function Select({
  name,
  value,
  options,
}: {
  name: keyof DocumentFilters;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation('admin');
  return (
    <label className="flex flex-col text-sm">
      {t(`documents.filter.${name}`)}
      <select name={name} defaultValue={value} className={inputClass}>
        <option value="">{t('documents.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Send a document to myDATA again: one it gave up on, refused, or that was issued before credentials were set. */
function Retry({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  return (
    <AdminForm intent={`retry-${id}`} schema={adminDocumentIdSchema} doneText={t('documents.retried')}>
      {({ pending, outcome }) =>
        outcome?.ok ? (
          <p role="status" className="text-sm text-brand-800">
            {t('documents.retried')}
          </p>
        ) : (
          <>
            <input type="hidden" name="id" value={id} />
            <button
              type="submit"
              disabled={pending}
              className="rounded-md border border-line px-2 py-1 text-sm disabled:opacity-60"
            >
              {t('documents.retry')}
            </button>
          </>
        )
      }
    </AdminForm>
  );
}

/** The period's net value and VAT per VAT category, credit notes subtracted, with its exports. */
function PeriodTotals({ totals }: { totals: AdminDocumentTotals }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const money = (value: number) => formatAdminMoney(value, language);
  const period = new URLSearchParams({ from: totals.from, to: totals.to });
  return (
    <section aria-labelledby="document-totals" className="mb-6 rounded-lg border border-line bg-white p-4">
      <h2 id="document-totals" className="font-semibold">
        {t('documents.totals', { from: totals.from, to: totals.to, count: totals.docs })}
      </h2>
      <table className="mt-2 text-sm" data-testid="document-totals">
        <thead>
          <tr>
            <th className="px-2 text-left">{t('documents.vat_category')}</th>
            <th className="px-2 text-right">{t('documents.net')}</th>
            <th className="px-2 text-right">{t('documents.vat')}</th>
          </tr>
        </thead>
        <tbody>
          {totals.rows.map((row) => (
            <tr key={`${row.cat}-${row.rate}`}>
              <td className="px-2">{row.cat === 8 ? t('documents.outside_vat') : `${row.rate}%`}</td>
              <td className="px-2 text-right">{money(row.net)}</td>
              <td className="px-2 text-right">{money(row.vat)}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <td className="px-2">{t('documents.total', { amount: money(totals.amt) })}</td>
            <td className="px-2 text-right">{money(totals.net)}</td>
            <td className="px-2 text-right">{money(totals.vat)}</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-3 flex gap-4 text-sm">
        <a href={`documents/export?format=csv&${period}`} className="text-brand-700 underline" download>
          {t('documents.export_csv')}
        </a>
        <a href={`documents/export?format=xml&${period}`} className="text-brand-700 underline" download>
          {t('documents.export_xml')}
        </a>
      </p>
    </section>
  );
}

/** Receipts, invoices and credit notes with their myDATA state, the period's totals and exports. */
export function DocumentList({
  list,
  totals,
  filters,
}: {
  list: AdminDocumentList;
  totals: AdminDocumentTotals;
  filters: DocumentFilters;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const mayRetry = useMayChange('documents');
  const money = (value: number) => formatAdminMoney(value, language);
  return (
    <>
      <PageHeading title={t('documents.title')} />
      {!list.configured && (
        <p role="note" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          {t('documents.not_configured')}
        </p>
      )}
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <Select
          name="kind"
          value={filters.kind}
          options={SALES_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`documents.kind.${kind}`) }))}
        />
        <Select
          name="series"
          value={filters.series}
          options={SERIES.map((series) => ({ value: series, label: series }))}
        />
        <Select
          name="st"
          value={filters.st}
          options={DOCUMENT_TRANSMISSION_STATES.map((state) => ({
            value: state,
            label: t(`documents.state.${state}`),
          }))}
        />
        {(['from', 'to'] as const).map((name) => (
          <label key={name} className="flex flex-col text-sm">
            {t(`documents.filter.${name}`)}
            <input type="date" name={name} defaultValue={filters[name]} className={inputClass} />
          </label>
        ))}
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white">
          {t('filter')}
        </button>
      </Form>
      <PeriodTotals totals={totals} />
      <DataTable
        caption={t('documents.title')}
        head={
          <>
            <Header>{t('documents.document')}</Header>
            <Header>{t('documents.date')}</Header>
            <Header>{t('documents.order')}</Header>
            <Header className="text-right">{t('documents.amount')}</Header>
            <Header>{t('documents.transmission')}</Header>
            <Header>{t('documents.actions')}</Header>
          </>
        }
      >
        {list.items.map((row) => (
          <tr key={row.id} className="align-top" data-testid="document-row">
            <td className="px-3 py-2">
              <span className="font-medium">{row.ttl}</span>{' '}
              <span className="whitespace-nowrap">{row.no}</span>
              <span className="block text-xs text-muted">{row.type}</span>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{row.dt}</td>
            <td className="px-3 py-2">{row.code}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap">
              {money(row.amt)}
              <span className="block text-xs text-muted">
                {t('documents.vat_of', { amount: money(row.vat) })}
              </span>
            </td>
            <td className="px-3 py-2">
              {t(`documents.state.${row.st}`)}
              {row.mark && <span className="block text-xs">{t('documents.mark', { mark: row.mark })}</span>}
              {row.errs.map((error) => (
                <span key={`${error.code}-${error.message}`} className="block text-xs text-sale">
                  {error.code}: {error.message}
                </span>
              ))}
            </td>
            <td className="space-y-1 px-3 py-2">
              <a href={`documents/${row.id}/pdf`} className="block text-sm text-brand-700 underline" download>
                {t('documents.pdf')}
              </a>
              {mayRetry && list.configured && row.st !== 'transmitted' && <Retry id={row.id} />}
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={list.page} psize={list.psize} total={list.total} />
    </>
  );
}
