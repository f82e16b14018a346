import type { Language, NextMilestone } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

/** The next redemption range above the balance, after an order winning and redeeming these points. */
export const useNextMilestone = (language: Language, winPoints = 0, redeemPoints = 0) =>
  useBrowserData(['loyalty', 'next-milestone', language, winPoints, redeemPoints], (signal) =>
    apiRequest<NextMilestone>(language, 'customers/getnextmilestone', {
      query: { winPoints, redeemPoints, v: Date.now() },
      signal,
    }),
  );
