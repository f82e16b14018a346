import type { Language, PharmacyDetails } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** The pharmacy's legal details; a page that shows them server-rendered prefetches this in its loader. */
export const pharmacyDetailsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['pharmacy', 'details', language],
    queryFn: ({ signal }) => apiRequest<PharmacyDetails>(language, 'settings/pharmacy', { signal }),
  });
