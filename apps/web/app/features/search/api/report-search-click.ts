import type { Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** Tells the shop's search insights that a result of the search for `key` was opened (no shopper data). */
export const reportSearchClick = (language: Language, key: string) =>
  apiRequest<Record<string, never>>(language, 'search/clicked', { method: 'POST', body: { key } });
