import type { Language, TierCode, TierProfile } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useIsAuthenticated } from '~/lib/session';
import { useBrowserData } from '~/lib/use-browser-data';

/** The tiers, the customer's own and the way to the next; `enabled` false asks for nothing. */
export const useTierProfile = (language: Language, enabled = true) =>
  useBrowserData(enabled ? ['loyalty', 'tier-profile', language] : null, (signal) =>
    apiRequest<TierProfile>(language, 'CustomerTiers/Profile', { query: { v: Date.now() }, signal }),
  );

/**
 * The signed-in customer's tier code (slv, prm, gld), which decides the tier-limited promotion
 * badges they see; null for guests and while it loads.
 */
export function useMyTierCode(language: Language): TierCode | null {
  const signedIn = useIsAuthenticated();
  const profile = useTierProfile(language, signedIn);
  return signedIn ? (profile.data?.myTier?.code ?? null) : null;
}
