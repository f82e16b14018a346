import { formatEuros, type Language, LOYALTY_TIERS, type TierProfile } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useAvailablePoints } from '../api/get-available-points';
import { useNextMilestone } from '../api/get-next-milestone';
import { useTierProfile } from '../api/get-tier-profile';
import { formatPoints } from '../format';
import { EarnAndRedeem } from './earn-and-redeem';
import { PointsHistory } from './points-history';

const card = 'rounded-lg border border-line p-5';

/** profile/loyalty: balance, tier, how to earn, redemption, the next milestone and the history. */
export function LoyaltyPage() {
  const { t } = useTranslation('loyalty');
  const language = useLanguage();
  const available = useAvailablePoints(language);
  const tiers = useTierProfile(language);
  const milestone = useNextMilestone(language);
  const points = (value: number) => formatPoints(value, language);
  return (
    <section className="container-page py-10" aria-labelledby="loyalty-title">
      <LocalizedLink to="/profile" className="text-sm text-brand-700 underline">
        {t('back')}
      </LocalizedLink>
      <h1 id="loyalty-title" className="mt-2 text-2xl font-semibold">
        {t('title')}
      </h1>
      <p className="mt-2 max-w-prose text-muted">{t('intro')}</p>
      {(available.error !== undefined || tiers.error !== undefined) && (
        <p className="mt-6 text-sale">{t('failed')}</p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section
          className={card}
          aria-labelledby="loyalty-balance"
          aria-busy={!available.data && available.error === undefined}
        >
          <h2 id="loyalty-balance" className="text-lg font-semibold">
            {t('balance.title')}
          </h2>
          {available.data && (
            <dl className="mt-3 space-y-3">
              <div>
                <dt className="text-sm text-muted">{t('balance.approved')}</dt>
                <dd className="text-3xl font-semibold" data-testid="loyalty-approved">
                  {points(available.data.apts)}
                </dd>
                <dd className="text-sm text-muted">
                  {t('balance.approved_value', { amount: formatEuros(available.data.amt, language) })}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{t('balance.pending')}</dt>
                <dd className="text-xl font-semibold" data-testid="loyalty-pending">
                  {points(available.data.ppts)}
                </dd>
                <dd className="text-sm text-muted">{t('balance.pending_hint')}</dd>
              </div>
            </dl>
          )}
        </section>
        <section
          className={card}
          aria-labelledby="loyalty-tier"
          aria-busy={!tiers.data && tiers.error === undefined}
        >
          <h2 id="loyalty-tier" className="text-lg font-semibold">
            {t('tier.title')}
          </h2>
          {tiers.data && <TierSummary profile={tiers.data} language={language} />}
        </section>
        <section
          className={card}
          aria-labelledby="loyalty-milestone"
          aria-busy={!milestone.data && milestone.error === undefined}
        >
          <h2 id="loyalty-milestone" className="text-lg font-semibold">
            {t('milestone.title')}
          </h2>
          {milestone.data && (
            <p className="mt-3" data-testid="loyalty-milestone">
              {milestone.data.next
                ? t('milestone.missing', {
                    missing: points(milestone.data.missing),
                    points: points(milestone.data.next.pts),
                    amount: formatEuros(milestone.data.next.amt, language),
                  })
                : t('milestone.top')}
            </p>
          )}
        </section>
      </div>
      <EarnAndRedeem balance={available.data?.apts ?? 0} />
      <PointsHistory />
    </section>
  );
}

function TierSummary({ profile, language }: { profile: TierProfile; language: Language }) {
  const { t } = useTranslation('loyalty');
  const amount = (value: number) =>
    profile.basis === 'TotalPurchases' ? formatEuros(value, language) : formatPoints(value, language);
  const mine = profile.myTier ? profile.tiers.find((tier) => tier.id === profile.myTier?.id) : undefined;
  const next = profile.next ? profile.tiers.find((tier) => tier.id === profile.next?.id) : undefined;
  const progress =
    next && profile.next
      ? Math.min(
          100,
          Math.round((100 * (profile.value - (mine?.from ?? 0))) / (next.from - (mine?.from ?? 0))),
        )
      : 100;
  return (
    <div className="mt-3 space-y-3">
      <p className="text-2xl font-semibold text-brand-800" data-testid="loyalty-tier">
        {profile.myTier ? LOYALTY_TIERS[profile.myTier.code] : t('tier.none')}
      </p>
      <p className="text-sm text-muted">
        {t(`tier.basis_${profile.basis}`, { value: amount(profile.value), months: profile.months })}
      </p>
      {next && profile.next ? (
        <>
          <label className="block text-sm" htmlFor="loyalty-tier-progress">
            {t('tier.progress', { tier: LOYALTY_TIERS[next.code] })}
          </label>
          <progress
            id="loyalty-tier-progress"
            className="h-2 w-full accent-brand-700"
            max={100}
            value={progress}
          >
            {progress} %
          </progress>
          <p className="text-sm">
            {t(`tier.next_${profile.basis}`, {
              missing: amount(profile.next.missing),
              tier: LOYALTY_TIERS[next.code],
            })}
          </p>
        </>
      ) : (
        <p className="text-sm">{t('tier.top')}</p>
      )}
      <ul className="flex flex-wrap gap-2 text-xs">
        {profile.tiers.map((tier) => (
          <li
            key={tier.id}
            className={`rounded-full px-2 py-1 ${tier.id === profile.myTier?.id ? 'bg-brand-700 text-white' : 'bg-line text-ink'}`}
          >
            {LOYALTY_TIERS[tier.code]} · {t(`tier.from_${profile.basis}`, { from: amount(tier.from) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
