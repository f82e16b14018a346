import type { Language, MergeGuestWishlistsRequest, Wishlist } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const mergeGuestLists = (language: Language, lists: MergeGuestWishlistsRequest['lists']) =>
  apiRequest<{ items: Wishlist[] }>(language, 'wishlists/mergeguestlists', {
    method: 'POST',
    body: { lists },
  });
