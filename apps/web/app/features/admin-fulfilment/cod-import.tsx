import type { CodSettlementList, CodSettlementResult } from '@shop/contract';
import { FieldError } from '~/components/ui/form-field';
import { AdminForm, DataTable, formatAdminDate, formatAdminMoney, Header } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/**
 * A carrier's COD report imported from its CSV file (the action reads the file): each line with
 * what the shop made of it, and the earlier imports.
 */
export function CodImport({
  settlements,
  mayChange,
}: {
  settlements: CodSettlementList;
  mayChange: boolean;
}) {
  const { t } = useTranslation('admin-fulfilment');
  const language = useLanguage();
  const money = (cents: number | null) => (cents === null ? '—' : formatAdminMoney(cents / 100, language));
  return (
    <section aria-labelledby="shipping-cod" className="mt-6 rounded-lg border border-line bg-white p-4">
      <h2 id="shipping-cod" className="mb-2 font-semibold">
        {t('shipping.cod_title')}
      </h2>
      {mayChange && (
        <AdminForm intent="cod" encType="multipart/form-data">
          {({ errors, pending, outcome }) => {
            const result = outcome?.ok ? (outcome.data as CodSettlementResult) : null;
            return (
              <div className="space-y-3">
                <p className="text-sm text-muted">{t('shipping.cod_help')}</p>
                <label className="flex flex-col text-sm">
                  {t('shipping.cod_file')}
                  <input
                    type="file"
                    name="file"
                    accept=".csv,text/csv,text/plain"
                    aria-describedby="cod-file-error"
                  />
                  <FieldError id="cod-file-error" errors={errors.csv ?? errors.nm} />
                </label>
                <button
                  type="submit"
                  disabled={pending}
                  className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white disabled:opacity-60"
                >
                  {t('shipping.cod_do')}
                </button>
                {outcome && !outcome.ok && outcome.message && (
                  <p role="alert" className="text-sm text-sale">
                    {outcome.message}
                  </p>
                )}
                {result && (
                  <div role="status" data-testid="cod-result" className="space-y-2 text-sm">
                    <p className={result.diffs > 0 ? 'text-sale' : 'text-brand-800'}>
                      {t('shipping.cod_result', { paid: result.paid, diffs: result.diffs })}
                    </p>
                    <DataTable
                      caption={t('shipping.cod_title')}
                      head={
                        <>
                          <Header>{t('shipping.cod_tn')}</Header>
                          <Header>{t('shipping.order')}</Header>
                          <Header className="text-right">{t('shipping.cod_collected')}</Header>
                          <Header className="text-right">{t('shipping.cod_expected')}</Header>
                          <Header>{t('shipping.cod_outcome')}</Header>
                        </>
                      }
                    >
                      {result.lines.map((line) => (
                        <tr key={`${line.tn}-${line.col}`}>
                          <td className="px-3 py-2 font-mono">{line.tn}</td>
                          <td className="px-3 py-2 font-mono">{line.code ?? '—'}</td>
                          <td className="px-3 py-2 text-right tabular-nums">{money(line.col)}</td>
                          <td className="px-3 py-2 text-right tabular-nums">{money(line.exp)}</td>
                          <td className={`px-3 py-2 ${line.res === 'paid' ? '' : 'text-sale'}`}>
                            {t(`shipping.cod_res_${line.res}`)}
                          </td>
                        </tr>
                      ))}
                    </DataTable>
                  </div>
                )}
              </div>
            );
          }}
        </AdminForm>
      )}
      <h3 className="mt-4 mb-2 text-sm font-semibold">{t('shipping.cod_history')}</h3>
      {settlements.items.length === 0 ? (
        <p className="text-sm text-muted">{t('shipping.cod_none')}</p>
      ) : (
        <DataTable
          caption={t('shipping.cod_history')}
          head={
            <>
              <Header>{t('shipping.cod_file_name')}</Header>
              <Header>{t('shipping.cod_at')}</Header>
              <Header className="text-right">{t('shipping.cod_lines')}</Header>
              <Header className="text-right">{t('shipping.cod_paid')}</Header>
              <Header className="text-right">{t('shipping.cod_diffs')}</Header>
            </>
          }
        >
          {settlements.items.map((item) => (
            <tr key={item.id}>
              <td className="px-3 py-2">{item.nm}</td>
              <td className="px-3 py-2">{formatAdminDate(item.at, language)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{item.cnt}</td>
              <td className="px-3 py-2 text-right tabular-nums">{item.paid}</td>
              <td className="px-3 py-2 text-right tabular-nums">{item.diffs}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
