import type { Language, Manufacturer } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getManufacturerByUrl = (language: Language, eurl: string, signal?: AbortSignal) =>
  apiRequest<Manufacturer>(language, 'manufacturers/getbyurl', { query: { url: eurl }, signal });

export const manufacturerByUrlQuery = (language: Language, eurl: string) =>
  queryOptions({
    queryKey: ['manufacturers', 'by-url', language, eurl],
    queryFn: ({ signal }) => getManufacturerByUrl(language, eurl, signal),
  });
