import type { Language, OrderFormInput, OrderSaveResponse } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/**
 * Places the order. The key makes a repeated save (a double click, a retry after a lost answer)
 * return the same order instead of a second one.
 */
export const saveOrder = (language: Language, body: OrderFormInput, idempotencyKey: string) =>
  apiRequest<OrderSaveResponse>(language, 'orders/save', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
