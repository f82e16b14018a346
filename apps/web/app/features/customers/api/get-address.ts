import type { Address, Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getAddress = (language: Language, id: number, signal?: AbortSignal) =>
  apiRequest<Address>(language, 'addresses/getaddressbycustomer', { query: { id, v: Date.now() }, signal });

export const addressQuery = (language: Language, id: number) =>
  queryOptions({
    queryKey: ['addresses', 'one', language, id],
    queryFn: ({ signal }) => getAddress(language, id, signal),
  });

export const useAddress = (language: Language, id: number, enabled: boolean) =>
  useQuery({ ...addressQuery(language, id), enabled });
