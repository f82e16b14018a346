import type { Language, Manufacturer } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getAllManufacturers = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: Manufacturer[] }>(language, 'manufacturers/getallpublic', { signal });

export const allManufacturersQuery = (language: Language) =>
  queryOptions({
    queryKey: ['manufacturers', 'all', language],
    queryFn: ({ signal }) => getAllManufacturers(language, signal),
  });
