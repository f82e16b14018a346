import type { Language, OrderDetails } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/**
 * One order as its shopper sees it. A guest proves it is theirs with the email it was placed
 * with; a signed-in customer's token does (the API answers "not found" for anyone else's).
 */
export const getOrder = (language: Language, uid: string, email: string | null, signal?: AbortSignal) =>
  apiRequest<OrderDetails>(language, 'orders/getorderbycustomer', {
    query: { uid, email: email ?? undefined, v: Date.now() },
    signal,
  });

export const orderQuery = (language: Language, uid: string, email: string | null) =>
  queryOptions({
    queryKey: ['orders', 'details', language, uid, email],
    queryFn: ({ signal }) => getOrder(language, uid, email, signal),
    retry: false,
  });

export const useOrder = (language: Language, uid: string, email: string | null, enabled = true) =>
  useQuery({ ...orderQuery(language, uid, email), enabled: enabled && uid !== '' });
