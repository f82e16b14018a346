import type { Language, OrderReturn, ReturnRequest } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const insertReturn = (language: Language, request: ReturnRequest) =>
  apiRequest<OrderReturn>(language, 'returns/insert', { method: 'POST', body: request });

export const useInsertReturn = (language: Language) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReturnRequest) => insertReturn(language, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['returns'] }),
  });
};
