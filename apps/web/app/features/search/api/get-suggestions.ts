import type { Language, Suggestion } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getSuggestions = (language: Language, key: string, signal?: AbortSignal) =>
  apiRequest<{ items: Suggestion[] }>(language, 'search/suggestions', { query: { key }, signal });
