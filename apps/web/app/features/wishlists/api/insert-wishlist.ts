import type { Language, Wishlist } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const insertWishlist = (language: Language, nm: string) =>
  apiRequest<Wishlist>(language, 'wishlists/insert', { method: 'POST', body: { nm } });
