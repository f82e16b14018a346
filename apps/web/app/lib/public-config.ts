import {
  DEFAULT_PATH_SETTINGS,
  type Language,
  languageOfPath,
  type PathSettings,
  resolveDefaultLanguage,
  shopNameOf,
} from '@shop/contract';

export const THIRD_PARTY_SCRIPT_CATEGORIES = ['analytics', 'marketing', 'support'] as const;

/** One of the owner's third-party scripts (`THIRD_PARTY_SCRIPTS`); features/consent loads them. */
export interface ThirdPartyScript {
  /** An https address. */
  src: string;
  category: (typeof THIRD_PARTY_SCRIPT_CATEGORIES)[number];
  /** Unset: true. */
  async?: boolean;
  /**
   * A support script the shop cannot work without (e.g. the pharmacist's chat), loaded without
   * asking; any other support script waits for marketing consent, as it sets its vendor's cookies.
   */
  necessary?: boolean;
}

/** The ad unit ids (spec 000 §9): one for Greek pages, another for every other language. */
export interface AdUnitIds {
  el: number;
  other: number;
}

export const DEFAULT_AD_UNIT_IDS: AdUnitIds = { el: 20792, other: 20526 };

/** Settings the server reads from its environment and hands to the page (no secrets). */
export interface PublicConfig {
  paths: PathSettings;
  googleClientId: string | null;
  /** `SHOP_NAME`, the name in every language; null: the demo shop's. */
  shopName: string | null;
  /** `THIRD_PARTY_SCRIPTS`: loaded after the page, by consent (features/consent). */
  thirdPartyScripts: ThirdPartyScript[];
  /** `AD_UNIT_ID_EL` and `AD_UNIT_ID_OTHER` (spec 000 §9). */
  adUnitIds: AdUnitIds;
  /**
   * `RETURNS_WITHDRAWAL_DAYS`, the API's setting read from the same environment: how long after
   * delivery the order page offers a return (the API decides, decision 048).
   */
  returnsWithdrawalDays: number;
}

/** The directive's right of withdrawal (Directive 2011/83/EU), the API's default too. */
const WITHDRAWAL_DAYS = 14;

const positiveInteger = (value: string | undefined, fallback: number) =>
  value && /^[1-9]\d*$/.test(value.trim()) ? Number(value) : fallback;

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : value === 'true' || value === '1';

export function publicConfigFromEnv(env: Record<string, string | undefined>): PublicConfig {
  return {
    paths: {
      languagePrefix: flag(env.LANG_PREFIX, DEFAULT_PATH_SETTINGS.languagePrefix),
      omitDefaultPrefix: flag(env.LANG_OMIT_DEFAULT, DEFAULT_PATH_SETTINGS.omitDefaultPrefix),
      omitDefaultPrefixOnHomeOnly: flag(
        env.LANG_OMIT_DEFAULT_HOME_ONLY,
        DEFAULT_PATH_SETTINGS.omitDefaultPrefixOnHomeOnly,
      ),
      trailingSlash: flag(env.TRAILING_SLASH, DEFAULT_PATH_SETTINGS.trailingSlash),
      defaultLanguage: resolveDefaultLanguage(env.DEFAULT_LANGUAGE),
    },
    googleClientId: env.GOOGLE_CLIENT_ID || null,
    shopName: env.SHOP_NAME?.trim() || null,
    // Checked by the storefront's server before it listens (server.ts); Zod stays out of the pages.
    thirdPartyScripts: env.THIRD_PARTY_SCRIPTS?.trim()
      ? (JSON.parse(env.THIRD_PARTY_SCRIPTS) as ThirdPartyScript[])
      : [],
    adUnitIds: {
      el: positiveInteger(env.AD_UNIT_ID_EL, DEFAULT_AD_UNIT_IDS.el),
      other: positiveInteger(env.AD_UNIT_ID_OTHER, DEFAULT_AD_UNIT_IDS.other),
    },
    returnsWithdrawalDays: positiveInteger(env.RETURNS_WITHDRAWAL_DAYS, WITHDRAWAL_DAYS),
  };
}

declare global {
  interface Window {
    __SHOP_CONFIG__?: PublicConfig;
  }
}

/** Inline script that hands the config to code running before React (client loaders). */
export function publicConfigScript(config: PublicConfig): string {
  return `window.__SHOP_CONFIG__=${JSON.stringify(config).replace(/</g, '\\u003c')}`;
}

/** The config in the browser, outside React. */
export function browserPublicConfig(): PublicConfig {
  return window.__SHOP_CONFIG__ ?? publicConfigFromEnv({});
}

/** The config wherever the code runs: the environment on the server, the page's copy in the browser. */
export function currentPublicConfig(): PublicConfig {
  return import.meta.env.SSR ? publicConfigFromEnv(globalThis.process?.env ?? {}) : browserPublicConfig();
}

/** The shop's name in a language: `SHOP_NAME` when set, the same on the server and in the browser. */
export function shopName(language: Language): string {
  return shopNameOf(currentPublicConfig().shopName, language);
}

/** The language of a path: its first segment when that is a supported code, else the configured default. */
export function languageOf(pathname: string): Language {
  return languageOfPath(pathname, currentPublicConfig().paths.defaultLanguage);
}
