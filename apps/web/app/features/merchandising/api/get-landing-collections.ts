import type { LandingCollectionSummary, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** The landing collections shown now (also the sitemap's). */
export const getLandingCollections = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: LandingCollectionSummary[] }>(language, 'landingpages/getall', { signal });
