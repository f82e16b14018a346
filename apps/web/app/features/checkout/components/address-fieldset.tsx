import { GREECE_COUNTRY_ID } from '@shop/contract';
import { TextField } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { CountryRegionFields } from '~/features/customers';
import { useTranslation } from '~/lib/use-translation';
import { type CheckoutDraft, updateCheckoutDraft, useCheckoutDraft } from '../checkout-draft';

type AddressField = 'fnm' | 'lnm' | 'mob' | 'tel' | 'adr1' | 'ct' | 'ar' | 'pc' | 'bnm';

/** Billing (no prefix) or delivery (`d`) details: the same fields under the specification's two sets of names. */
export function AddressFieldset({ prefix, errors }: { prefix: '' | 'd'; errors: FieldErrors }) {
  const { t } = useTranslation('checkout');
  const draft = useCheckoutDraft();
  const name = (field: string) => `${prefix}${field}` as keyof CheckoutDraft;
  const countryId = draft[name('ctid')] as number;
  const regionId = draft[name('crid')] as number | null;

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
        <CountryRegionFields
          names={{ country: name('ctid'), region: name('crid') }}
          labels={{
            country: t('fields.ctid'),
            region: t('fields.crid'),
            chooseRegion: t('information.choose_region'),
          }}
          countryId={countryId}
          regionId={regionId}
          onCountryChange={(id) => updateCheckoutDraft({ [name('ctid')]: id, [name('crid')]: null })}
          onRegionChange={(id) => updateCheckoutDraft({ [name('crid')]: id })}
          errors={errors}
        />
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
