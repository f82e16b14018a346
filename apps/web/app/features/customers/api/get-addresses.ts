import type { Address, Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getAddresses = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: Address[] }>(language, 'addresses/getaddresses', { query: { v: Date.now() }, signal });

export const addressesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['addresses', 'list', language],
    queryFn: ({ signal }) => getAddresses(language, signal),
  });

export const useAddresses = (language: Language) => useQuery(addressesQuery(language));
