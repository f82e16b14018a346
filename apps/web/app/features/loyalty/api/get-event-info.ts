import type { Language, LoyaltyEventInfo } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** The events that earn points and which of them the customer already had. */
export const useEventInfo = (language: Language) =>
  useQuery({
    queryKey: ['loyalty', 'event-info', language],
    queryFn: ({ signal }) =>
      apiRequest<LoyaltyEventInfo>(language, 'customers/GetLoyaltyEventInfo', {
        query: { v: Date.now() },
        signal,
      }),
  });
