import type { Country, Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getCountries = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: Country[] }>(language, 'countries/getallfront', { signal });

export const countriesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['countries', language],
    queryFn: ({ signal }) => getCountries(language, signal),
  });

export const useCountries = (language: Language) => useQuery(countriesQuery(language));
