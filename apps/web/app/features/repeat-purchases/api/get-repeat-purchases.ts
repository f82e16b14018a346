import type { Language, RepeatPurchaseList } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export const getRepeatPurchases = (language: Language, signal?: AbortSignal) =>
  apiRequest<RepeatPurchaseList>(language, 'repeatpurchases/getforcustomer', { signal });

/** The customer's repeats; `enabled` false asks for nothing. */
export const useRepeatPurchases = (language: Language, enabled = true) =>
  useBrowserData(enabled ? ['repeat-purchases', language] : null, (signal) =>
    getRepeatPurchases(language, signal),
  );
