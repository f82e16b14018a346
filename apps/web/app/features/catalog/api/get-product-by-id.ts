import type { Language, Product } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** A product by id, e.g. for the global add-to-cart event, which carries only ids (spec 000 §2). */
export const getProductById = (language: Language, id: number, signal?: AbortSignal) =>
  apiRequest<Product>(language, 'products/getbyidfront', { query: { id }, signal });

export const productByIdQuery = (language: Language, id: number) =>
  queryOptions({
    queryKey: ['products', 'by-id', language, id],
    queryFn: ({ signal }) => getProductById(language, id, signal),
  });

export const useProductById = (language: Language, id: number) => useQuery(productByIdQuery(language, id));
