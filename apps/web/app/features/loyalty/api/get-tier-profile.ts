import type { Language, TierCode, TierProfile } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { useIsAuthenticated } from '~/lib/session';

const tierProfileQuery = (language: Language) =>
  queryOptions({
    queryKey: ['loyalty', 'tier-profile', language],
    queryFn: ({ signal }) =>
      apiRequest<TierProfile>(language, 'CustomerTiers/Profile', { query: { v: Date.now() }, signal }),
  });

/** The tiers, the customer's own and the way to the next. */
export const useTierProfile = (language: Language) => useQuery(tierProfileQuery(language));

/**
 * The signed-in customer's tier code (slv, prm, gld), which decides the tier-limited promotion
 * badges they see; null for guests and while it loads.
 */
export function useMyTierCode(language: Language): TierCode | null {
  const signedIn = useIsAuthenticated();
  const profile = useQuery({ ...tierProfileQuery(language), enabled: signedIn });
  return signedIn ? (profile.data?.myTier?.code ?? null) : null;
}
