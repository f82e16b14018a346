import { formatEuros, type OrderTotals } from '@shop/contract';
import { FieldError } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { RedemptionFields, ReductionRows, TotalsRow as Row, type TotalsInputs } from '~/features/cart';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/**
 * The order as the server priced it (the page only displays), kept on screen while the next
 * totals are computed, and the coupons, gift cards and points the shopper redeems.
 */
export function OrderTotalsPanel({
  totals,
  recomputing,
  inputs,
  onInputs,
  signedIn,
  errors,
  className = '',
}: {
  totals: OrderTotals | null | undefined;
  recomputing: boolean;
  inputs: TotalsInputs;
  onInputs: (inputs: TotalsInputs) => void;
  signedIn: boolean;
  errors: FieldErrors;
  className?: string;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const euros = (value: number) => formatEuros(value, language);
  return (
    <aside
      className={`space-y-4 rounded-lg border border-line bg-white p-5 ${className}`}
      aria-label={t('totals.title')}
    >
      <h2 className="text-lg font-semibold">{t('totals.title')}</h2>
      {/* The shipping or payment just chosen changes the totals a second later: say so meanwhile. */}
      <p role="status" className="min-h-5 text-sm text-brand-700" data-testid="totals-updating">
        {totals && recomputing ? t('totals.updating') : ''}
      </p>
      {totals ? (
        <div aria-busy={recomputing} className={recomputing ? 'opacity-50' : ''} data-testid="order-totals">
          <ul className="mb-3 space-y-1 border-b border-line pb-3 text-sm">
            {totals.lines.map((line) => (
              <li
                key={`${line.pid}:${line.dimension}:${line.AutoInserted}`}
                className="flex justify-between gap-3"
              >
                <span>
                  {line.AutoInserted && <strong>{t('totals.gift')} </strong>}
                  {line.nm}
                  {line.dnm ? ` – ${line.dnm}` : ''} × {line.quantity}
                </span>
                {/* Before cart discounts, as "Products" below: the discounts are rows of their own. */}
                <span className="shrink-0 whitespace-nowrap">{euros(line.gamt)}</span>
              </li>
            ))}
          </ul>
          <dl className="space-y-2 text-sm">
            <Row label={t('totals.subtotal')} value={euros(totals.gamt)} />
            <ReductionRows totals={totals} />
            {totals.shipping && (
              <Row label={t('totals.shipping')} value={euros(totals.shipping.amt)} testId="totals-shipping" />
            )}
            {totals.payment && totals.payment.amt > 0 && (
              <Row
                label={t('totals.payment_fee')}
                value={euros(totals.payment.amt)}
                testId="totals-payment-fee"
              />
            )}
            {/* A rate that raises nothing (a gift card's, decision 021) is no VAT line. */}
            {totals.vat
              .filter((rate) => rate.vat > 0)
              .map((rate) => (
                <Row
                  key={rate.rate}
                  label={t('totals.vat', { rate: rate.rate })}
                  value={euros(rate.vat)}
                  testId="totals-vat"
                />
              ))}
            <Row label={t('totals.total')} value={euros(totals.amt)} strong testId="totals-total" />
          </dl>
          {totals.hasVies && (
            <p className="mt-2 text-sm" data-testid="totals-intra-community">
              {t('totals.intra_community')}
            </p>
          )}
          {/* Points go to an account: a guest is told what signing in would earn, not that they earned. */}
          {totals.c_lpnt > 0 && (
            <p className="mt-2 text-sm text-brand-700" data-testid="points-earned-note">
              {t(signedIn ? 'totals.points_earned' : 'totals.points_for_customers', { count: totals.c_lpnt })}
            </p>
          )}
          {totals.warnings.map((warning) => (
            <p key={`${warning.code}:${warning.pid ?? ''}`} className="mt-2 text-sm text-sale" role="status">
              {warning.msg}
            </p>
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted">{recomputing ? t('totals.loading') : t('totals.unavailable')}</p>
      )}
      <FieldError id="lines-error" errors={errors.lines} />

      <RedemptionFields
        inputs={inputs}
        onInputs={onInputs}
        results={totals}
        errors={errors}
        withPoints={signedIn}
      />
    </aside>
  );
}
