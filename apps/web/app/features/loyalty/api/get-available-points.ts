import type { AvailableLoyaltyPoints, Language } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** The signed-in customer's approved and pending points; points change with every order, so never cached by the browser. */
export const useAvailablePoints = (language: Language) =>
  useQuery({
    queryKey: ['loyalty', 'available', language],
    queryFn: ({ signal }) =>
      apiRequest<AvailableLoyaltyPoints>(language, 'customers/getcustomeravailableloyaltypoints', {
        query: { v: Date.now() },
        signal,
      }),
  });
