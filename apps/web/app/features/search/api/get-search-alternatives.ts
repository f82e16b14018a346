import type { Language, SearchAlternatives } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getSearchAlternatives = (language: Language, key: string, signal?: AbortSignal) =>
  apiRequest<SearchAlternatives>(language, 'search/alternatives', { query: { key }, signal });
