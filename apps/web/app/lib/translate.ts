/**
 * The shop's translation runtime (decision 034): the part of i18next the storefront used, with
 * i18next's answers, in the shop's own code instead of 17 KB of every page's first load.
 *
 * - `t('key')` looks in the default namespace, `t('ns:key')` in `ns`; dots walk nested messages.
 * - `{{name}}` takes the option `name` (dots walk nested values); `{{name, number}}` writes it in
 *   the language's number format. Values are not HTML-escaped: React escapes what it renders.
 * - With a numeric `count`, `key_<plural category>` (Intl.PluralRules) comes before `key`, and for
 *   0 `key_zero` before both.
 * - A missing text gives `defaultValue` if the call has one, else the key (without its namespace).
 */

/** A namespace's texts, nested objects of strings (a feature's `locales/{el,en}.json`). */
export type Messages = Record<string, unknown>;

/** A language's namespaces by name. */
export type Namespaces = Record<string, Messages>;

export interface TranslateOptions {
  /** Chooses the plural form and is the `{{count}}` value. */
  count?: number;
  defaultValue?: string;
  /** The namespace of a key without `ns:`, instead of the translator's default. */
  ns?: string;
  [variable: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

export interface Translator {
  readonly language: string;
  /** Translates in the default namespace (`common`). */
  t: Translate;
  /** A `t` whose keys without `ns:` are in `namespace`. */
  getFixedT(namespace?: string): Translate;
  /** Whether the key has a text (or nested texts) in this language. */
  exists(key: string, options?: { ns?: string }): boolean;
}

const NAMESPACE_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
/** i18next reads a key holding one of these before its first dot as a sentence, not as `ns:key`. */
const SENTENCE_MARK = /[ ,?!;]/;
const VARIABLE = /\{\{(.+?)\}\}/g;

/**
 * `ns:key` → ['ns', 'key'] unless the key reads as a sentence; further colons become dots, as in
 * i18next (`a:b:c` is `b.c` in `a`).
 */
function splitNamespace(key: string): [string | undefined, string] {
  if (!key.includes(NAMESPACE_SEPARATOR)) return [undefined, key];
  const firstDot = key.indexOf(KEY_SEPARATOR);
  const looksLikePath =
    !SENTENCE_MARK.test(key) || (firstDot > 0 && !SENTENCE_MARK.test(key.slice(0, firstDot)));
  if (!looksLikePath) return [undefined, key];
  const [namespace, ...rest] = key.split(NAMESPACE_SEPARATOR);
  return [namespace, rest.join(KEY_SEPARATOR)];
}

/** The value at a dotted path of own properties, or undefined. */
function valueAt(root: unknown, path: string): unknown {
  let node = root;
  for (const part of path.split(KEY_SEPARATOR)) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function createTranslator(
  language: string,
  namespaces: Namespaces,
  defaultNamespace = 'common',
): Translator {
  const plurals = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);

  /** The text (or object of texts) a key finds; null and undefined are not found. */
  function lookup(key: string, namespace: string, count: unknown): unknown {
    const messages = namespaces[namespace];
    const candidates = [key];
    if (count !== undefined && typeof count !== 'string') {
      candidates.unshift(`${key}_${plurals.select(count as number)}`);
      if (count === 0) candidates.unshift(`${key}_zero`);
    }
    for (const candidate of candidates) {
      const found = valueAt(messages, candidate);
      if (found !== undefined && found !== null) return found;
    }
    return undefined;
  }

  function interpolate(text: string, options: TranslateOptions): string {
    return text.replace(VARIABLE, (whole, inner: string) => {
      const written = inner.replace(/^-/, '').trim();
      const [name = '', ...format] = written.split(',');
      let value = valueAt(options, name.trim());
      if (value !== undefined && value !== null && format.join(',').trim().toLowerCase() === 'number') {
        value = numbers.format(value as number);
      }
      // As in i18next: a value the call leaves out keeps the placeholder, one it passes as undefined is empty.
      if (value === undefined) return Object.hasOwn(options, written) ? '' : whole;
      return value === null ? '' : String(value);
    });
  }

  function translate(fullKey: string, options: TranslateOptions = {}, fixedNamespace?: string): string {
    const [keyNamespace, key] = splitNamespace(fullKey);
    const namespace = keyNamespace ?? options.ns ?? fixedNamespace ?? defaultNamespace;
    const found = lookup(key, namespace, options.count);
    if (typeof found === 'object' && found !== null) {
      // i18next's answer for a key that names a group of texts.
      return `key '${key} (${language})' returned an object instead of string.`;
    }
    const text =
      found !== undefined
        ? String(found)
        : options.defaultValue !== undefined && options.defaultValue !== null
          ? options.defaultValue
          : key;
    return interpolate(text, options);
  }

  const getFixedT =
    (namespace?: string): Translate =>
    (key, options) =>
      translate(key, options, namespace);

  return {
    language,
    t: getFixedT(),
    getFixedT,
    exists(fullKey, options = {}) {
      const [keyNamespace, key] = splitNamespace(fullKey);
      return lookup(key, keyNamespace ?? options.ns ?? defaultNamespace, undefined) !== undefined;
    },
  };
}
