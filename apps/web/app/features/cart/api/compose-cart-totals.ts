import type { CartTotals, CartTotalsRequest, Language } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** The server prices the cart; the client only displays (spec 001 §3). */
export const composeCartTotals = (language: Language, body: CartTotalsRequest, signal?: AbortSignal) =>
  apiRequest<CartTotals>(language, 'orders/composecarttotals', { method: 'POST', body, signal });

export const cartTotalsQuery = (language: Language, body: CartTotalsRequest) =>
  queryOptions({
    queryKey: ['cart', 'totals', language, body],
    // A failed totals call is logged and yields no totals (spec 000 §8).
    queryFn: ({ signal }) =>
      composeCartTotals(language, body, signal).catch((error: unknown) => {
        console.error('Cart totals failed', error);
        return null;
      }),
    enabled: body.lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCartTotals = (language: Language, body: CartTotalsRequest) =>
  useQuery(cartTotalsQuery(language, body));
