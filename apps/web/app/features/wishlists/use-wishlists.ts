import { type Language, listsHoldingProduct } from '@shop/contract';
import { useCallback } from 'react';
import { useLanguage } from '~/lib/language';
import { useIsAuthenticated } from '~/lib/session';
import { addToWishlist } from './api/add-to-wishlist';
import { insertWishlist } from './api/insert-wishlist';
import { removeFromWishlist } from './api/remove-from-wishlist';
import {
  createGuestWishlist,
  toggleGuestWishlistProduct,
  useGuestWishlists,
} from './guest-wishlists-storage';
import { reloadWishlists, useCustomerWishlists } from './wishlists-data';

/** A list as the dialog and pages see it, whoever keeps it: the browser (guest) or the server. */
export interface ShopperWishlist {
  id: string;
  nm: string;
  productIds: number[];
}

export interface Wishlists {
  signedIn: boolean;
  lists: ShopperWishlist[];
  loading: boolean;
  /** The path of a list's page, `guest/wishlists/{id}` or `profile/wishlists/{id}`. */
  pathOf(id: string): string;
  toggle(listId: string, productId: number): Promise<void>;
  /** Creates a list, with the product in it when one is given; resolves the new list's id. */
  create(name: string, productId?: number): Promise<string>;
  countHolding(productId: number): number;
}

/** The shopper's wishlists: in local storage for a guest, on the server when signed in (spec 000 §3). */
export function useShopperWishlists(): Wishlists {
  const language: Language = useLanguage();
  const signedIn = useIsAuthenticated();
  const guest = useGuestWishlists();
  const server = useCustomerWishlists(language, signedIn);

  const lists: ShopperWishlist[] = signedIn
    ? (server.data?.items ?? []).map((list) => ({
        id: String(list.id),
        nm: list.nm,
        productIds: list.wishlistItems.map((item) => item.product.id),
      }))
    : guest;

  const toggle = useCallback(
    async (listId: string, productId: number) => {
      if (!signedIn) {
        toggleGuestWishlistProduct(listId, productId);
        return;
      }
      const list = lists.find((item) => item.id === listId);
      const body = { wid: Number(listId), pid: productId };
      if (list?.productIds.includes(productId)) await removeFromWishlist(language, body);
      else await addToWishlist(language, body);
      await reloadWishlists(language);
    },
    [signedIn, lists, language],
  );

  const create = useCallback(
    async (name: string, productId?: number) => {
      if (!signedIn) return createGuestWishlist(name, productId ? [productId] : []).id;
      const list = await insertWishlist(language, name.trim());
      await reloadWishlists(language);
      if (productId) {
        await addToWishlist(language, { wid: list.id, pid: productId });
        await reloadWishlists(language);
      }
      return String(list.id);
    },
    [signedIn, language],
  );

  return {
    signedIn,
    lists,
    loading: signedIn && server.data === undefined && !server.error,
    pathOf: (id) => (signedIn ? `/profile/wishlists/${id}` : `/guest/wishlists/${id}`),
    toggle,
    create,
    countHolding: (productId) => listsHoldingProduct(lists, productId),
  };
}
