import type { Language, Wishlist, WishlistItemRequest } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const addToWishlist = (language: Language, body: WishlistItemRequest) =>
  apiRequest<Wishlist>(language, 'wishlists/addtowishlist', { method: 'POST', body });
