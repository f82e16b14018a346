/**
 * `THIRD_PARTY_SCRIPTS` checked, for the storefront's server only (server.ts, before it listens;
 * its CSP names the scripts' origins): the pages read the value it accepted without Zod, which
 * they would otherwise all load (decision 012). Imports nothing of the app's, so the server can
 * load it as it is.
 */
import { z } from 'zod';
import { THIRD_PARTY_SCRIPT_CATEGORIES, type ThirdPartyScript } from '../../lib/public-config';

const scriptsSchema = z.array(
  z.strictObject({
    src: z.url({ protocol: /^https$/, hostname: z.regexes.domain }),
    category: z.enum(THIRD_PARTY_SCRIPT_CATEGORIES),
    async: z.boolean().optional(),
    necessary: z.boolean().optional(),
  }),
);

/**
 * `THIRD_PARTY_SCRIPTS`, a JSON array of `{ src, category, async?, necessary? }`; unset or empty,
 * none. Anything else throws a message naming what is wrong.
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
  const parsed = scriptsSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`THIRD_PARTY_SCRIPTS is not valid: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** The origins the pages' CSP lets in for the scripts, each once. */
export function thirdPartyScriptOrigins(scripts: readonly ThirdPartyScript[]): string[] {
  return [...new Set(scripts.map((script) => new URL(script.src).origin))];
}
