import type { Contributor, Language } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const contributorsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'contributors', language],
    queryFn: ({ signal }) =>
      apiRequest<{ items: Contributor[] }>(language, 'contributors/getall', { signal }),
  });

export const contributorByUrlQuery = (language: Language, eurl: string) =>
  queryOptions({
    queryKey: ['content', 'contributor', language, eurl],
    queryFn: ({ signal }) =>
      apiRequest<Contributor>(language, 'contributors/getbyurl', { query: { url: eurl }, signal }),
  });
