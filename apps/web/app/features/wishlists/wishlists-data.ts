import type { Language } from '@shop/contract';
import { forgetRouteData } from '~/lib/route-data-cache';
import { loadBrowserData, useBrowserData } from '~/lib/use-browser-data';
import { getWishlist } from './api/get-wishlist';
import { getWishlistTemplates } from './api/get-wishlist-templates';
import { getWishlists } from './api/get-wishlists';

const listsKey = (language: Language) => ['wishlists', language];
const listKey = (language: Language, id: number) => ['wishlists', language, id];

/** The signed-in customer's lists; nothing is asked for a guest. */
export const useCustomerWishlists = (language: Language, signedIn = true) =>
  useBrowserData(signedIn ? listsKey(language) : null, (signal) => getWishlists(language, signal));

export const useCustomerWishlist = (language: Language, id: number) =>
  useBrowserData(listKey(language, id), (signal) => getWishlist(language, id, signal));

/** The templates a list can start from; a failed call offers none. */
export const useWishlistTemplates = (language: Language) =>
  useBrowserData(['wishlist-templates', language], (signal) =>
    getWishlistTemplates(language, signal).catch(() => ({ items: [] })),
  );

/**
 * After a change to the lists: everything kept is asked for again, and this resolves once the
 * lists (or the one list, given its id) have the server's new answer, so that what a change
 * showed at once stays on screen until the lists say the same. A failed read is the readers' to show.
 */
export async function reloadWishlists(language: Language, id?: number): Promise<void> {
  forgetRouteData();
  const reload =
    id === undefined
      ? loadBrowserData(listsKey(language), (signal) => getWishlists(language, signal))
      : loadBrowserData(listKey(language, id), (signal) => getWishlist(language, id, signal));
  await reload.catch(() => undefined);
}
