import type { Language, Wishlist } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getWishlist = (language: Language, id: number, signal?: AbortSignal) =>
  apiRequest<Wishlist>(language, 'wishlists/getbyid', { query: { id }, signal });
