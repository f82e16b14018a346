import { type CustomerCoupon, formatEuros, localeOf, SHOP_TIME_ZONE } from '@shop/contract';
import { useState } from 'react';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useCustomerCoupons } from '../api/get-customer-coupons';

function useDate(): (iso: string) => string {
  const language = useLanguage();
  return (iso) => new Date(iso).toLocaleDateString(localeOf(language), { timeZone: SHOP_TIME_ZONE });
}

function CouponCard({ coupon, onCopied }: { coupon: CustomerCoupon; onCopied: (code: string) => void }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const date = useDate();
  const usable = coupon.state === 'active' || coupon.state === 'pending';
  const value =
    coupon.pct !== null
      ? t('percent_off', { percent: coupon.pct })
      : coupon.amt !== null
        ? t('amount_off', { amount: formatEuros(coupon.amt, language) })
        : null;
  const validity =
    coupon.from && coupon.state === 'pending'
      ? t('valid_from', { date: date(coupon.from) })
      : coupon.to
        ? t('valid_until', { date: date(coupon.to) })
        : t('no_end');
  const copy = async () => {
    await navigator.clipboard.writeText(coupon.cd);
    onCopied(coupon.cd);
  };
  return (
    <li
      className={`flex gap-4 rounded-lg border p-4 ${usable ? 'border-brand-600 bg-white' : 'border-line bg-gray-50 text-muted'}`}
      data-testid="coupon"
    >
      {value && (
        <span
          className={`flex h-16 w-20 shrink-0 items-center justify-center rounded-md text-xl font-bold ${usable ? 'bg-brand-700 text-white' : 'bg-gray-200 text-ink'}`}
        >
          {value}
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide">
          <span>{t(`reason_${coupon.reason}`)}</span>
          <span className="rounded-full border border-current px-2 py-0.5 normal-case tracking-normal">
            {t(`state_${coupon.state}`)}
          </span>
        </p>
        <h3 className="font-semibold text-ink">{coupon.nm}</h3>
        {coupon.ds && <p className="text-sm">{coupon.ds}</p>}
        <p className="text-sm">{validity}</p>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <span className="text-sm">{t('code')}:</span>
          <code
            className="rounded bg-brand-50 px-2 py-1 font-mono text-base font-semibold text-brand-800"
            data-testid="coupon-code"
          >
            {coupon.cd}
          </code>
          {usable && (
            <button
              type="button"
              onClick={copy}
              className="rounded-md border border-brand-700 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              {t('copy')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** `profile/coupons`: the customer's own coupons, usable ones first, each with its code to copy. */
export function CouponsWallet() {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const { data, error } = useCustomerCoupons(language);
  const [copied, setCopied] = useState<string | null>(null);
  const body = () => {
    if (error !== undefined) return <p className="text-sm text-sale">{t('load_error')}</p>;
    if (!data) return <p className="text-sm text-muted">{t('loading')}</p>;
    const usable = data.filter((coupon) => coupon.state === 'active' || coupon.state === 'pending');
    const spent = data.filter((coupon) => !usable.includes(coupon));
    const list = (coupons: CustomerCoupon[], empty: string) =>
      coupons.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {coupons.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} onCopied={setCopied} />
          ))}
        </ul>
      );
    return (
      <>
        <section aria-labelledby="coupons-active" className="space-y-3">
          <h2 id="coupons-active" className="text-lg font-semibold">
            {t('active_title')}
          </h2>
          {list(usable, t('no_active'))}
        </section>
        <section aria-labelledby="coupons-spent" className="space-y-3">
          <h2 id="coupons-spent" className="text-lg font-semibold">
            {t('inactive_title')}
          </h2>
          {list(spent, t('no_inactive'))}
        </section>
      </>
    );
  };
  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-muted">{t('coupons_intro')}</p>
      <p className="sr-only" role="status">
        {copied ? t('copied', { code: copied }) : ''}
      </p>
      {body()}
    </div>
  );
}
