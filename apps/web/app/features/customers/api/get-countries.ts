import type { Country, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export const getCountries = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: Country[] }>(language, 'countries/getallfront', { signal });

export const useCountries = (language: Language) =>
  useBrowserData(['countries', language], (signal) => getCountries(language, signal));
