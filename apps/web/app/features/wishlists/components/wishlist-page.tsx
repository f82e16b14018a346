import { isValidWishlistName } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { LocalizedLink } from '~/components/localized-link';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { useProductsByIds } from '../api/get-products-by-ids';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { useUpdateWishlist } from '../api/update-wishlist';
import {
  renameGuestWishlist,
  toggleGuestWishlistProduct,
  useGuestWishlists,
} from '../guest-wishlists-storage';
import { WishlistProducts } from './wishlist-products';

function RenameForm({ name, onRename }: { name: string; onRename: (name: string) => void }) {
  const { t } = useTranslation('wishlists');
  const [value, setValue] = useState(name);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidWishlistName(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onRename(value.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-wrap gap-2">
      <label htmlFor="rename-wishlist" className="sr-only">
        {t('list.name')}
      </label>
      <input
        id="rename-wishlist"
        value={value}
        maxLength={100}
        onChange={(event) => setValue(event.target.value)}
        className="min-w-0 flex-1 rounded-md border border-line px-3 py-2"
      />
      <button
        type="submit"
        className="rounded-md border border-line px-3 py-2 text-sm"
        disabled={value === name}
      >
        {t('list.rename')}
      </button>
      {invalid && (
        <p className="w-full text-sm text-sale">{t('add_to_wishlist_modal.errors_empty_wishlist_name')}</p>
      )}
    </form>
  );
}

function NotFound({ back }: { back: string }) {
  const { t } = useTranslation('wishlists');
  return (
    <div className="py-8">
      <p className="text-muted">{t('list.not_found')}</p>
      <LocalizedLink to={back} className="text-brand-700 underline">
        {t('list.back')}
      </LocalizedLink>
    </div>
  );
}

/** `guest/wishlists/{id}`: one of a guest's lists. */
export function GuestWishlistPage({ id }: { id: string }) {
  const { t } = useTranslation('wishlists');
  const language = useLanguage();
  const list = useGuestWishlists().find((item) => item.id === id);
  const { data } = useProductsByIds(language, list?.productIds ?? []);
  if (!list) {
    return (
      <div className="container-page">
        <NotFound back="/guest/wishlists" />
      </div>
    );
  }
  return (
    <div className="container-page space-y-6 py-8">
      <LocalizedLink to="/guest/wishlists" className="text-sm text-brand-700 underline">
        {t('list.back')}
      </LocalizedLink>
      <h1 className="text-2xl font-semibold">{list.nm}</h1>
      <RenameForm key={list.nm} name={list.nm} onRename={(name) => renameGuestWishlist(list.id, name)} />
      <WishlistProducts
        products={data?.items ?? []}
        onRemove={(productId) => toggleGuestWishlistProduct(list.id, productId)}
      />
    </div>
  );
}

/** `profile/wishlists/{id}`: one list of the signed-in customer. */
export function ProfileWishlistPage({ id }: { id: number }) {
  const { t } = useTranslation('wishlists');
  const language = useLanguage();
  const { data: list, isPending, isError } = useWishlist(language, id);
  const rename = useUpdateWishlist(language);
  const remove = useRemoveFromWishlist(language);
  const failed = (error: unknown) =>
    toast.error(
      error instanceof ApiRequestError && error.body?.message ? error.body.message : t('errors.failed'),
    );
  if (isPending) return <p className="text-muted">{t('loading')}</p>;
  if (isError || !list) return <NotFound back="/profile/wishlists" />;
  return (
    <div className="space-y-6">
      <LocalizedLink to="/profile/wishlists" className="text-sm text-brand-700 underline">
        {t('list.back')}
      </LocalizedLink>
      <h1 className="text-2xl font-semibold">{list.nm}</h1>
      <RenameForm
        key={list.nm}
        name={list.nm}
        onRename={(nm) => rename.mutateAsync({ id: list.id, nm }).catch(failed)}
      />
      <WishlistProducts
        products={list.wishlistItems.map((item) => item.product)}
        onRemove={(pid) => remove.mutateAsync({ wid: list.id, pid }).catch(failed)}
      />
    </div>
  );
}
