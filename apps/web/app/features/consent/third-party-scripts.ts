/**
 * The shop's third-party scripts (spec 000 §9): marketing, analytics and support scripts the owner
 * lists in `THIRD_PARTY_SCRIPTS`, loaded 3 s after the page and only for the categories the
 * visitor accepted. Read by the storefront's server too (its CSP names their origins), so this
 * module imports nothing of the app's.
 */
import { z } from 'zod';
import type { ConsentChoice } from './consent-cookie';

export const THIRD_PARTY_SCRIPT_DELAY_MS = 3000;

export const THIRD_PARTY_SCRIPT_CATEGORIES = ['analytics', 'marketing', 'support'] as const;

export interface ThirdPartyScript {
  src: string;
  category: (typeof THIRD_PARTY_SCRIPT_CATEGORIES)[number];
  async: boolean;
  /**
   * A support script the shop cannot work without (e.g. the pharmacist's chat), loaded without
   * asking; any other support script waits for marketing consent, as it sets its vendor's cookies.
   */
  necessary: boolean;
}

/** Made on first use: Zod must be told it may not compile before any schema exists (lib/zod-without-eval.ts). */
function scriptsSchema() {
  return z.array(
    z.strictObject({
      src: z.url({ protocol: /^https$/, hostname: z.regexes.domain }),
      category: z.enum(THIRD_PARTY_SCRIPT_CATEGORIES),
      async: z.boolean().default(true),
      necessary: z.boolean().default(false),
    }),
  );
}

/**
 * `THIRD_PARTY_SCRIPTS`, a JSON array of `{ src, category, async?, necessary? }`; unset or empty,
 * none. Anything else throws a message naming what is wrong, and the storefront's server, which
 * reads it first, refuses to start.
 */
export function parseThirdPartyScripts(raw: string | undefined): ThirdPartyScript[] {
  if (!raw?.trim()) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(
      'THIRD_PARTY_SCRIPTS is not JSON: expected [{ "src": "https://…", "category": "marketing" }]',
    );
  }
  const parsed = scriptsSchema().safeParse(json);
  if (!parsed.success) {
    throw new Error(`THIRD_PARTY_SCRIPTS is not valid: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** The scripts a choice allows (none is no choice yet: only the necessary ones). */
export function scriptsAllowedBy(
  scripts: readonly ThirdPartyScript[],
  choice: Pick<ConsentChoice, 'analytics' | 'marketing'> | null,
): ThirdPartyScript[] {
  return scripts.filter((script) => {
    if (script.category === 'support' && script.necessary) return true;
    if (!choice) return false;
    return script.category === 'analytics' ? choice.analytics : choice.marketing;
  });
}

/** The origins the pages' CSP lets in for the scripts, each once. */
export function thirdPartyScriptOrigins(scripts: readonly ThirdPartyScript[]): string[] {
  return [...new Set(scripts.map((script) => new URL(script.src).origin))];
}

/** The ad unit ids (spec 000 §9): one for Greek, another for every other language. */
export interface AdUnitIds {
  el: number;
  other: number;
}

export const DEFAULT_AD_UNIT_IDS: AdUnitIds = { el: 20792, other: 20526 };
