import type { Product } from '@shop/contract';
import { HeartIcon } from '~/components/ui/icons';
import { useModals } from '~/lib/use-modals';
import { useTranslation } from '~/lib/use-translation';
import { useShopperWishlists } from '../use-wishlists';
import { setWishlistDialogProduct } from '../wishlist-dialog-store';

/** Opens the add-to-wishlist dialog for the product; filled when some list holds it. */
export function AddToWishlistButton({ product }: { product: Pick<Product, 'id' | 'nm'> }) {
  const { t } = useTranslation('wishlists');
  const { open } = useModals();
  const { countHolding } = useShopperWishlists();
  const count = countHolding(product.id);
  return (
    <button
      type="button"
      className="inline-flex h-11 items-center gap-2 rounded-md border border-line px-4 hover:bg-brand-50"
      aria-label={t('button.add', { name: product.nm })}
      onClick={() => {
        setWishlistDialogProduct({ id: product.id, nm: product.nm });
        open('wishlistModal');
      }}
    >
      <HeartIcon />
      {count > 0 && <span className="text-sm">{t('button.in_lists', { count })}</span>}
    </button>
  );
}
