import type { CountryRegion, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export const getCountryRegions = (language: Language, countryId: number, signal?: AbortSignal) =>
  apiRequest<{ items: CountryRegion[] }>(language, 'countryregions/getbycountry', {
    query: { cid: countryId },
    signal,
  });

export const useCountryRegions = (language: Language, countryId: number) =>
  useBrowserData(['country-regions', language, countryId], (signal) =>
    getCountryRegions(language, countryId, signal),
  );
