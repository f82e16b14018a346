import type { Language, Product } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** Products related to one, for its page and for the add-to-cart dialog. */
export const getRelatedProducts = (language: Language, productId: number, signal?: AbortSignal) =>
  apiRequest<{ items: Product[] }>(language, 'products/getrelatedinfoandproductsbycode', {
    query: { productId },
    signal,
  });

export const relatedProductsQuery = (language: Language, productId: number) =>
  queryOptions({
    queryKey: ['products', 'related', language, productId],
    queryFn: ({ signal }) => getRelatedProducts(language, productId, signal),
  });

export const useRelatedProducts = (language: Language, productId: number) =>
  useQuery(relatedProductsQuery(language, productId));
