import type { Category, Language } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getCategoryByUrl = (language: Language, eurl: string, signal?: AbortSignal) =>
  apiRequest<Category>(language, 'categories/getbyurl', { query: { url: eurl }, signal });

export const categoryByUrlQuery = (language: Language, eurl: string) =>
  queryOptions({
    queryKey: ['categories', 'by-url', language, eurl],
    queryFn: ({ signal }) => getCategoryByUrl(language, eurl, signal),
  });
