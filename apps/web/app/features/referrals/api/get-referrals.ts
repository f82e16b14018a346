import type { Language, Referral } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export const getReferrals = (language: Language, signal?: AbortSignal) =>
  apiRequest<Referral[]>(language, 'referrals/getforcustomer', { signal });

/** The signed-in customer's invitations, read in the browser. */
export const useReferrals = (language: Language) =>
  useBrowserData(['customers', 'referrals', language], (signal) => getReferrals(language, signal));
