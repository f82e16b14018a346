import type { Contributor, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getContributors = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: Contributor[] }>(language, 'contributors/getall', { signal });

export const getContributorByUrl = (language: Language, eurl: string, signal?: AbortSignal) =>
  apiRequest<Contributor>(language, 'contributors/getbyurl', { query: { url: eurl }, signal });
