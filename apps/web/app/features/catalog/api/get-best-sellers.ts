import { BEST_SELLERS_DEFAULT_DAYS, type Language, type Product } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getBestSellers = (language: Language, days: number, signal?: AbortSignal) =>
  apiRequest<{ items: Product[] }>(language, 'products/GetBestSellers', { query: { days }, signal });

export const bestSellersQuery = (language: Language, days = BEST_SELLERS_DEFAULT_DAYS) =>
  queryOptions({
    queryKey: ['products', 'best-sellers', language, days],
    queryFn: ({ signal }) => getBestSellers(language, days, signal),
  });

export const useBestSellers = (language: Language) => useQuery(bestSellersQuery(language));
