import type { Language, OrderSummary } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** The signed-in customer's orders, newest first. */
export const useCustomerOrders = (language: Language) =>
  useQuery({
    queryKey: ['orders', 'list', language],
    queryFn: ({ signal }) =>
      apiRequest<{ items: OrderSummary[] }>(language, 'orders/getbycustomerid', {
        query: { v: Date.now() },
        signal,
      }),
  });
