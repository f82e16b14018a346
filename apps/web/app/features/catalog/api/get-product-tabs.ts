import type { Language, ProductTab } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getProductTabs = (language: Language, code: string, signal?: AbortSignal) =>
  apiRequest<{ items: ProductTab[] }>(language, 'producttabs/getbyproductcode', { query: { code }, signal });

export const productTabsQuery = (language: Language, code: string) =>
  queryOptions({
    queryKey: ['products', 'tabs', language, code],
    queryFn: ({ signal }) => getProductTabs(language, code, signal),
  });

export const useProductTabs = (language: Language, code: string) =>
  useQuery(productTabsQuery(language, code));
