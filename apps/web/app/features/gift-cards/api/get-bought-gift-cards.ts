import type { BoughtGiftCardList, Language } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** The gift cards the signed-in customer bought, newest first, each with its history. */
export const useBoughtGiftCards = (language: Language) =>
  useQuery({
    queryKey: ['gift-cards', 'bought', language],
    queryFn: ({ signal }) =>
      // A balance changes when someone else spends the card: the answer is never taken from a cache.
      apiRequest<BoughtGiftCardList>(language, 'giftcards/getforcustomer', {
        query: { v: Date.now() },
        signal,
      }),
  });
