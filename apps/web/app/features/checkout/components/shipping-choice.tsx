import { type CartTotals, formatEuros } from '@shop/contract';
import { useEffect } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { FieldError } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { holdsGiftCardsOnly, useCartLines } from '~/features/cart';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useShippingTypes } from '../checkout-data';
import { updateCheckoutDraft, useCheckoutDraft } from '../checkout-draft';
import { shippingOptionCost } from '../shipping-cost';
import { ChoiceCard } from './choice-card';
import { LockerPicker } from './locker-picker';
import { TakeawayStoreList } from './takeaway-store-list';

function CourierAddress() {
  const { t } = useTranslation('checkout');
  const draft = useCheckoutDraft();
  const prefix = draft.sameShippingAsBilling ? '' : 'd';
  const value = (field: string) => String(draft[`${prefix}${field}` as keyof typeof draft] ?? '');
  return (
    <div className="rounded-md border border-line p-3 text-sm" data-testid="courier-address">
      <p className="font-semibold">{t('shipping.deliver_to')}</p>
      <p>
        {value('fnm')} {value('lnm')}
      </p>
      <p>
        {value('adr1')}, {value('pc')} {value('ct')}
      </p>
      <p>{value('mob')}</p>
      <LocalizedLink to="/checkout-information" className="text-brand-700 underline">
        {t('shipping.change_address')}
      </LocalizedLink>
    </div>
  );
}

const NO_SHIPPING = { stid: null, tsid: null, lckid: null, lockerLabel: '', ptid: null, inst: 1 };

/**
 * Shipping comes first (spec 001 §4): courier to the door, a parcel locker or a store. Choosing
 * one clears the store, the locker and the payment, which depend on it. Gift cards alone are
 * e-mailed (decision 021): the courier option stays to be chosen, free, with no store, locker or
 * delivery address to give.
 */
export function ShippingChoice({
  errors,
  totals,
  pickupDays,
}: {
  errors: FieldErrors;
  /** Days until a store pick-up is ready (0: ready now), while the totals are settled. */
  pickupDays?: number;
  /** The cart's totals: an option free above the threshold shows free once the cart reached it. */
  totals: CartTotals | null | undefined;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const draft = useCheckoutDraft();
  const giftCardsOnly = holdsGiftCardsOnly(useCartLines());
  const types = useShippingTypes(language);
  const items = (types.data?.items ?? []).filter((type) => !giftCardsOnly || type.kind === 'courier');
  const chosen = items.find((type) => type.id === draft.stid);
  const staleChoice = types.data !== undefined && draft.stid !== null && !chosen;

  // A store or locker chosen for an earlier cart means nothing for e-mailed cards.
  useEffect(() => {
    if (staleChoice) updateCheckoutDraft(NO_SHIPPING);
  }, [staleChoice]);

  return (
    <section className="space-y-4" aria-labelledby="shipping-title">
      <h2 id="shipping-title" className="text-lg font-semibold">
        {t('shipping.title')}
      </h2>
      {giftCardsOnly && (
        <p className="rounded-md border border-line bg-brand-50 p-3 text-sm" data-testid="gift-cards-emailed">
          {t('shipping.gift_cards_emailed')}
        </p>
      )}
      <div
        className="space-y-2"
        role="radiogroup"
        aria-labelledby="shipping-title"
        aria-busy={types.data === undefined && !types.error}
      >
        {items.map((type) => {
          const cost = shippingOptionCost(type, totals, giftCardsOnly);
          return (
            <ChoiceCard
              key={type.id}
              name="stid"
              value={String(type.id)}
              checked={draft.stid === type.id}
              onChange={() => updateCheckoutDraft({ ...NO_SHIPPING, stid: type.id })}
              testId="shipping-option"
            >
              <span className="flex justify-between gap-3">
                <span className="font-medium">{type.nm}</span>
                <span>{cost > 0 ? formatEuros(cost, language) : t('shipping.free')}</span>
              </span>
              {type.ds && !giftCardsOnly && <span className="block text-sm text-muted">{type.ds}</span>}
            </ChoiceCard>
          );
        })}
      </div>
      <FieldError id="stid-error" errors={errors.stid} />
      {chosen?.kind === 'takeaway' && <TakeawayStoreList errors={errors.tsid} readyInDays={pickupDays} />}
      {chosen?.kind === 'locker' && <LockerPicker errors={errors.lckid} />}
      {chosen?.kind === 'courier' && !giftCardsOnly && <CourierAddress />}
    </section>
  );
}
