import type { Language, Referral } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getReferrals = (language: Language, signal?: AbortSignal) =>
  apiRequest<Referral[]>(language, 'referrals/getforcustomer', { signal });

/** The signed-in customer's invitations (under the customer's keys, dropped on sign-out). */
export const referralsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['customers', 'referrals', language],
    queryFn: ({ signal }) => getReferrals(language, signal),
  });

export const useReferrals = (language: Language) => useQuery(referralsQuery(language));
