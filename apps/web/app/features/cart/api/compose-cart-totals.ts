import type { CartTotals, CartTotalsRequest, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** The server prices the cart; the client only displays (spec 001 §3). */
export const composeCartTotals = (language: Language, body: CartTotalsRequest, signal?: AbortSignal) =>
  apiRequest<CartTotals>(language, 'orders/composecarttotals', { method: 'POST', body, signal });
