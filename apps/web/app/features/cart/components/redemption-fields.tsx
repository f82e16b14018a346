import {
  type CartTotals,
  type CouponResult,
  formatEuros,
  type GiftCardResult,
  type LoyaltyRedemption,
  reductionsOf,
} from '@shop/contract';
import { FieldError } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import type { TotalsInputs } from '../build-totals-request';
import { RedemptionCodes } from './redemption-codes';
import { TotalsRow } from './totals-row';

/** What the server answered about the redeemed coupons, gift cards and points. */
export interface RedemptionResults {
  coupons: CouponResult[];
  giftcards: GiftCardResult[];
  lpnt: LoyaltyRedemption;
}

/**
 * What the shopper redeems against a cart or an order: coupon codes, gift-card codes and loyalty
 * points, each with the server's verdict and, on the order form, the save's field errors.
 */
export function RedemptionFields({
  inputs,
  onInputs,
  results,
  errors = {},
  withPoints = true,
}: {
  inputs: TotalsInputs;
  onInputs: (inputs: TotalsInputs) => void;
  results: RedemptionResults | null | undefined;
  errors?: FieldErrors;
  /** Points belong to a customer: the order form offers them only to one signed in. */
  withPoints?: boolean;
}) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  return (
    <div className="space-y-2">
      <RedemptionCodes
        label={t('totals.coupon')}
        name="coupon"
        codes={inputs.coupons}
        results={results?.coupons}
        onChange={(coupons) => onInputs({ ...inputs, coupons })}
        resultTestId="coupon-result"
      />
      <FieldError id="couponscodes-error" errors={errors.couponscodes} />
      <RedemptionCodes
        label={t('totals.gift_card')}
        name="giftcard"
        codes={inputs.giftcards}
        results={results?.giftcards}
        onChange={(giftcards) => onInputs({ ...inputs, giftcards })}
      />
      <FieldError id="gfcd-error" errors={errors.gfcd} />
      {withPoints && (
        <>
          <label className="flex items-center justify-between gap-2 text-sm">
            <span>{t('totals.loyalty_points')}</span>
            <input
              type="number"
              name="r_lpnt"
              min={0}
              step={1}
              value={inputs.points || ''}
              onChange={(event) =>
                onInputs({ ...inputs, points: Math.max(0, Math.trunc(Number(event.target.value) || 0)) })
              }
              className="w-28 rounded-md border border-line px-2 py-1.5 text-right"
            />
          </label>
          {results && results.lpnt.bal > 0 && (
            <p className="text-xs text-muted">
              {t('totals.points_available', { count: results.lpnt.max, balance: results.lpnt.bal })}
            </p>
          )}
          {results && results.lpnt.used > 0 && (
            <p className="text-xs text-brand-700" data-testid="points-used">
              {t('totals.points_used', {
                count: results.lpnt.used,
                amount: formatEuros(results.lpnt.amt, language),
              })}
            </p>
          )}
          <FieldError id="r_lpnt-error" errors={errors.r_lpnt} />
        </>
      )}
    </div>
  );
}

/**
 * What comes off the total, each on its own line: promotions and coupons, gift cards, loyalty
 * points (the server's `dsct` holds all three).
 */
export function ReductionRows({ totals }: { totals: Pick<CartTotals, 'dsct' | 'giftcards' | 'lpnt'> }) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const { discount, giftCards, points } = reductionsOf(totals);
  const minus = (euros: number) => `−${formatEuros(euros, language)}`;
  return (
    <>
      {discount > 0 && (
        <TotalsRow label={t('totals.discount')} value={minus(discount)} testId="totals-discount" />
      )}
      {giftCards > 0 && (
        <TotalsRow label={t('totals.gift_card_amount')} value={minus(giftCards)} testId="totals-gift-card" />
      )}
      {points > 0 && (
        <TotalsRow label={t('totals.points_amount')} value={minus(points)} testId="totals-points" />
      )}
    </>
  );
}
