import type { CountryRegion, Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getCountryRegions = (language: Language, countryId: number, signal?: AbortSignal) =>
  apiRequest<{ items: CountryRegion[] }>(language, 'countryregions/getbycountry', {
    query: { cid: countryId },
    signal,
  });

export const countryRegionsQuery = (language: Language, countryId: number) =>
  queryOptions({
    queryKey: ['country-regions', language, countryId],
    queryFn: ({ signal }) => getCountryRegions(language, countryId, signal),
  });

export const useCountryRegions = (language: Language, countryId: number) =>
  useQuery(countryRegionsQuery(language, countryId));
