import type { Language, TierProfile } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** The tiers, the customer's own and the way to the next. */
export const useTierProfile = (language: Language) =>
  useQuery({
    queryKey: ['loyalty', 'tier-profile', language],
    queryFn: ({ signal }) =>
      apiRequest<TierProfile>(language, 'CustomerTiers/Profile', { query: { v: Date.now() }, signal }),
  });
