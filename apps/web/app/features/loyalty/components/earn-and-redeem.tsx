import { formatEuros } from '@shop/contract';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useEventInfo } from '../api/get-event-info';
import { usePointRanges } from '../api/get-point-ranges';
import { formatPoints } from '../format';

/** How to earn (the events, their points and which the customer had) and the redemption ranges. */
export function EarnAndRedeem({ balance }: { balance: number }) {
  const { t } = useTranslation('loyalty');
  const language = useLanguage();
  const events = useEventInfo(language);
  const ranges = usePointRanges(language);
  const points = (value: number) => formatPoints(value, language);
  const earning = (events.data?.items ?? []).filter((item) => item.points > 0);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <section className="rounded-lg border border-line p-5" aria-labelledby="loyalty-earn">
        <h2 id="loyalty-earn" className="text-lg font-semibold">
          {t('earn.title')}
        </h2>
        <ul className="mt-3 divide-y divide-line" data-testid="loyalty-earn">
          <li className="py-2 text-sm">{t('earn.per_order')}</li>
          {earning.map((item) => (
            <li key={item.eventTypeCode} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>{t(`earn.events.${item.eventTypeCode}`)}</span>
              <span className="shrink-0 text-right">
                <span className="font-semibold text-brand-800">
                  {t('earn.points', { points: points(item.points) })}
                </span>
                {item.done && (
                  <span className="block text-xs text-muted">
                    {item.eventTypeCode === 'Birthday' ? t('earn.this_year') : t('earn.done')}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-lg border border-line p-5" aria-labelledby="loyalty-redeem">
        <h2 id="loyalty-redeem" className="text-lg font-semibold">
          {t('redeem.title')}
        </h2>
        {ranges.data && (
          <>
            <p className="mt-3 text-sm">
              {t('redeem.rule', { rate: points(ranges.data.rate), percent: ranges.data.maxPct })}
            </p>
            <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="loyalty-ranges">
              {ranges.data.items.map((range) => (
                <li
                  key={range.pts}
                  className={`rounded-md border p-3 text-center text-sm ${balance >= range.pts ? 'border-brand-700 bg-brand-50' : 'border-line'}`}
                >
                  <span className="block font-semibold">
                    {t('redeem.range', { points: points(range.pts) })}
                  </span>
                  <span className="block">
                    {t('redeem.pays', { amount: formatEuros(range.amt, language) })}
                  </span>
                  {balance >= range.pts && (
                    <span className="block text-xs text-brand-800">{t('redeem.reached')}</span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
