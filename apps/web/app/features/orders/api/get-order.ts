import type { Language, OrderDetails } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

/**
 * One order as its shopper sees it. A guest proves it is theirs with the email it was placed
 * with; a signed-in customer's token does (the API answers "not found" for anyone else's).
 */
export const getOrder = (language: Language, uid: string, email: string | null, signal?: AbortSignal) =>
  apiRequest<OrderDetails>(language, 'orders/getorderbycustomer', {
    query: { uid, email: email ?? undefined, v: Date.now() },
    signal,
  });

/** The order, read in the browser; nothing is asked without a uid or with `enabled` false. */
export const useOrder = (language: Language, uid: string, email: string | null, enabled = true) =>
  useBrowserData(
    enabled && uid !== '' ? ['orders', 'details', language, uid, email] : null,
    (signal) => getOrder(language, uid, email, signal),
    // The page explains a failure (an unknown order, an expired link) at once.
    { retry: false },
  );
