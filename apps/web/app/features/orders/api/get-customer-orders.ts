import type { Language, OrderSummary } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

/** The signed-in customer's orders, newest first. */
export const useCustomerOrders = (language: Language) =>
  useBrowserData(['orders', 'list', language], (signal) =>
    apiRequest<{ items: OrderSummary[] }>(language, 'orders/getbycustomerid', {
      query: { v: Date.now() },
      signal,
    }),
  );
