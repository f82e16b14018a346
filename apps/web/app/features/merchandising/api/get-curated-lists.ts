import type { CuratedList, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** Every curated list with products on sale: the home list first, then the categories'. */
export const getCuratedLists = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: CuratedList[] }>(language, 'categorylists/getall', { signal });
