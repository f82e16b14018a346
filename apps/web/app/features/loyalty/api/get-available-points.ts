import type { AvailableLoyaltyPoints, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

/** The signed-in customer's approved and pending points; points change with every order, so never cached by the browser. */
export const useAvailablePoints = (language: Language) =>
  useBrowserData(['loyalty', 'available', language], (signal) =>
    apiRequest<AvailableLoyaltyPoints>(language, 'customers/getcustomeravailableloyaltypoints', {
      query: { v: Date.now() },
      signal,
    }),
  );
