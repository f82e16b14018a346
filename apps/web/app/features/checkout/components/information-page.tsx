import { RECEIPT_TYPES } from '@shop/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useLocalizedPath } from '~/lib/language';
import { readStoredCustomer, useIsAuthenticated } from '~/lib/session';
import { useTranslation } from '~/lib/use-translation';
import { readCheckoutDraft, updateCheckoutDraft, useCheckoutDraft } from '../checkout-draft';
import { informationSchema } from '../information-check';
import { useCheckoutCartGuard } from '../use-checkout-cart-guard';
import { AddressFieldset } from './address-fieldset';
import { InvoiceFields } from './invoice-fields';
import { SavedAddressPicker } from './saved-address-picker';

/** checkout-information: billing and delivery details, receipt or invoice (spec 001 §2, §3). */
export function InformationPage() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const ready = useCheckoutCartGuard();
  const signedIn = useIsAuthenticated();
  const draft = useCheckoutDraft();
  const { errors, pending, onSubmit } = useContractForm(
    informationSchema,
    async () => {
      navigate(localize('/checkout-shipping-payment'));
    },
    { input: () => readCheckoutDraft() },
  );

  // A guest gives an email first; a signed-in customer orders with the account's.
  useEffect(() => {
    if (ready && !signedIn && draft.eml === '') navigate(localize('/checkout-login'), { replace: true });
  }, [ready, signedIn, draft.eml, navigate, localize]);

  // A signed-in customer's name starts empty billing details, once: clearing it later sticks.
  const namePrefilled = useRef(false);
  useEffect(() => {
    const customer = readStoredCustomer();
    if (!ready || !signedIn || !customer || namePrefilled.current) return;
    namePrefilled.current = true;
    if (draft.fnm === '' && draft.lnm === '') {
      updateCheckoutDraft({ fnm: customer.firstName, lnm: customer.lastName });
    }
  }, [ready, signedIn, draft.fnm, draft.lnm]);

  const email = signedIn ? (readStoredCustomer()?.email ?? '') : draft.eml;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('information.title')}
      className="mx-auto max-w-3xl space-y-8"
    >
      <div>
        <h1 className="text-2xl font-semibold">{t('information.title')}</h1>
        {email && (
          <p className="mt-2 text-sm text-muted" data-testid="checkout-email">
            {t('information.ordering_as', { email })}{' '}
            {!signedIn && (
              <LocalizedLink to="/checkout-login" className="text-brand-700 underline">
                {t('information.change_email')}
              </LocalizedLink>
            )}
          </p>
        )}
      </div>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold">{t('information.billing')}</legend>
        {signedIn && <SavedAddressPicker prefix="" />}
        <AddressFieldset prefix="" errors={errors} />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold">{t('information.document')}</legend>
        <div className="flex flex-wrap gap-6">
          {RECEIPT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="radio"
                name="rt"
                value={type}
                checked={draft.rt === type}
                onChange={() => updateCheckoutDraft({ rt: type })}
              />
              {t(`information.receipt_types.${type}`)}
            </label>
          ))}
        </div>
        {draft.rt === 'invoice' && <InvoiceFields errors={errors} />}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold">{t('information.delivery')}</legend>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="sameShippingAsBilling"
            checked={draft.sameShippingAsBilling}
            onChange={(event) => updateCheckoutDraft({ sameShippingAsBilling: event.target.checked })}
          />
          {t('information.same_as_billing')}
        </label>
        {!draft.sameShippingAsBilling && (
          <>
            {signedIn && <SavedAddressPicker prefix="d" />}
            <AddressFieldset prefix="d" errors={errors} />
          </>
        )}
      </fieldset>

      <TextField
        name="ncm"
        label={t('fields.ncm')}
        optional
        value={draft.ncm}
        onChange={(event) => updateCheckoutDraft({ ncm: event.target.value })}
        errors={errors.ncm}
      />

      {hasErrors && (
        <p role="alert" className="text-sm text-sale">
          {t('information.fix_fields')}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <LocalizedLink to="/cart" className="text-brand-700 underline">
          {t('information.back_to_cart')}
        </LocalizedLink>
        <SubmitButton pending={pending || !ready}>{t('information.continue')}</SubmitButton>
      </div>
    </form>
  );
}
