import { type AdminStockImportResult, adminStockImportSchema } from '@shop/contract';
import { FieldError } from '~/components/ui/form-field';
import { AdminForm, useMayChange } from '~/features/admin-frame';
import { useTranslation } from '~/lib/use-translation';

const inputClass = 'rounded-md border border-line px-3 py-2 text-sm';

/** The CSV's fields as the contract's import body. */
export function stockImportInput(form: FormData) {
  return {
    csv: String(form.get('csv') ?? ''),
    reason: String(form.get('reason') ?? ''),
    dryRun: form.get('dryRun') === 'on',
  };
}

/** The counts' CSV: checked first (a dry run by default), then written in one transaction; every bad row listed. */
export function StockImport() {
  const { t } = useTranslation('admin-stock');
  const mayChange = useMayChange('catalog');
  if (!mayChange) return null;
  return (
    <section aria-labelledby="stock-import" className="mt-8 rounded-lg border border-line bg-white p-4">
      <h2 id="stock-import" className="mb-3 font-semibold">
        {t('stock.import')}
      </h2>
      <AdminForm intent="import" schema={adminStockImportSchema} input={stockImportInput}>
        {({ errors, pending, outcome }) => {
          const result = outcome?.ok ? (outcome.data as AdminStockImportResult) : null;
          return (
            <div className="space-y-3">
              <label className="flex flex-col text-sm">
                {t('stock.csv')}
                <textarea
                  name="csv"
                  rows={5}
                  className={`${inputClass} font-mono`}
                  defaultValue={'location,code,size_code,stock\n'}
                  aria-describedby="stock-import-csv-error"
                />
                <FieldError id="stock-import-csv-error" errors={errors.csv} />
              </label>
              <label className="flex flex-col text-sm">
                {t('stock.reason')}
                <input name="reason" className={inputClass} aria-describedby="stock-import-reason-error" />
                <FieldError id="stock-import-reason-error" errors={errors.reason} />
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="dryRun" defaultChecked />
                {t('stock.dry_run')}
              </label>
              <button
                type="submit"
                disabled={pending}
                className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white disabled:opacity-60"
              >
                {t('stock.do_import')}
              </button>
              {outcome && !outcome.ok && outcome.message && (
                <p role="alert" className="text-sm text-sale">
                  {outcome.message}
                </p>
              )}
              {result && (
                <div role="status" data-testid="stock-import-result" className="text-sm">
                  <p className={result.problems.length > 0 ? 'text-sale' : 'text-brand-800'}>
                    {t('stock.import_result', {
                      rows: result.rows,
                      state: result.written ? t('stock.import_written') : t('stock.import_checked'),
                    })}
                  </p>
                  <ul className="list-disc pl-5">
                    {result.problems.map((problem) => (
                      <li key={`${problem.line}-${problem.column}-${problem.code}`}>
                        {t('stock.import_problem', {
                          line: problem.line,
                          column: problem.column ?? '—',
                          message: problem.message,
                        })}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          );
        }}
      </AdminForm>
    </section>
  );
}
