import type { Language, ReferralTerms } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export const getReferralTerms = (language: Language, signal?: AbortSignal) =>
  apiRequest<ReferralTerms>(language, 'referrals/getterms', { signal });

export const useReferralTerms = (language: Language) =>
  useBrowserData(['referrals', 'terms', language], (signal) => getReferralTerms(language, signal));
