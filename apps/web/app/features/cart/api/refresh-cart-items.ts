import type { CartLine, CartResponse, Language, RefreshCartItemsRequest } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** Lines with their current products, stock and problems; without lines, the signed-in cart. */
export const refreshCartItems = (language: Language, body: RefreshCartItemsRequest, signal?: AbortSignal) =>
  apiRequest<CartResponse>(language, 'cartitems/refreshCartItems', { method: 'POST', body, signal });

/** The stored lines with their products; no call for an empty cart. */
export const getCartItems = (language: Language, lines: CartLine[], signal?: AbortSignal) =>
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
      );
