import { LANGUAGES, type Language } from '@shop/contract';
import { createTranslator, type Messages, type Namespaces, type Translator } from './translate';

/** Every language's namespaces. */
type Resources = Record<string, Namespaces>;

declare global {
  interface Window {
    /** The page's language and its translations, written by the server (root.tsx). */
    __SHOP_TRANSLATIONS__?: { language: Language; resources: Namespaces };
  }
}

/**
 * Translations: `app/locales/{el,en}.json` is the `common` namespace; every feature
 * keeps its own `app/features/<feature>/locales/{el,en}.json` as the namespace `<feature>`,
 * on every page. The server holds every language; a page carries its own language's in its HTML
 * (translationsScript), so the browser downloads no other language's texts and no script of
 * texts; another language is fetched (loadLanguage) only when a navigation changes it. A feature
 * only some routes use keeps its texts in `locales/route/{el,en}.json` instead, and those routes
 * register them (registerRouteNamespaces), so that other pages do not carry them.
 */
const files = import.meta.glob<Messages>(['../locales/*.json', '../features/*/locales/*.json'], {
  import: 'default',
});

/** A route-scoped namespace: its texts in every language. */
export interface RouteNamespace {
  namespace: string;
  bundles: Record<Language, Messages>;
}

/** `…/features/cart/locales/el.json` → ['el', 'cart']. */
function fileOf(path: string): [string, string] | undefined {
  const match = /(?:features\/([^/]+)\/)?locales\/([a-z]{2})\.json$/.exec(path);
  return match?.[2] ? [match[2], match[1] ?? 'common'] : undefined;
}

/** The namespaces on every page, per language (as loaded so far, in the browser). */
const pageResources: Resources = Object.fromEntries(LANGUAGES.map((language) => [language, {}]));
if (typeof window !== 'undefined' && window.__SHOP_TRANSLATIONS__) {
  const { language, resources } = window.__SHOP_TRANSLATIONS__;
  pageResources[language] = resources;
}

/** Every language's namespaces of every page (on the server, where all are loaded). */
export function loadResources(): Resources {
  return structuredClone(pageResources);
}

/** The inline script that hands the page's translations to the browser. */
export function translationsScript(language: Language): string {
  const data = { language, resources: pageResources[language] ?? {} };
  return `window.__SHOP_TRANSLATIONS__=${JSON.stringify(data).replace(/</g, '\\u003c')}`;
}

/**
 * The namespaces every translator reads: the pages' and the routes' registered so far. Translators
 * hold their language's object itself, so a namespace added later reaches those already made.
 */
const resources: Resources = Object.fromEntries(
  LANGUAGES.map((language) => [language, { ...pageResources[language] }]),
);

/** Makes sure a language's texts are loaded: in the browser, the first navigation into it fetches them. */
export async function loadLanguage(language: Language): Promise<void> {
  const [bundle, instanceBundle] = [pageResources[language], resources[language]];
  if (!bundle || !instanceBundle || Object.keys(bundle).length > 0) return;
  await Promise.all(
    Object.entries(files).map(async ([path, load]) => {
      const [fileLanguage, namespace] = fileOf(path) ?? [];
      if (fileLanguage !== language || !namespace) return;
      bundle[namespace] = await load();
      instanceBundle[namespace] = bundle[namespace];
    }),
  );
}

/** The server holds every language before it renders a page. */
if (import.meta.env.SSR) await Promise.all(LANGUAGES.map(loadLanguage));

/**
 * Called at the top of a route module: the route's namespaces join every translator, in the
 * browser before the route renders. On the server every route module is loaded at start, before
 * the first request.
 */
export function registerRouteNamespaces(...routeNamespaces: RouteNamespace[]): void {
  for (const { namespace, bundles } of routeNamespaces) {
    for (const language of LANGUAGES) {
      const bundle = resources[language];
      if (bundle && !bundle[namespace]) bundle[namespace] = bundles[language];
    }
  }
}

/** One translator per request on the server and one per page in the browser. */
export function createI18n(language: Language): Translator {
  return createTranslator(language, resources[language] ?? {});
}
