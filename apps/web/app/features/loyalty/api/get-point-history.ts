import type { Language, PointHistory } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const HISTORY_PAGE_SIZE = 10;

/** One page of the customer's points history, newest first; the last page stays shown while the next loads. */
export const usePointHistory = (language: Language, page: number) =>
  useQuery({
    queryKey: ['loyalty', 'history', language, page],
    queryFn: ({ signal }) =>
      apiRequest<PointHistory>(language, 'PointCustomer/GetByCustomer', {
        query: { page, size: HISTORY_PAGE_SIZE, v: Date.now() },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
