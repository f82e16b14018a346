import {
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_MAX_MS,
  QUERY_STALE_TIME_MS,
} from '@shop/contract';
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** Client-side caching rules of the specification (000 §9): stale after 100 s, kept 5 min, 3 retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: (failures, error) =>
          failures < QUERY_RETRIES &&
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS),
      },
    },
  });
}
