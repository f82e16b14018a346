import type { LandingCollection, Language } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** A landing collection with its intro, banners and products. */
export const landingCollectionQuery = (language: Language, slug: string) =>
  queryOptions({
    queryKey: ['merchandising', 'landing-collection', language, slug],
    queryFn: ({ signal }) =>
      apiRequest<LandingCollection>(language, 'landingpages/getbyslug', { query: { slug }, signal }),
  });
