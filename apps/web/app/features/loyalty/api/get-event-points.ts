import type { EventPoint, Language, LoyaltyEventKind } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** Points each event credits: the shop's rules, the same for everyone. */
export const eventPointsQuery = (language: Language, kinds: readonly LoyaltyEventKind[]) =>
  queryOptions({
    queryKey: ['loyalty', 'event-points', language, ...kinds],
    queryFn: ({ signal }) =>
      apiRequest<EventPoint[]>(language, 'LoyaltyPointsOrder/GetEventPoints', {
        query: { eventTypeCodes: [...kinds] },
        signal,
      }),
  });
