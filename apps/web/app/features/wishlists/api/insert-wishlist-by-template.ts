import type { Language, Wishlist } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const insertWishlistByTemplate = (language: Language, id: number) =>
  apiRequest<Wishlist>(language, 'wishlists/InsertByTemplateId', { query: { id } });
