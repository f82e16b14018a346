import type { BoughtGiftCardList, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

/** The gift cards the signed-in customer bought, newest first, each with its history. */
export const useBoughtGiftCards = (language: Language) =>
  useBrowserData(['gift-cards', 'bought', language], (signal) =>
    // A balance changes when someone else spends the card: the answer is never taken from a cache.
    apiRequest<BoughtGiftCardList>(language, 'giftcards/getforcustomer', {
      query: { v: Date.now() },
      signal,
    }),
  );
