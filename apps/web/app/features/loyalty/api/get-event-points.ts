import type { EventPoint, Language, LoyaltyEventKind } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

/** Points each event credits: the shop's rules, the same for everyone. */
export const useEventPoints = (language: Language, kinds: readonly LoyaltyEventKind[]) =>
  useBrowserData(['loyalty', 'event-points', language, ...kinds], (signal) =>
    apiRequest<EventPoint[]>(language, 'LoyaltyPointsOrder/GetEventPoints', {
      query: { eventTypeCodes: [...kinds] },
      signal,
    }),
  );
