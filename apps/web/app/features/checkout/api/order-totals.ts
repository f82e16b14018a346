import type { Language, OrderFormInput, OrderTotals } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/**
 * The order form priced by the server's one pricing path, with the checks the save will make.
 * A failed call is logged and yields no totals (spec 001 §7); the last totals stay on screen
 * while the next ones are computed.
 */
export const useOrderTotals = (language: Language, body: OrderFormInput) =>
  useQuery({
    queryKey: ['checkout', 'order-totals', language, body],
    queryFn: ({ signal }) =>
      apiRequest<OrderTotals>(language, 'orders/composeordertotals', { method: 'POST', body, signal }).catch(
        (error: unknown) => {
          console.error('Order totals failed', error);
          return null;
        },
      ),
    enabled: body.lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
