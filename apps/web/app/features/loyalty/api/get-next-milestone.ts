import type { Language, NextMilestone } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** The next redemption range above the balance, after an order winning and redeeming these points. */
export const useNextMilestone = (language: Language, winPoints = 0, redeemPoints = 0) =>
  useQuery({
    queryKey: ['loyalty', 'next-milestone', language, winPoints, redeemPoints],
    queryFn: ({ signal }) =>
      apiRequest<NextMilestone>(language, 'customers/getnextmilestone', {
        query: { winPoints, redeemPoints, v: Date.now() },
        signal,
      }),
  });
