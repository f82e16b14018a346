import type { Language, WishlistTemplate } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getWishlistTemplates = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: WishlistTemplate[] }>(language, 'wishlisttemplates/getAllFront', { signal });
