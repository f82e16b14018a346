import type { Language, Manufacturer } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getAllManufacturers = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: Manufacturer[] }>(language, 'manufacturers/getallpublic', { signal });
