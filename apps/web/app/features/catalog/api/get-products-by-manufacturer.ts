import type { Language, ProductListing } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import type { ListingState } from '../listing-state';

export const getProductsByManufacturer = (
  language: Language,
  id: number,
  state: ListingState,
  signal?: AbortSignal,
) =>
  apiRequest<ProductListing>(language, 'products/GetByManufacturerId', { query: { id, ...state }, signal });

export const productsByManufacturerQuery = (language: Language, id: number, state: ListingState) =>
  queryOptions({
    queryKey: ['products', 'by-manufacturer', language, id, state],
    queryFn: ({ signal }) => getProductsByManufacturer(language, id, state, signal),
  });
