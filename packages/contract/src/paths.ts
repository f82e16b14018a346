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

/** The normalised, localised form of a path (spec 000 §2). */
export function localizePath(language: Language, path: string, settings: PathSettings): string {
  const [pathname = '/', ...rest] = path.split(/(?=[?#])/);
  const bare = stripLanguage(pathname);
  const isHome = bare === '/';
  const omit =
    !settings.languagePrefix ||
    (language === settings.defaultLanguage &&
      (settings.omitDefaultPrefix || (settings.omitDefaultPrefixOnHomeOnly && isHome)));
  let result = omit ? bare : isHome ? `/${language}` : `/${language}${bare}`;
  if (settings.trailingSlash && !result.endsWith('/')) result = `${result}/`;
  return result + rest.join('');
}
