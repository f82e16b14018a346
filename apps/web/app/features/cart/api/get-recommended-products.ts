import type { Language, Product } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** Products related to the one just added, for the add-to-cart dialog; none when the call fails. */
export const getRecommendedProducts = (language: Language, productId: number, signal?: AbortSignal) =>
  apiRequest<{ items: Product[] }>(language, 'products/getrelatedinfoandproductsbycode', {
    query: { productId },
    signal,
  });

export const recommendedProductsQuery = (language: Language, productId: number) =>
  queryOptions({
    queryKey: ['products', 'related', language, productId],
    queryFn: ({ signal }) =>
      getRecommendedProducts(language, productId, signal).catch(() => ({ items: [] as Product[] })),
  });

export const useRecommendedProducts = (language: Language, productId: number) =>
  useQuery(recommendedProductsQuery(language, productId));
