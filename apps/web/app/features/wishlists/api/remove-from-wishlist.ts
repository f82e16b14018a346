import type { Language, Wishlist, WishlistItemRequest } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const removeFromWishlist = (language: Language, body: WishlistItemRequest) =>
  apiRequest<Wishlist>(language, 'wishlists/removefromwishlist', { method: 'POST', body });
