import type { CmsLinkList, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** Every cms link at once: the header, side menu, footer and usp bar each keep their own by flag. */
/** A failed cms call yields no links (spec 000 §8). */
export const getCmsLinks = (language: Language, signal?: AbortSignal) =>
  apiRequest<CmsLinkList>(language, 'cmslinks/get', { signal }).catch((): CmsLinkList => ({ items: [] }));
