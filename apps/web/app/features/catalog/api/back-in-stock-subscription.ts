import type { BackInStockRequest, Language } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const subscribeBackInStock = (language: Language, request: BackInStockRequest) =>
  apiRequest<{ message: string }>(language, 'eventsubscriptions/backinstocksubscription', {
    method: 'POST',
    body: request,
  });

export const useBackInStockSubscription = (language: Language) =>
  useMutation({ mutationFn: (request: BackInStockRequest) => subscribeBackInStock(language, request) });
