import { useState } from 'react';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { HISTORY_PAGE_SIZE, usePointHistory } from '../api/get-point-history';
import { formatLoyaltyDate, formatPoints } from '../format';

const signed = (points: number, language: string) =>
  points > 0 ? `+${formatPoints(points, language)}` : formatPoints(points, language);

/** The customer's ledger, newest first, a page at a time. */
export function PointsHistory() {
  const { t } = useTranslation('loyalty');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const history = usePointHistory(language, page);
  const items = history.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));
  const button =
    'rounded-md border border-line px-3 py-1 text-sm hover:bg-line disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <section className="mt-6 rounded-lg border border-line p-5" aria-labelledby="loyalty-history">
      <h2 id="loyalty-history" className="text-lg font-semibold">
        {t('history.title')}
      </h2>
      {history.data && items.length === 0 && <p className="mt-3 text-muted">{t('history.empty')}</p>}
      {items.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="loyalty-history">
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 pr-2 font-normal">
                  {t('history.date')}
                </th>
                <th scope="col" className="py-2 pr-2 font-normal">
                  {t('history.what')}
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-normal">
                  {t('history.approved')}
                </th>
                <th scope="col" className="py-2 text-right font-normal">
                  {t('history.pending')}
                </th>
              </tr>
            </thead>
            <tbody aria-busy={history.loading}>
              {items.map((row) => (
                <tr key={row.id} className="border-b border-line last:border-0">
                  <td className="py-2 pr-2 whitespace-nowrap">{formatLoyaltyDate(row.dt, language)}</td>
                  <td className="py-2 pr-2">
                    {t(`kinds.${row.kind}`)}
                    {row.ocd && (
                      <span className="block text-muted">{t('history.order', { code: row.ocd })}</span>
                    )}
                  </td>
                  <td className="py-2 pr-2 text-right font-semibold whitespace-nowrap">
                    {row.apts === 0 ? '' : signed(row.apts, language)}
                  </td>
                  <td className="py-2 text-right whitespace-nowrap text-muted">
                    {row.ppts === 0 ? '' : signed(row.ppts, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="mt-4 flex items-center justify-between gap-3" aria-label={t('history.title')}>
          <button type="button" className={button} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('history.previous')}
          </button>
          <span className="text-sm" aria-live="polite">
            {t('history.page', { page, pages })}
          </span>
          <button type="button" className={button} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('history.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
