import type { Language, Wishlist } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const updateWishlist = (language: Language, body: { id: number; nm: string }) =>
  apiRequest<Wishlist>(language, 'wishlists/update', { method: 'PUT', body });
