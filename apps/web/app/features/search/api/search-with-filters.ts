import type { Language, ProductListing } from '@shop/contract';
import type { ListingState } from '~/features/catalog';
import { apiRequest } from '~/lib/api-client';

export const searchWithFilters = (
  language: Language,
  key: string,
  state: ListingState,
  signal?: AbortSignal,
) => apiRequest<ProductListing>(language, 'products/searchwithfilters', { query: { key, ...state }, signal });
