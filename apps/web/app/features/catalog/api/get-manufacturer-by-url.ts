import type { Language, Manufacturer } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getManufacturerByUrl = (language: Language, eurl: string, signal?: AbortSignal) =>
  apiRequest<Manufacturer>(language, 'manufacturers/getbyurl', { query: { url: eurl }, signal });
