import { lazy, Suspense, useEffect } from 'react';
import { useModals } from '~/lib/use-modals';
import { setWishlistDialogProduct, useWishlistDialogProduct } from '../wishlist-dialog-store';

const AddToWishlistDialog = lazy(() =>
  import('./add-to-wishlist-dialog').then((module) => ({ default: module.AddToWishlistDialog })),
);

/**
 * Mounted by the shell: listens for the global `add-to-wishlist` event; the dialog's code (the
 * lists, the new-list form) loads the first time it opens.
 */
export function AddToWishlistDialogHost() {
  const { visible, open } = useModals();
  const product = useWishlistDialogProduct();

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
  return (
    <Suspense fallback={null}>
      <AddToWishlistDialog product={product} />
    </Suspense>
  );
}
