import type { Language, RepeatPurchaseList } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getRepeatPurchases = (language: Language, signal?: AbortSignal) =>
  apiRequest<RepeatPurchaseList>(language, 'repeatpurchases/getforcustomer', { signal });

export const repeatPurchasesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['repeat-purchases', language],
    queryFn: ({ signal }) => getRepeatPurchases(language, signal),
  });

export const useRepeatPurchases = (language: Language, enabled = true) =>
  useQuery({ ...repeatPurchasesQuery(language), enabled });
