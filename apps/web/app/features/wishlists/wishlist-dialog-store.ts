import { createValueStore } from '~/lib/value-store';

export interface WishlistDialogProduct {
  id: number;
  nm: string;
}

/** The product the add-to-wishlist dialog is about; its visibility is the shell's `wishlistModal`. */
const wishlistDialogProduct = createValueStore<WishlistDialogProduct>();
export const setWishlistDialogProduct = wishlistDialogProduct.set;
export const useWishlistDialogProduct = wishlistDialogProduct.useValue;
