import type { Language, PointHistory } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export const HISTORY_PAGE_SIZE = 10;

/** One page of the customer's points history, newest first; the last page stays shown while the next loads. */
export const usePointHistory = (language: Language, page: number) =>
  useBrowserData(
    ['loyalty', 'history', language, page],
    (signal) =>
      apiRequest<PointHistory>(language, 'PointCustomer/GetByCustomer', {
        query: { page, size: HISTORY_PAGE_SIZE, v: Date.now() },
        signal,
      }),
    { keepPrevious: true },
  );
