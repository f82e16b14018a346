import type { Address } from '@shop/contract';
import { useId } from 'react';
import { useAddresses } from '~/features/customers';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { updateCheckoutDraft } from '../checkout-draft';

/** A saved address as billing (no prefix) or delivery (`d`) fields. */
export function addressAsDraft(address: Address, prefix: '' | 'd') {
  const fields = {
    fnm: address.fnm ?? '',
    lnm: address.lnm ?? '',
    mob: address.mob ?? '',
    ctid: address.ctid,
    crid: address.crid,
    adr1: address.adr1,
    ct: address.ct,
    pc: address.pc,
  };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [`${prefix}${key}`, value]));
}

/** A signed-in customer's saved addresses (`getaddresses`): choosing one fills the fields. */
export function SavedAddressPicker({ prefix }: { prefix: '' | 'd' }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const id = useId();
  const addresses = useAddresses(language);
  const items = addresses.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('information.saved_address')}
      </label>
      <select
        id={id}
        defaultValue=""
        className="w-full rounded-md border border-line px-3 py-2"
        onChange={(event) => {
          const address = items.find((item) => String(item.id) === event.target.value);
          if (address) updateCheckoutDraft(addressAsDraft(address, prefix));
        }}
      >
        <option value="">{t('information.choose_saved_address')}</option>
        {items.map((address) => (
          <option key={address.id} value={address.id}>
            {address.tl} · {address.adr1}, {address.ct}
          </option>
        ))}
      </select>
    </div>
  );
}
