export const LANGUAGES = ['el', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'el';

/**
 * The browser's local-storage key of the language the shopper chose (spec 000 §9: "language stored
 * locally, default el"): the language of the last page they opened, kept across visits.
 */
export const STORED_LANGUAGE_KEY = 'language';

const LANGUAGE_CODE = /^[a-z]{2}$/;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A configured default that is not a supported two-letter code falls back to el (spec 000 §5). */
export function resolveDefaultLanguage(configured: string | undefined): Language {
  return configured && LANGUAGE_CODE.test(configured) && isLanguage(configured) ? configured : 'el';
}

/** The language of a path: its first segment when that is a supported code, else the default. */
export function languageOfPath(pathname: string, fallback: Language = DEFAULT_LANGUAGE): Language {
  const first = pathname.split('/')[1] ?? '';
  return LANGUAGE_CODE.test(first) && isLanguage(first) ? first : fallback;
}

/** A stored or received language code as a supported language: anything else is the fallback. */
export function languageOr(value: unknown, fallback: Language = DEFAULT_LANGUAGE): Language {
  return isLanguage(value) ? value : fallback;
}

const LOCALES: Record<Language, string> = { el: 'el-GR', en: 'en-GB' };

/** The Intl locale of a page language: Greek numbers and dates for el, British English for en. */
export function localeOf(language: string): string {
  return LOCALES[languageOr(language)];
}

/** The shop's customers read dates and times in Greek time, wherever the server runs. */
export const SHOP_TIME_ZONE = 'Europe/Athens';
