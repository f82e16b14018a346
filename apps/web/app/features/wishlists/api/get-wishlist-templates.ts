import type { Language, WishlistTemplate } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getWishlistTemplates = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: WishlistTemplate[] }>(language, 'wishlisttemplates/getAllFront', { signal });

export const wishlistTemplatesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['wishlist-templates', language],
    queryFn: ({ signal }) =>
      getWishlistTemplates(language, signal).catch(() => ({ items: [] as WishlistTemplate[] })),
  });

export const useWishlistTemplates = (language: Language) => useQuery(wishlistTemplatesQuery(language));
