import type { CartResponse, Language, UpdateCustomerCartRequest } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** The whole signed-in cart: merge the browser's lines into it (sign-in) or replace it (spec 000 §7). */
export const updateCustomerCart = (language: Language, body: UpdateCustomerCartRequest) =>
  apiRequest<CartResponse>(language, 'cartitems/updateCustomerCart', { method: 'POST', body });
