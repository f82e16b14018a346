import type { Language, Suggestion } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getSuggestions = (language: Language, key: string, signal?: AbortSignal) =>
  apiRequest<{ items: Suggestion[] }>(language, 'search/suggestions', { query: { key }, signal });

export const suggestionsQuery = (language: Language, key: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', language, key],
    queryFn: ({ signal }) => getSuggestions(language, key, signal),
  });

/** Suggestions for a term already debounced and long enough; disabled for an empty one. */
export const useSuggestions = (language: Language, key: string) =>
  useQuery({ ...suggestionsQuery(language, key), enabled: key !== '' });
