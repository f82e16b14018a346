import type { Language, SitemapEntries } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getSitemapEntries = (language: Language, signal?: AbortSignal) =>
  apiRequest<SitemapEntries>(language, 'catalog/sitemap', { signal });
