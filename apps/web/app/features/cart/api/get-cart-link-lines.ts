import type { CartLinkLines, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** What a cart reminder's signed link restores; 404 for a forged or expired link. */
export const getCartLinkLines = (language: Language, token: string) =>
  apiRequest<CartLinkLines>(language, 'abandonedcarts/cartlines', { query: { token } });
