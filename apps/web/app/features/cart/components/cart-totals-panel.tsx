import { type CartTotals, formatEuros } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useIsAuthenticated } from '~/lib/session';
import { useTranslation } from '~/lib/use-translation';
import type { TotalsInputs } from '../build-totals-request';
import { RedemptionFields, ReductionRows } from './redemption-fields';
import { TotalsRow as Row } from './totals-row';

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
  const signedIn = useIsAuthenticated();
  const euros = (value: number) => formatEuros(value, language);

  return (
    <aside className="space-y-4 rounded-lg border border-line bg-white p-5" aria-label={t('totals.title')}>
      <h2 className="text-lg font-semibold">{t('totals.title')}</h2>
      {totals ? (
        <div className="space-y-2 text-sm" aria-busy={loading}>
          <dl className="space-y-2">
            <Row label={t('totals.subtotal')} value={euros(totals.gamt)} testId="totals-subtotal" />
            <ReductionRows totals={totals} />
            {totals.shipping ? (
              <Row label={t('totals.shipping')} value={euros(totals.shipping.amt)} />
            ) : (
              // No choice yet: what delivery will add, so the total below is not taken for all of it.
              <Row
                label={t('totals.shipping')}
                value={
                  totals.shfrom === null
                    ? t('totals.shipping_free')
                    : t('totals.shipping_from', { amount: euros(totals.shfrom) })
                }
                testId="totals-shipping-from"
              />
            )}
            {totals.payment && totals.payment.amt > 0 && (
              <Row label={t('totals.payment_fee')} value={euros(totals.payment.amt)} />
            )}
            <Row
              label={
                !totals.shipping && totals.shfrom !== null
                  ? t('totals.total_before_shipping')
                  : t('totals.total')
              }
              value={euros(totals.amt)}
              strong
              testId="totals-total"
            />
          </dl>
          {totals.c_lpnt > 0 && (
            <p className="text-brand-700" data-testid="cart-points">
              {t(signedIn ? 'totals.points_earned' : 'totals.points_for_customers', { count: totals.c_lpnt })}
            </p>
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
        </div>
      ) : (
        <p className="text-sm text-muted">{loading ? t('totals.loading') : t('totals.unavailable')}</p>
      )}

      <RedemptionFields inputs={inputs} onInputs={onInputs} results={totals} />
      <LocalizedLink
        to="/checkout-login"
        className="block rounded-md bg-brand-700 px-5 py-3 text-center font-semibold text-white"
      >
        {t('totals.checkout')}
      </LocalizedLink>
    </aside>
  );
}
