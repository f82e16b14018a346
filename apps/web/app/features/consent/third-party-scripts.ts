/**
 * The shop's third-party scripts (spec 000 §9): marketing, analytics and support scripts the owner
 * lists in `THIRD_PARTY_SCRIPTS`, loaded 3 s after the page and only for the categories the
 * visitor accepted.
 */
import type { ThirdPartyScript } from '~/lib/public-config';
import type { ConsentChoice } from './consent-cookie';

export const THIRD_PARTY_SCRIPT_DELAY_MS = 3000;

/** The scripts a choice allows (none is no choice yet: only the necessary ones). */
export function scriptsAllowedBy(
  scripts: readonly ThirdPartyScript[],
  choice: Pick<ConsentChoice, 'analytics' | 'marketing'> | null,
): ThirdPartyScript[] {
  return scripts.filter((script) => {
    if (script.category === 'support' && script.necessary === true) return true;
    if (!choice) return false;
    return script.category === 'analytics' ? choice.analytics : choice.marketing;
  });
}
