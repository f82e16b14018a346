import { formatEuros, type OrderTotals } from '@shop/contract';
import { useEffect, useId } from 'react';
import { FieldError } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { holdsGiftCardsOnly, useCartLines } from '~/features/cart';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { usePaymentTypesForShipping } from '../checkout-data';
import { updateCheckoutDraft, useCheckoutDraft } from '../checkout-draft';
import { ChoiceCard } from './choice-card';

/** The payments the chosen shipping allows, and the installments of a credit card up to what the total allows. */
export function PaymentChoice({
  totals,
  errors,
}: {
  totals: OrderTotals | null | undefined;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const draft = useCheckoutDraft();
  const installmentsId = useId();
  const types = usePaymentTypesForShipping(language, draft.stid, holdsGiftCardsOnly(useCartLines()));
  const items = types.data?.items ?? [];
  const chosen = items.find((type) => type.id === draft.ptid);
  const maxInstallments = totals?.inst_max ?? 1;

  // A payment chosen for an earlier cart that this one does not allow (cash on delivery for gift
  // cards only) is dropped rather than refused at Pay.
  const staleChoice = types.data !== undefined && draft.ptid !== null && !chosen;
  useEffect(() => {
    if (staleChoice) updateCheckoutDraft({ ptid: null, inst: 1 });
  }, [staleChoice]);

  // A smaller total allows fewer installments than were chosen.
  useEffect(() => {
    if (draft.inst > maxInstallments && totals) updateCheckoutDraft({ inst: maxInstallments });
  }, [draft.inst, maxInstallments, totals]);

  return (
    <section className="space-y-4" aria-labelledby="payment-title">
      <h2 id="payment-title" className="text-lg font-semibold">
        {t('payment.title')}
      </h2>
      {draft.stid === null ? (
        <p className="text-sm text-muted">{t('payment.choose_shipping_first')}</p>
      ) : (
        <div
          className="space-y-2"
          role="radiogroup"
          aria-labelledby="payment-title"
          aria-busy={types.data === undefined && !types.error}
        >
          {items.map((type) => {
            const overLimit =
              type.max_amount !== null &&
              totals !== null &&
              totals !== undefined &&
              totals.amt >= type.max_amount;
            return (
              <ChoiceCard
                key={type.id}
                name="ptid"
                value={String(type.id)}
                checked={draft.ptid === type.id}
                disabled={overLimit}
                onChange={() => updateCheckoutDraft({ ptid: type.id, inst: 1 })}
                testId="payment-option"
              >
                <span className="flex justify-between gap-3">
                  <span className="font-medium">{type.nm}</span>
                  {type.fee > 0 && <span>+{formatEuros(type.fee, language)}</span>}
                </span>
                {type.ds && <span className="block text-sm text-muted">{type.ds}</span>}
                {overLimit && type.max_amount !== null && (
                  <span className="block text-sm text-sale">
                    {t('payment.over_limit', { amount: formatEuros(type.max_amount, language) })}
                  </span>
                )}
              </ChoiceCard>
            );
          })}
        </div>
      )}
      <FieldError id="ptid-error" errors={errors.ptid} />
      {chosen?.installments && maxInstallments > 1 && (
        <div className="space-y-1">
          <label htmlFor={installmentsId} className="block text-sm font-medium">
            {t('payment.installments')}
          </label>
          <select
            id={installmentsId}
            name="inst"
            value={Math.min(draft.inst, maxInstallments)}
            onChange={(event) => updateCheckoutDraft({ inst: Number(event.target.value) })}
            className="w-full rounded-md border border-line px-3 py-2 sm:w-60"
          >
            {Array.from({ length: maxInstallments }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count === 1 ? t('payment.single_payment') : t('payment.installments_count', { count })}
              </option>
            ))}
          </select>
          <FieldError id="inst-error" errors={errors.inst} />
        </div>
      )}
    </section>
  );
}
