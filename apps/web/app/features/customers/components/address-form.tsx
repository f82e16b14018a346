import { type Address, addressInputSchema, DEFAULT_COUNTRY_ID } from '@shop/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { toast } from '~/components/toasts/toast';
import { SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useLanguage, useLocalizedPath } from '~/lib/language';
import { forgetRouteData } from '~/lib/route-data-cache';
import { useTranslation } from '~/lib/use-translation';
import { useAddress } from '../api/get-address';
import { insertAddress, updateAddress } from '../api/save-address';
import { CountryRegionFields } from './country-region-fields';

function AddressFields({ address }: { address: Address | null }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [countryId, setCountryId] = useState(address?.ctid ?? DEFAULT_COUNTRY_ID);
  const [regionId, setRegionId] = useState<number | null>(address ? address.crid : null);
  const { errors, pending, onSubmit } = useContractForm(
    addressInputSchema,
    async (body) => {
      await (address ? updateAddress(language, address.id, body) : insertAddress(language, body));
      forgetRouteData();
      toast.success(t('addresses.saved'));
      navigate(localize('/profile/addresses'));
    },
    {
      input: (values) => ({
        ...values,
        ctid: countryId,
        crid: regionId ?? undefined,
      }),
    },
  );

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="mt-6 max-w-2xl space-y-4"
      aria-label={address ? t('addresses.edit_title') : t('addresses.create_title')}
    >
      <TextField name="tl" label={t('fields.tl')} defaultValue={address?.tl ?? ''} errors={errors.tl} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="fnm"
          autoComplete="given-name"
          label={t('fields.fnm')}
          defaultValue={address?.fnm ?? ''}
          errors={errors.fnm}
          optional
        />
        <TextField
          name="lnm"
          autoComplete="family-name"
          label={t('fields.lnm')}
          defaultValue={address?.lnm ?? ''}
          errors={errors.lnm}
          optional
        />
      </div>
      <TextField
        name="adr1"
        autoComplete="street-address"
        label={t('fields.adr1')}
        defaultValue={address?.adr1 ?? ''}
        errors={errors.adr1}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CountryRegionFields
          names={{ country: 'ctid', region: 'crid' }}
          labels={{
            country: t('fields.ctid'),
            region: t('fields.crid'),
            chooseRegion: t('addresses.choose_region'),
          }}
          countryId={countryId}
          regionId={regionId}
          onCountryChange={(id) => {
            setCountryId(id);
            setRegionId(null);
          }}
          onRegionChange={setRegionId}
          errors={errors}
        />
        <TextField
          name="ct"
          autoComplete="address-level2"
          label={t('fields.ct')}
          defaultValue={address?.ct ?? ''}
          errors={errors.ct}
        />
        <TextField
          name="pc"
          autoComplete="postal-code"
          inputMode={countryId === DEFAULT_COUNTRY_ID ? 'numeric' : 'text'}
          label={t('fields.pc')}
          defaultValue={address?.pc ?? ''}
          errors={errors.pc}
        />
      </div>
      <TextField
        name="mob"
        type="tel"
        autoComplete="tel"
        label={t('fields.mob')}
        defaultValue={address?.mob ?? ''}
        errors={errors.mob}
        optional
      />
      <TextField
        name="cmt"
        label={t('fields.cmt')}
        defaultValue={address?.cmt ?? ''}
        errors={errors.cmt}
        optional
      />
      <SubmitButton pending={pending}>{t('addresses.save')}</SubmitButton>
    </form>
  );
}

/** profile/addresses/create and profile/addresses/{id}. */
export function AddressEditor({ id }: { id: number | null }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const existing = useAddress(language, id);
  return (
    <section className="container-page py-10">
      <LocalizedLink to="/profile/addresses" className="text-sm text-brand-700 underline">
        {t('addresses.back')}
      </LocalizedLink>
      <h1 className="mt-2 text-2xl font-semibold">
        {id === null ? t('addresses.create_title') : t('addresses.edit_title')}
      </h1>
      {id === null && <AddressFields address={null} />}
      {id !== null && existing.data && <AddressFields key={existing.data.id} address={existing.data} />}
      {id !== null && !existing.data && existing.error === undefined && (
        <p className="mt-6" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {id !== null && existing.error !== undefined && (
        <p className="mt-6 text-sale">{t('addresses.not_found')}</p>
      )}
    </section>
  );
}
