import { useEffect } from 'react';
import { useLanguage } from '~/lib/language';
import { forgetRouteData } from '~/lib/route-data-cache';
import { useIsAuthenticated } from '~/lib/session';
import { mergeGuestLists } from '../api/merge-guest-lists';
import { clearGuestWishlists, readGuestWishlists } from '../guest-wishlists-storage';

/**
 * Once a customer is signed in, the lists kept as a guest move into the account (the server joins
 * same-named lists and repeats no product) and the browser's copy is cleared. Tabs take turns
 * (Web Locks), and the second finds nothing left to move; a failed move keeps the guest lists.
 */
export function GuestWishlistsMerge() {
  const signedIn = useIsAuthenticated();
  const language = useLanguage();
  useEffect(() => {
    if (!signedIn || readGuestWishlists().length === 0) return;
    const move = async () => {
      const lists = readGuestWishlists();
      if (lists.length === 0) return;
      await mergeGuestLists(
        language,
        lists.map(({ nm, productIds }) => ({ nm, productIds })),
      );
      clearGuestWishlists();
      forgetRouteData();
    };
    const moved = navigator.locks ? navigator.locks.request('guest-wishlists-merge', move) : move();
    moved.catch((error: unknown) =>
      console.error('The guest wishlists could not be moved to the account', error),
    );
  }, [signedIn, language]);
  return null;
}
