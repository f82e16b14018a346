import type { CmsLinkList, Language } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** Every cms link at once: the header, side menu, footer and usp bar each keep their own by flag. */
export const getCmsLinks = (language: Language, signal?: AbortSignal) =>
  apiRequest<CmsLinkList>(language, 'cmslinks/get', { signal });

export const cmsLinksQuery = (language: Language) =>
  queryOptions({
    queryKey: ['cmslinks', language],
    // A failed cms call yields no links (spec 000 §8).
    queryFn: ({ signal }) => getCmsLinks(language, signal).catch((): CmsLinkList => ({ items: [] })),
  });
