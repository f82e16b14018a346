import { FieldError } from '~/components/ui/form-field';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useTakeawayStores } from '../checkout-data';
import { updateCheckoutDraft, useCheckoutDraft } from '../checkout-draft';
import { ChoiceCard } from './choice-card';
import { PickupPromise } from './pickup-promise';

/**
 * The stores a takeaway order can be picked up from, with address, phone and opening hours, and
 * when the chosen store can hand the order over (`readyInDays`: 0 now, N once stock is moved there).
 */
export function TakeawayStoreList({
  errors,
  readyInDays,
}: {
  errors: string[] | undefined;
  readyInDays: number | undefined;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const draft = useCheckoutDraft();
  const stores = useTakeawayStores(language);
  return (
    <fieldset className="space-y-2" aria-busy={stores.data === undefined && !stores.error}>
      <legend className="mb-2 font-semibold">{t('shipping.store')}</legend>
      {(stores.data?.items ?? []).map((store) => (
        <ChoiceCard
          key={store.id}
          name="tsid"
          value={String(store.id)}
          checked={draft.tsid === store.id}
          onChange={() => updateCheckoutDraft({ tsid: store.id })}
          testId="takeaway-store"
        >
          <span className="block font-medium">{store.nm}</span>
          <span className="block text-sm text-muted">
            {store.adr}, {store.pc} {store.ct} · {store.tel}
          </span>
          <span className="mt-1 block text-sm">
            {store.hours.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </span>
        </ChoiceCard>
      ))}
      {draft.tsid !== null && readyInDays !== undefined && <PickupPromise days={readyInDays} />}
      <FieldError id="tsid-error" errors={errors} />
    </fieldset>
  );
}
