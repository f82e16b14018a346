import { BEST_SELLERS_DEFAULT_DAYS, type Language, type Product } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getBestSellers = (language: Language, days = BEST_SELLERS_DEFAULT_DAYS, signal?: AbortSignal) =>
  apiRequest<{ items: Product[] }>(language, 'products/GetBestSellers', { query: { days }, signal });

/** For the home page, until it reads route data. */
export const bestSellersQuery = (language: Language, days = BEST_SELLERS_DEFAULT_DAYS) =>
  queryOptions({
    queryKey: ['products', 'best-sellers', language, days],
    queryFn: ({ signal }) => getBestSellers(language, days, signal),
  });
