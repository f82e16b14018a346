import type { Language, LoyaltyEventInfo } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

/** The events that earn points and which of them the customer already had. */
export const useEventInfo = (language: Language) =>
  useBrowserData(['loyalty', 'event-info', language], (signal) =>
    apiRequest<LoyaltyEventInfo>(language, 'customers/GetLoyaltyEventInfo', {
      query: { v: Date.now() },
      signal,
    }),
  );
