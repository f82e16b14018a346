import { isValidWishlistName } from '@shop/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { LocalizedLink } from '~/components/localized-link';
import { CloseIcon } from '~/features/shell/components/icons';
import { useModals } from '~/features/shell/hooks/use-modals';
import { ApiRequestError } from '~/lib/api-client';
import { useShopperWishlists } from '../use-wishlists';
import { setWishlistDialogProduct, useWishlistDialogProduct } from '../wishlist-dialog-store';

const failed = (error: unknown, fallback: string) =>
  toast.error(error instanceof ApiRequestError && error.body?.message ? error.body.message : fallback);

/**
 * The add-to-wishlist dialog (spec 000 §2, §4): a checkbox per list toggles the product's
 * membership, the count says how many lists hold it, and a new list can be made inline.
 * Also opened by the global `add-to-wishlist` event.
 */
export function AddToWishlistDialog() {
  const { t } = useTranslation('wishlists');
  const { visible, open, close } = useModals();
  const product = useWishlistDialogProduct();
  const wishlists = useShopperWishlists();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  // A toggle shows at once; the server's answer (or a failure) settles it.
  const [pending, setPending] = useState<Record<string, boolean>>({});

  useEffect(() => {
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<{ productId?: number; id?: number; nm?: string } | undefined>)
        .detail;
      const id = detail?.productId ?? detail?.id;
      if (!id) return;
      setWishlistDialogProduct({ id, nm: detail?.nm ?? '' });
      open('wishlistModal');
    };
    window.addEventListener('add-to-wishlist', onEvent);
    return () => window.removeEventListener('add-to-wishlist', onEvent);
  }, [open]);

  if (!visible.wishlistModal || !product) return null;
  const holds = (list: { id: string; productIds: number[] }) =>
    pending[list.id] ?? list.productIds.includes(product.id);
  const count = wishlists.lists.filter(holds).length;
  const toggle = async (listId: string, checked: boolean) => {
    setPending((current) => ({ ...current, [listId]: checked }));
    try {
      await wishlists.toggle(listId, product.id);
    } catch (error) {
      failed(error, t('errors.failed'));
    } finally {
      setPending(({ [listId]: _settled, ...rest }) => rest);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidWishlistName(name)) {
      setNameError(true);
      return;
    }
    setNameError(false);
    try {
      await wishlists.create(name, product.id);
      setName('');
    } catch (error) {
      failed(error, t('errors.failed'));
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <button
        type="button"
        className="absolute inset-0 bg-black/40"
        aria-label={t('dialog.close')}
        onClick={() => close('wishlistModal')}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="wishlist-dialog-title"
        className="relative w-full max-w-md rounded-lg bg-white p-5 shadow-xl"
      >
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id="wishlist-dialog-title" className="text-lg font-semibold">
              {t('dialog.title')}
            </h2>
            {product.nm && <p className="text-sm text-muted">{product.nm}</p>}
          </div>
          <button type="button" onClick={() => close('wishlistModal')} aria-label={t('dialog.close')}>
            <CloseIcon />
          </button>
        </div>
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
        <form onSubmit={submit} className="mt-4 border-t border-line pt-4" noValidate>
          <label htmlFor="new-wishlist-name" className="mb-1 block text-sm font-medium">
            {t('dialog.new_list')}
          </label>
          <div className="flex gap-2">
            <input
              id="new-wishlist-name"
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={nameError || undefined}
              aria-describedby={nameError ? 'new-wishlist-name-error' : undefined}
              className="min-w-0 flex-1 rounded-md border border-line px-3 py-2"
            />
            <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-white">
              {t('dialog.create')}
            </button>
          </div>
          {nameError && (
            <p id="new-wishlist-name-error" className="mt-1 text-sm text-sale">
              {t('add_to_wishlist_modal.errors_empty_wishlist_name')}
            </p>
          )}
        </form>
      </div>
    </div>
  );
}
