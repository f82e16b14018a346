import type { Language, ProductListing } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import type { ListingState } from '../listing-state';

export const getProductsByCategory = (
  language: Language,
  id: number,
  state: ListingState,
  signal?: AbortSignal,
) => apiRequest<ProductListing>(language, 'products/getbycategoryid', { query: { id, ...state }, signal });

export const productsByCategoryQuery = (language: Language, id: number, state: ListingState) =>
  queryOptions({
    queryKey: ['products', 'by-category', language, id, state],
    queryFn: ({ signal }) => getProductsByCategory(language, id, state, signal),
  });
