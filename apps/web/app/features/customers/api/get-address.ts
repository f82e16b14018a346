import type { Address, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export const getAddress = (language: Language, id: number, signal?: AbortSignal) =>
  apiRequest<Address>(language, 'addresses/getaddressbycustomer', { query: { id, v: Date.now() }, signal });

/** One of the customer's addresses; `id` null asks for nothing. */
export const useAddress = (language: Language, id: number | null) =>
  useBrowserData(id === null ? null : ['addresses', 'one', language, id], (signal) =>
    getAddress(language, id ?? 0, signal),
  );
