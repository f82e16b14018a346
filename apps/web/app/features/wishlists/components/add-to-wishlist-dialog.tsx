import { useState } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { Dialog } from '~/components/ui/dialog';
import { useModals } from '~/lib/use-modals';
import { useTranslation } from '~/lib/use-translation';
import { useFailureToast } from '../use-failure-toast';
import { useShopperWishlists } from '../use-wishlists';
import type { WishlistDialogProduct } from '../wishlist-dialog-store';
import { NewWishlistForm } from './wishlist-name-forms';

/**
 * The add-to-wishlist dialog (spec 000 §2, §4): a checkbox per list toggles the product's
 * membership, the count says how many lists hold it, and a new list can be made inline.
 */
export function AddToWishlistDialog({ product }: { product: WishlistDialogProduct }) {
  const { t } = useTranslation('wishlists');
  const { close } = useModals();
  const wishlists = useShopperWishlists();
  const failed = useFailureToast();
  // A toggle shows at once; the server's answer (or a failure) settles it.
  const [pending, setPending] = useState<Record<string, boolean>>({});

  const holds = (list: { id: string; productIds: number[] }) =>
    pending[list.id] ?? list.productIds.includes(product.id);
  const count = wishlists.lists.filter(holds).length;
  const toggle = async (listId: string, checked: boolean) => {
    setPending((current) => ({ ...current, [listId]: checked }));
    try {
      await wishlists.toggle(listId, product.id);
    } catch (error) {
      failed(error);
    } finally {
      setPending(({ [listId]: _settled, ...rest }) => rest);
    }
  };

  return (
    <Dialog
      title={t('dialog.title')}
      subtitle={product.nm}
      closeLabel={t('dialog.close')}
      onClose={() => close('wishlistModal')}
      closeButton
    >
      <p className="mt-3 text-sm" data-testid="wishlist-count">
        {t('dialog.count', { count })}
      </p>
      {wishlists.loading ? (
        <p className="mt-3 text-sm text-muted">{t('loading')}</p>
      ) : wishlists.lists.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('dialog.no_lists')}</p>
      ) : (
        <ul className="mt-3 max-h-64 space-y-1 overflow-y-auto">
          {wishlists.lists.map((list) => (
            <li key={list.id} className="flex items-center justify-between gap-2">
              <label className="flex items-center gap-2 py-1">
                <input
                  type="checkbox"
                  checked={holds(list)}
                  onChange={(event) => toggle(list.id, event.target.checked)}
                />
                {list.nm}
              </label>
              <LocalizedLink to={wishlists.pathOf(list.id)} className="text-xs text-brand-700 underline">
                {t('dialog.view')}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
      <NewWishlistForm
        onCreate={(name) => wishlists.create(name, product.id)}
        className="mt-4 border-t border-line pt-4"
      />
    </Dialog>
  );
}
