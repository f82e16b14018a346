import { useSyncExternalStore } from 'react';

export interface WishlistDialogProduct {
  id: number;
  nm: string;
}

let current: WishlistDialogProduct | null = null;
const listeners = new Set<() => void>();

/** The product the add-to-wishlist dialog is about; its visibility is the shell's `wishlistModal`. */
export function setWishlistDialogProduct(product: WishlistDialogProduct | null): void {
  current = product;
  for (const listener of listeners) listener();
}

export function useWishlistDialogProduct(): WishlistDialogProduct | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
