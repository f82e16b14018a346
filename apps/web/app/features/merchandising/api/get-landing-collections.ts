import type { LandingCollectionSummary, Language } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** The landing collections shown now (also the sitemap's). */
export const getLandingCollections = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: LandingCollectionSummary[] }>(language, 'landingpages/getall', { signal });

export const landingCollectionsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['merchandising', 'landing-collections', language],
    queryFn: ({ signal }) => getLandingCollections(language, signal),
  });
