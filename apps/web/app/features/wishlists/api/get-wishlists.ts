import type { Language, Wishlist } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getWishlists = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: Wishlist[] }>(language, 'wishlists/GetAllByCustomer', { signal });
