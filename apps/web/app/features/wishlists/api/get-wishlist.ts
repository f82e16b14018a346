import type { Language, Wishlist } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getWishlist = (language: Language, id: number, signal?: AbortSignal) =>
  apiRequest<Wishlist>(language, 'wishlists/getbyid', { query: { id }, signal });

export const wishlistQuery = (language: Language, id: number) =>
  queryOptions({
    queryKey: ['wishlists', language, id],
    queryFn: ({ signal }) => getWishlist(language, id, signal),
  });

export const useWishlist = (language: Language, id: number) => useQuery(wishlistQuery(language, id));
