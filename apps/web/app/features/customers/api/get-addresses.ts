import type { Address, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export const getAddresses = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: Address[] }>(language, 'addresses/getaddresses', { query: { v: Date.now() }, signal });

/** The signed-in customer's addresses, read in the browser. */
export const useAddresses = (language: Language) =>
  useBrowserData(['addresses', 'list', language], (signal) => getAddresses(language, signal));
