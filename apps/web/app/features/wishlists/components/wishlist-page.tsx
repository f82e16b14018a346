import { LocalizedLink } from '~/components/localized-link';
import { getProductsByIds } from '~/features/catalog';
import { useLanguage } from '~/lib/language';
import { useBrowserData } from '~/lib/use-browser-data';
import { useTranslation } from '~/lib/use-translation';
import { removeFromWishlist } from '../api/remove-from-wishlist';
import { updateWishlist } from '../api/update-wishlist';
import {
  renameGuestWishlist,
  toggleGuestWishlistProduct,
  useGuestWishlists,
} from '../guest-wishlists-storage';
import { useFailureToast } from '../use-failure-toast';
import { reloadWishlists, useCustomerWishlist } from '../wishlists-data';
import { RenameWishlistForm } from './wishlist-name-forms';
import { WishlistProducts } from './wishlist-products';

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
  const ids = list?.productIds ?? [];
  const { data } = useBrowserData(['products', 'by-ids', language, ids], (signal) =>
    getProductsByIds(language, ids, signal),
  );
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
      <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{list.nm}</h1>
      <RenameWishlistForm
        key={list.nm}
        name={list.nm}
        onRename={(name) => renameGuestWishlist(list.id, name)}
      />
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
  const { data: list, error } = useCustomerWishlist(language, id);
  const failed = useFailureToast();
  if (!list && !error) return <p className="text-muted">{t('loading')}</p>;
  if (!list) return <NotFound back="/profile/wishlists" />;
  return (
    <div className="space-y-6">
      <LocalizedLink to="/profile/wishlists" className="text-sm text-brand-700 underline">
        {t('list.back')}
      </LocalizedLink>
      <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{list.nm}</h1>
      <RenameWishlistForm
        key={list.nm}
        name={list.nm}
        onRename={(nm) =>
          updateWishlist(language, { id: list.id, nm })
            .then(() => reloadWishlists(language, list.id))
            .catch(failed)
        }
      />
      <WishlistProducts
        products={list.wishlistItems.map((item) => item.product)}
        onRemove={(pid) =>
          removeFromWishlist(language, { wid: list.id, pid })
            .then(() => reloadWishlists(language, list.id))
            .catch(failed)
        }
      />
    </div>
  );
}
