import type { LandingCollection, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** A landing collection with its intro, banners and products. */
export const getLandingCollection = (language: Language, slug: string, signal?: AbortSignal) =>
  apiRequest<LandingCollection>(language, 'landingpages/getbyslug', { query: { slug }, signal });
