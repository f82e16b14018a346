import type { BackInStockRequest, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const subscribeBackInStock = (language: Language, request: BackInStockRequest) =>
  apiRequest<{ message: string }>(language, 'eventsubscriptions/backinstocksubscription', {
    method: 'POST',
    body: request,
  });
