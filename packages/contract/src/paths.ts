import { DEFAULT_LANGUAGE, type Language, languageOfPath } from './languages.ts';

/** The URL settings of spec 000 §2; each is configuration. */
export interface PathSettings {
  /** Links and redirects carry the language prefix. */
  languagePrefix: boolean;
  /** The default language's prefix is omitted. */
  omitDefaultPrefix: boolean;
  /** The default language's prefix is omitted on the home page only. */
  omitDefaultPrefixOnHomeOnly: boolean;
  /** Paths end with a slash. */
  trailingSlash: boolean;
  defaultLanguage: Language;
}

export const DEFAULT_PATH_SETTINGS: PathSettings = {
  languagePrefix: true,
  omitDefaultPrefix: true,
  omitDefaultPrefixOnHomeOnly: false,
  trailingSlash: false,
  defaultLanguage: DEFAULT_LANGUAGE,
};

/** The path without its language segment, always starting with "/" and without trailing slash. */
export function stripLanguage(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  const rest = languageOfPath(pathname, 'el') === first ? pathname.slice(first.length + 1) : pathname;
  const trimmed = rest.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Pages served only under a language prefix (spec 000 §2: landing_page under /el and /en). */
export const PREFIXED_ONLY_PATHS = ['/landing_page'] as const;

const isPrefixedOnly = (bare: string) =>
  PREFIXED_ONLY_PATHS.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`));

/** The normalised, localised form of a path (spec 000 §2); a prefixed-only page always keeps its prefix. */
export function localizePath(language: Language, path: string, settings: PathSettings): string {
  const [pathname = '/', ...rest] = path.split(/(?=[?#])/);
  const bare = stripLanguage(pathname);
  const isHome = bare === '/';
  const omit =
    !isPrefixedOnly(bare) &&
    (!settings.languagePrefix ||
      (language === settings.defaultLanguage &&
        (settings.omitDefaultPrefix || (settings.omitDefaultPrefixOnHomeOnly && isHome))));
  let result = omit ? bare : isHome ? `/${language}` : `/${language}${bare}`;
  if (settings.trailingSlash && !result.endsWith('/')) result = `${result}/`;
  return result + rest.join('');
}

/** The query parameter that brings a shopper back after signing in. */
export const RETURN_URL_PARAM = 'returnUrl';

/** Pages only a signed-in customer may open (spec 000 §4): the account and its sub-pages. */
export function requiresSignIn(pathname: string): boolean {
  const bare = stripLanguage(pathname);
  return bare === '/profile' || bare.startsWith('/profile/');
}

/**
 * A return address the sign-in page may follow: a path of this shop (with its query), never
 * another site (`//host`, `/\host` or a scheme), so the parameter cannot send a shopper away.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 512 || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a newline, a tab) have no place in a path and could split a header.
  if ([...value].some((character) => character.charCodeAt(0) < 0x20)) return null;
  return value;
}
