import type { Language, ProductListing } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import type { ListingState } from '../listing-state';

export const getProductsByCategory = (
  language: Language,
  id: number,
  state: ListingState,
  signal?: AbortSignal,
) => apiRequest<ProductListing>(language, 'products/getbycategoryid', { query: { id, ...state }, signal });
