import type { Language, SearchAlternatives } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getSearchAlternatives = (language: Language, key: string, signal?: AbortSignal) =>
  apiRequest<SearchAlternatives>(language, 'search/alternatives', { query: { key }, signal });

export const searchAlternativesQuery = (language: Language, key: string) =>
  queryOptions({
    queryKey: ['search', 'alternatives', language, key],
    queryFn: ({ signal }) => getSearchAlternatives(language, key, signal),
  });

/** What a search without results offers instead. */
export const useSearchAlternatives = (language: Language, key: string) =>
  useQuery(searchAlternativesQuery(language, key));
