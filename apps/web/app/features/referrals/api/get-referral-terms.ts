import type { Language, ReferralTerms } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getReferralTerms = (language: Language, signal?: AbortSignal) =>
  apiRequest<ReferralTerms>(language, 'referrals/getterms', { signal });

export const referralTermsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['referrals', 'terms', language],
    queryFn: ({ signal }) => getReferralTerms(language, signal),
  });

export const useReferralTerms = (language: Language) => useQuery(referralTermsQuery(language));
