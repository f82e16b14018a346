import type { Language, ProductListing } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import type { ListingState } from '../listing-state';

export const getProductsByManufacturer = (
  language: Language,
  id: number,
  state: ListingState,
  signal?: AbortSignal,
) =>
  apiRequest<ProductListing>(language, 'products/GetByManufacturerId', { query: { id, ...state }, signal });
