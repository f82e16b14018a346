import type { ContactInfo, Language, TakeawayStore } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** The shop's contact email and call centre phone (the API's settings). */
export const contactInfoQuery = (language: Language) =>
  queryOptions({
    queryKey: ['contact', 'info', language],
    queryFn: ({ signal }) => apiRequest<ContactInfo>(language, 'contact/getinfo', { signal }),
  });

/** The shop's stores (Lamia, Larissa) with address, phone and opening hours in the page language. */
export const storesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['contact', 'stores', language],
    queryFn: ({ signal }) =>
      apiRequest<{ items: TakeawayStore[] }>(language, 'takeawaystores/getallfront', { signal }),
  });
