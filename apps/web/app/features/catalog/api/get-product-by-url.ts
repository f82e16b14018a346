import type { Language, Product } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getProductByUrl = (language: Language, eurl: string, signal?: AbortSignal) =>
  apiRequest<Product>(language, 'products/getbyurl', { query: { url: eurl }, signal });

export const productByUrlQuery = (language: Language, eurl: string) =>
  queryOptions({
    queryKey: ['products', 'by-url', language, eurl],
    queryFn: ({ signal }) => getProductByUrl(language, eurl, signal),
  });

export const useProductByUrl = (language: Language, eurl: string) =>
  useQuery(productByUrlQuery(language, eurl));
