import type { TaxRegistryLookup } from '@shop/contract';
import { useState } from 'react';
import { TextField } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { lookUpTaxId } from '../api/tax-registry-lookup';
import { updateCheckoutDraft, useCheckoutDraft } from '../checkout-draft';

/**
 * The invoice's company details. The look-up asks the tax registry about the ΑΦΜ and fills the
 * company fields with what it finds; otherwise its message says why (not found, not configured,
 * try later) and the shopper types them.
 */
export function InvoiceFields({ errors }: { errors: FieldErrors }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const draft = useCheckoutDraft();
  const [lookup, setLookup] = useState<TaxRegistryLookup | null>(null);
  const [pending, setPending] = useState(false);
  const [lookupFailed, setLookupFailed] = useState(false);

  const lookUp = async () => {
    if (draft.vat.trim() === '' || pending) return;
    setPending(true);
    try {
      const result = await lookUpTaxId(language, draft.ctid, draft.vat.trim());
      setLookup(result);
      const company = result.status === 'valid' ? result.company : null;
      if (company) {
        updateCheckoutDraft({
          cnm: company.cnm,
          ...(company.irs ? { irs: company.irs } : {}),
          ...(company.job ? { job: company.job } : {}),
        });
      }
    } catch {
      setLookup(null);
      setLookupFailed(true);
    } finally {
      setPending(false);
    }
  };
  const field = (name: 'cnm' | 'irs' | 'job') => (
    <TextField
      name={name}
      label={t(`fields.${name}`)}
      value={draft[name]}
      onChange={(event) => updateCheckoutDraft({ [name]: event.target.value })}
      errors={errors[name]}
    />
  );

  return (
    <div className="space-y-4 rounded-md border border-line p-4">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            name="vat"
            label={t('fields.vat')}
            inputMode="numeric"
            value={draft.vat}
            onChange={(event) => {
              updateCheckoutDraft({ vat: event.target.value });
              setLookup(null);
              setLookupFailed(false);
            }}
            errors={errors.vat}
          />
        </div>
        <button
          type="button"
          onClick={lookUp}
          disabled={pending}
          aria-busy={pending}
          className="mb-px rounded-md border border-brand-700 px-4 py-2 text-brand-800 disabled:opacity-60"
        >
          {pending ? t('invoice.looking_up') : t('invoice.look_up')}
        </button>
      </div>
      {lookup && (
        <p
          role="status"
          data-testid="tax-lookup-message"
          className={`text-sm ${lookup.status === 'valid' ? 'text-brand-700' : 'text-muted'}`}
        >
          {lookup.message}
        </p>
      )}
      {lookupFailed && (
        <p role="status" className="text-sm text-sale">
          {t('invoice.lookup_failed')}
        </p>
      )}
      {field('cnm')}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('irs')}
        {field('job')}
      </div>
    </div>
  );
}
