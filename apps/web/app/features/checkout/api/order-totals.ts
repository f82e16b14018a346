import type { Language, OrderFormInput, OrderTotals } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** The order form priced by the server's one pricing path, with the checks the save will make. */
export const composeOrderTotals = (language: Language, body: OrderFormInput, signal?: AbortSignal) =>
  apiRequest<OrderTotals>(language, 'orders/composeordertotals', { method: 'POST', body, signal });
