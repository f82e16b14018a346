import { type CartTotals, formatEuros } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';

export interface TotalsInputs {
  coupons: string[];
  giftcards: string[];
  points: number;
  /** The gift chosen per promotion that offers a choice. */
  offers: { prom_policy_id: number; pid: number }[];
}

function CodeInput({
  label,
  name,
  onApply,
}: {
  label: string;
  name: string;
  onApply: (code: string) => void;
}) {
  const { t } = useTranslation('cart');
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') return;
    onApply(value.trim().toUpperCase());
    setValue('');
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor={`cart-${name}`} className="sr-only">
        {label}
      </label>
      <input
        id={`cart-${name}`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={label}
        className="min-w-0 flex-1 rounded-md border border-line px-3 py-2 text-sm"
      />
      <button type="submit" className="rounded-md border border-brand-700 px-3 py-2 text-sm text-brand-800">
        {t('totals.apply')}
      </button>
    </form>
  );
}

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * Totals as the pricing engine computed them (the client only displays), the remaining amount
 * to free shipping, and the coupon, gift-card and loyalty-point inputs.
 */
export function CartTotalsPanel({
  totals,
  loading,
  inputs,
  onInputs,
}: {
  totals: CartTotals | null | undefined;
  loading: boolean;
  inputs: TotalsInputs;
  onInputs: (inputs: TotalsInputs) => void;
}) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const euros = (value: number) => formatEuros(value, language);
  const remove = (list: string[], code: string) => list.filter((item) => item !== code);

  return (
    <aside className="space-y-4 rounded-lg border border-line bg-white p-5" aria-label={t('totals.title')}>
      <h2 className="text-lg font-semibold">{t('totals.title')}</h2>
      {totals ? (
        <dl className="space-y-2 text-sm" aria-busy={loading}>
          <Row label={t('totals.subtotal')} value={euros(totals.gamt)} testId="totals-subtotal" />
          {totals.dsct > 0 && (
            <Row label={t('totals.discount')} value={`−${euros(totals.dsct)}`} testId="totals-discount" />
          )}
          {totals.shipping && <Row label={t('totals.shipping')} value={euros(totals.shipping.amt)} />}
          {totals.payment && totals.payment.amt > 0 && (
            <Row label={t('totals.payment_fee')} value={euros(totals.payment.amt)} />
          )}
          <Row label={t('totals.total')} value={euros(totals.amt)} strong testId="totals-total" />
          {totals.c_lpnt > 0 && (
            <p className="text-brand-700">{t('totals.points_earned', { count: totals.c_lpnt })}</p>
          )}
          {totals.warnings.map((warning) => (
            <p key={`${warning.code}:${warning.pid ?? ''}`} className="text-sale" role="status">
              {warning.msg}
            </p>
          ))}
          <p className="text-muted" data-testid="free-shipping">
            {totals.fsrem > 0
              ? t('totals.free_shipping_remaining', { amount: euros(totals.fsrem) })
              : t('totals.free_shipping_reached')}
          </p>
        </dl>
      ) : (
        <p className="text-sm text-muted">{loading ? t('totals.loading') : t('totals.unavailable')}</p>
      )}

      <div className="space-y-2">
        <CodeInput
          label={t('totals.coupon')}
          name="coupon"
          onApply={(code) => onInputs({ ...inputs, coupons: [...remove(inputs.coupons, code), code] })}
        />
        {inputs.coupons.map((code) => {
          const result = totals?.coupons.find((item) => item.cd === code);
          return (
            <p
              key={code}
              className="flex items-center justify-between gap-2 text-sm"
              data-testid="coupon-result"
            >
              <span className={result?.status === 'Applied' ? 'text-brand-700' : 'text-sale'}>
                {code}
                {result ? ` · ${result.msg}` : ''}
              </span>
              <button
                type="button"
                className="text-muted underline"
                onClick={() => onInputs({ ...inputs, coupons: remove(inputs.coupons, code) })}
              >
                {t('totals.remove_code', { code })}
              </button>
            </p>
          );
        })}
        <CodeInput
          label={t('totals.gift_card')}
          name="giftcard"
          onApply={(code) => onInputs({ ...inputs, giftcards: [...remove(inputs.giftcards, code), code] })}
        />
        {inputs.giftcards.map((code) => {
          const result = totals?.giftcards.find((item) => item.cd === code);
          return (
            <p key={code} className="flex items-center justify-between gap-2 text-sm">
              <span className={result?.status === 'Applied' ? 'text-brand-700' : 'text-sale'}>
                {code}
                {result ? ` · ${result.msg}` : ''}
              </span>
              <button
                type="button"
                className="text-muted underline"
                onClick={() => onInputs({ ...inputs, giftcards: remove(inputs.giftcards, code) })}
              >
                {t('totals.remove_code', { code })}
              </button>
            </p>
          );
        })}
        <label className="flex items-center justify-between gap-2 text-sm">
          <span>{t('totals.loyalty_points')}</span>
          <input
            type="number"
            min={0}
            step={1}
            value={inputs.points || ''}
            onChange={(event) =>
              onInputs({ ...inputs, points: Math.max(0, Math.trunc(Number(event.target.value) || 0)) })
            }
            className="w-28 rounded-md border border-line px-2 py-1.5 text-right"
          />
        </label>
        {totals && totals.lpnt.bal > 0 && (
          <p className="text-xs text-muted">{t('totals.points_available', { count: totals.lpnt.max })}</p>
        )}
      </div>
      <LocalizedLink
        to="/checkout-login"
        className="block rounded-md bg-brand-700 px-5 py-3 text-center font-semibold text-white"
      >
        {t('totals.checkout')}
      </LocalizedLink>
    </aside>
  );
}
