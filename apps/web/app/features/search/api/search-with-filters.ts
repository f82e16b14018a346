import type { Language, ProductListing } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import type { ListingState } from '~/features/catalog';
import { apiRequest } from '~/lib/api-client';

export const searchWithFilters = (
  language: Language,
  key: string,
  state: ListingState,
  signal?: AbortSignal,
) => apiRequest<ProductListing>(language, 'products/searchwithfilters', { query: { key, ...state }, signal });

export const searchQuery = (language: Language, key: string, state: ListingState) =>
  queryOptions({
    queryKey: ['products', 'search', language, key, state],
    queryFn: ({ signal }) => searchWithFilters(language, key, state, signal),
  });
