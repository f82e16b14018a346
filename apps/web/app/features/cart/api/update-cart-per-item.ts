import type { CartResponse, Language, UpdateCartPerItemRequest } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** One line of the signed-in cart: add to it, set it or remove it (spec 000 §7). */
export const updateCartPerItem = (language: Language, body: UpdateCartPerItemRequest) =>
  apiRequest<CartResponse>(language, 'cartitems/UpdateCartPerItem', { method: 'POST', body });
