import type { Language, Offer } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getOffers = (language: Language, signal?: AbortSignal) =>
  apiRequest<Offer[]>(language, 'promotionpolicies/GetOffers', { signal });

export const offersQuery = (language: Language) =>
  queryOptions({
    queryKey: ['promotions', 'offers', language],
    queryFn: ({ signal }) => getOffers(language, signal),
  });
