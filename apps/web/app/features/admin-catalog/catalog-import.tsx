import { CATALOG_CSV_COLUMNS, type CatalogImportResult } from '@shop/contract';
import { FieldError } from '~/components/ui/form-field';
import { AdminForm, adminPath, DataTable, Header, PageHeading, useMayChange } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

function ImportReport({ result }: { result: CatalogImportResult }) {
  const { t } = useTranslation('admin');
  const verdict = result.applied
    ? t('import.applied')
    : result.problems.length > 0
      ? t('import.refused', { count: result.problems.length })
      : t('import.dry_run_clean');
  return (
    <section aria-labelledby="import-report" className="mt-6 space-y-3" data-testid="import-report">
      <h2 id="import-report" className="text-lg font-semibold">
        {result.dryRun ? t('import.report_dry') : t('import.report')}
      </h2>
      <p
        role="status"
        className={result.problems.length > 0 ? 'font-medium text-sale' : 'font-medium text-brand-800'}
      >
        {verdict}
      </p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="text-muted">{t('import.rows')}</dt>
        <dd>{result.rows}</dd>
        <dt className="text-muted">{t('import.changed')}</dt>
        <dd>{result.changed}</dd>
        <dt className="text-muted">{t('import.price_changes')}</dt>
        <dd data-testid="price-changes">{result.priceChanges}</dd>
        <dt className="text-muted">{t('import.stock_changes')}</dt>
        <dd data-testid="stock-changes">{result.stockChanges}</dd>
      </dl>
      {result.problems.length > 0 && (
        <DataTable
          caption={t('import.problems')}
          head={
            <>
              <Header>{t('import.line')}</Header>
              <Header>{t('import.column')}</Header>
              <Header>{t('import.reason')}</Header>
            </>
          }
        >
          {result.problems.map((problem) => (
            <tr key={`${problem.row}-${problem.column}-${problem.code}`}>
              <td className="px-3 py-2 tabular-nums">{problem.row}</td>
              <td className="px-3 py-2 font-mono">{problem.column ?? '—'}</td>
              <td className="px-3 py-2">{problem.message}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

const buttonClass = 'rounded-md px-4 py-2 text-sm font-medium disabled:opacity-60';

/** The catalogue's CSV: exported for editing, imported back after a dry run that changes nothing. */
export function CatalogImport() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const mayChange = useMayChange('catalog');
  return (
    <>
      <PageHeading title={t('import.title')}>
        <a href={adminPath(language, '/products/export')} download className="text-sm underline">
          {t('import.export')}
        </a>
      </PageHeading>
      <p className="mb-4 max-w-3xl text-sm text-muted">
        {t('import.intro')} <code className="font-mono">{CATALOG_CSV_COLUMNS.join(', ')}</code>
      </p>
      {mayChange ? (
        <AdminForm intent="import" encType="multipart/form-data">
          {({ errors, pending, outcome }) => (
            <>
              <div className="flex flex-wrap items-end gap-3">
                <label className="flex flex-col text-sm">
                  {t('import.file')}
                  <input
                    type="file"
                    name="file"
                    accept=".csv,text/csv"
                    aria-describedby={errors.csv ? 'import-error' : undefined}
                    className="mt-1"
                  />
                </label>
                <button
                  type="submit"
                  name="mode"
                  value="dry-run"
                  disabled={pending}
                  className={`${buttonClass} border border-line bg-white hover:bg-gray-50`}
                >
                  {t('import.dry_run')}
                </button>
                <button
                  type="submit"
                  name="mode"
                  value="apply"
                  disabled={pending}
                  className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
                >
                  {t('import.apply')}
                </button>
              </div>
              <FieldError id="import-error" errors={errors.csv} />
              {outcome?.ok && <ImportReport result={outcome.data as CatalogImportResult} />}
            </>
          )}
        </AdminForm>
      ) : (
        <p className="text-sm">{t('read_only_note')}</p>
      )}
    </>
  );
}
