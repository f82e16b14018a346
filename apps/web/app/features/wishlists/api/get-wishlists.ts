import type { Language, Wishlist } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getWishlists = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: Wishlist[] }>(language, 'wishlists/GetAllByCustomer', { signal });

export const wishlistsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['wishlists', language],
    queryFn: ({ signal }) => getWishlists(language, signal),
  });

export const useWishlists = (language: Language, enabled = true) =>
  useQuery({ ...wishlistsQuery(language), enabled });
