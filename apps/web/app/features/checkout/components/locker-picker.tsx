import { useId, useState } from 'react';
import { FieldError } from '~/components/ui/form-field';
import { useDebouncedValue } from '~/features/cart';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useLockerSearch } from '../checkout-data';
import { updateCheckoutDraft, useCheckoutDraft } from '../checkout-draft';
import { ChoiceCard } from './choice-card';

const LOCKER_SEARCH_DEBOUNCE_MS = 400;

/** A parcel locker found by postcode or city, chosen from the list. */
export function LockerPicker({ errors }: { errors: string[] | undefined }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const draft = useCheckoutDraft();
  const id = useId();
  const [term, setTerm] = useState('');
  const settled = useDebouncedValue(term.trim(), LOCKER_SEARCH_DEBOUNCE_MS);
  const lockers = useLockerSearch(language, settled);
  const found = lockers.data?.items ?? [];
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-semibold">{t('shipping.locker')}</legend>
      {draft.lckid && (
        <p className="rounded-md bg-brand-50 p-3 text-sm" data-testid="chosen-locker">
          {t('shipping.locker_chosen', { locker: draft.lockerLabel || draft.lckid })}
        </p>
      )}
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium">
          {t('shipping.locker_search')}
        </label>
        <input
          id={id}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('shipping.locker_search_placeholder')}
          className="w-full rounded-md border border-line px-3 py-2"
        />
      </div>
      {settled.length >= 2 && lockers.loading && <p className="text-sm text-muted">{t('loading')}</p>}
      {settled.length >= 2 && lockers.data !== undefined && !lockers.loading && found.length === 0 && (
        <p className="text-sm text-muted">{t('shipping.locker_none')}</p>
      )}
      <div className="max-h-80 space-y-2 overflow-y-auto">
        {found.map((locker) => (
          <ChoiceCard
            key={locker.id}
            name="lckid"
            value={locker.id}
            checked={draft.lckid === locker.id}
            onChange={() =>
              updateCheckoutDraft({
                lckid: locker.id,
                lockerLabel: `${locker.nm}, ${locker.adr}, ${locker.pc} ${locker.ct}`,
              })
            }
            testId="locker-option"
          >
            <span className="block font-medium">{locker.nm}</span>
            <span className="block text-sm text-muted">
              {locker.adr}, {locker.pc} {locker.ct}
            </span>
          </ChoiceCard>
        ))}
      </div>
      <FieldError id="lckid-error" errors={errors} />
    </fieldset>
  );
}
