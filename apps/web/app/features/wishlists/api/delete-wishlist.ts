import type { Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const deleteWishlist = (language: Language, id: number) =>
  apiRequest<null>(language, 'wishlists/delete', { method: 'DELETE', query: { id } });
