import type { CartLine, CartResponse, Language, RefreshCartItemsRequest } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** Lines with their current products, stock and problems; without lines, the signed-in cart. */
export const refreshCartItems = (language: Language, body: RefreshCartItemsRequest, signal?: AbortSignal) =>
  apiRequest<CartResponse>(language, 'cartitems/refreshCartItems', { method: 'POST', body, signal });

const lineKey = (lines: CartLine[]) =>
  lines.map((line) => `${line.productId}:${line.dimensionId}:${line.quantity}`);

export const cartItemsQuery = (language: Language, lines: CartLine[]) =>
  queryOptions({
    queryKey: ['cart', 'items', language, lineKey(lines)],
    queryFn: ({ signal }) =>
      lines.length === 0
        ? Promise.resolve<CartResponse>({ items: [], rejected: [] })
        : refreshCartItems(
            language,
            {
              items: lines.map(({ productId, dimensionId, quantity }) => ({
                productId,
                dimensionId,
                quantity: Math.max(1, quantity),
              })),
            },
            signal,
          ),
    // The cart shows its previous lines while a quantity change is being fetched.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCartItems = (language: Language, lines: CartLine[]) =>
  useQuery(cartItemsQuery(language, lines));
