import type { AbandonedCartStats } from '@shop/contract';
import { formatAdminMoney, PageHeading, PeriodForm } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

export interface AbandonedCartsData {
  from: string;
  to: string;
  stats: AbandonedCartStats;
}

function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div className="rounded-lg border border-line bg-white p-4" data-testid={testId}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
    </div>
  );
}

/**
 * What the reminders of left carts brought over a period of Athens days: the mails sent, the
 * carts whose shoppers ordered after a reminder, and those orders' totals (decision 049).
 */
export function AbandonedCartsPage({ from, to, stats }: AbandonedCartsData) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <>
      <PageHeading title={t('abandoned_carts.title')} />
      <p className="mb-4 max-w-3xl text-sm text-muted">{t('abandoned_carts.intro')}</p>
      <PeriodForm from={from} to={to} />
      <section aria-label={t('abandoned_carts.figures')}>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure label={t('abandoned_carts.sent')} value={stats.sent} testId="reminders-sent" />
          <Figure label={t('abandoned_carts.recovered')} value={stats.recovered} testId="carts-recovered" />
          <Figure
            label={t('abandoned_carts.revenue')}
            value={formatAdminMoney(stats.revenue, language)}
            testId="revenue-recovered"
          />
        </dl>
        <p className="mt-3 text-xs text-muted">{t('abandoned_carts.note')}</p>
      </section>
    </>
  );
}
