import { GREECE_COUNTRY_ID } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { useCountries, useCountryRegions } from '~/features/customers';
import { useLanguage } from '~/lib/language';
import { type CheckoutDraft, updateCheckoutDraft, useCheckoutDraft } from '../checkout-draft';

type AddressField = 'fnm' | 'lnm' | 'mob' | 'tel' | 'adr1' | 'ct' | 'ar' | 'pc' | 'bnm';

/** Billing (no prefix) or delivery (`d`) details: the same fields under the specification's two sets of names. */
export function AddressFieldset({ prefix, errors }: { prefix: '' | 'd'; errors: FieldErrors }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const draft = useCheckoutDraft();
  const name = (field: string) => `${prefix}${field}` as keyof CheckoutDraft;
  const countryId = draft[name('ctid')] as number;
  const regionId = draft[name('crid')] as number | null;
  const countries = useCountries(language);
  const regions = useCountryRegions(language, countryId);

  const text = (
    field: AddressField,
    props: { autoComplete?: string; optional?: boolean; type?: string } = {},
  ) => {
    const key = name(field);
    return (
      <TextField
        name={key}
        label={t(`fields.${field}`)}
        value={draft[key] as string}
        onChange={(event) => updateCheckoutDraft({ [key]: event.target.value })}
        errors={errors[key]}
        {...props}
      />
    );
  };
  const section = prefix === 'd' ? 'shipping ' : 'billing ';

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('fnm', { autoComplete: `${section}given-name` })}
        {text('lnm', { autoComplete: `${section}family-name` })}
        {text('mob', { autoComplete: `${section}tel`, type: 'tel' })}
        {text('tel', { type: 'tel', optional: true })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name={name('ctid')}
          label={t('fields.ctid')}
          value={String(countryId)}
          onChange={(event) =>
            // Another country has other regions: the chosen one no longer applies (spec 001 §3).
            updateCheckoutDraft({ [name('ctid')]: Number(event.target.value), [name('crid')]: null })
          }
          errors={errors[name('ctid')]}
        >
          {(countries.data?.items ?? []).map((country) => (
            <option key={country.id} value={country.id}>
              {country.nm}
            </option>
          ))}
        </SelectField>
        <SelectField
          name={name('crid')}
          label={t('fields.crid')}
          value={regionId === null ? '' : String(regionId)}
          onChange={(event) =>
            updateCheckoutDraft({ [name('crid')]: event.target.value ? Number(event.target.value) : null })
          }
          errors={errors[name('crid')]}
        >
          <option value="">{t('information.choose_region')}</option>
          {(regions.data?.items ?? []).map((region) => (
            <option key={region.id} value={region.id}>
              {region.nm}
            </option>
          ))}
        </SelectField>
      </div>
      {text('adr1', { autoComplete: `${section}street-address` })}
      <div className="grid gap-4 sm:grid-cols-3">
        {text('ct', { autoComplete: `${section}address-level2` })}
        {text('ar', { optional: true })}
        <TextField
          name={name('pc')}
          label={t('fields.pc')}
          autoComplete={`${section}postal-code`}
          inputMode={countryId === GREECE_COUNTRY_ID ? 'numeric' : 'text'}
          value={draft[name('pc')] as string}
          onChange={(event) => updateCheckoutDraft({ [name('pc')]: event.target.value })}
          errors={errors[name('pc')]}
        />
      </div>
      {text('bnm', { optional: true })}
    </div>
  );
}
