import type { Address } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { toast } from '~/components/toasts/toast';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { forgetRouteData } from '~/lib/route-data-cache';
import { useChange } from '~/lib/use-browser-data';
import { useTranslation } from '~/lib/use-translation';
import { deleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';

function AddressCard({ address }: { address: Address }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const removal = useChange(() => deleteAddress(language, address.id));
  const remove = () =>
    removal.run().then(
      () => {
        forgetRouteData();
        toast.success(t('addresses.deleted'));
      },
      (error: unknown) =>
        toast.error(
          error instanceof ApiRequestError && error.body ? error.body.message : t('addresses.delete_failed'),
        ),
    );
  const name = [address.fnm, address.lnm].filter(Boolean).join(' ');
  return (
    <li className="flex flex-col justify-between rounded-lg border border-line p-5">
      <div>
        <h2 className="font-semibold">{address.tl}</h2>
        <address className="mt-2 text-sm not-italic text-muted">
          {name && <span className="block">{name}</span>}
          <span className="block">{address.adr1}</span>
          <span className="block">
            {address.pc} {address.ct}
          </span>
          <span className="block">
            {address.crnm}, {address.ctnm}
          </span>
          {address.mob && <span className="block">{address.mob}</span>}
        </address>
      </div>
      <div className="mt-4 flex gap-4 text-sm">
        <LocalizedLink to={`/profile/addresses/${address.id}`} className="text-brand-700 underline">
          {t('addresses.edit')}
          <span className="sr-only"> {address.tl}</span>
        </LocalizedLink>
        <button
          type="button"
          className="text-sale underline disabled:opacity-60"
          disabled={removal.pending}
          onClick={() => {
            if (window.confirm(t('addresses.confirm_delete', { title: address.tl }))) void remove();
          }}
        >
          {t('addresses.delete')}
          <span className="sr-only"> {address.tl}</span>
        </button>
      </div>
    </li>
  );
}

/** profile/addresses: the customer's addresses with edit and delete. */
export function AddressList() {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const { data, error } = useAddresses(language);
  return (
    <section className="container-page py-10">
      <LocalizedLink to="/profile" className="text-sm text-brand-700 underline">
        {t('profile.title')}
      </LocalizedLink>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{t('addresses.title')}</h1>
        <LocalizedLink
          to="/profile/addresses/create"
          className="rounded-md bg-brand-700 px-4 py-2 text-white"
        >
          {t('addresses.add')}
        </LocalizedLink>
      </div>
      {!data && error === undefined && (
        <p className="mt-6" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {error !== undefined && <p className="mt-6 text-sale">{t('common:generic_error')}</p>}
      {data && data.items.length === 0 && <p className="mt-6 text-muted">{t('addresses.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </ul>
      )}
    </section>
  );
}
