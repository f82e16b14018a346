import { LANGUAGES, type Language } from '@shop/contract';
import type { MiddlewareFunction, UIMatch } from 'react-router';
import { languageOf } from './public-config';
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
 * texts; another language is fetched (loadLanguage) only when a navigation changes it.
 *
 * A feature only some routes use keeps its texts in `locales/route/{el,en}.json` instead (a route
 * namespace, routeNamespace), each language a chunk of its own, so that no page's scripts carry
 * them. A route names its namespaces in its handle (`namespaces`): the page's HTML carries them in
 * its language beside the global ones, and its client middleware (loadRouteNamespaces) fetches the
 * one language's chunk on a client navigation into it, before it renders. A lazily loaded component
 * waits for its own with useRouteNamespaces.
 */
const files = import.meta.glob<Messages>(['../locales/*.json', '../features/*/locales/*.json'], {
  import: 'default',
});

/** A route-scoped namespace: its name and, per language, the import of its texts' chunk. */
export interface RouteNamespace {
  namespace: string;
  load: Record<Language, () => Promise<{ default: Messages }>>;
}

/** A route's handle names the route namespaces its page shows (read by root.tsx for the HTML). */
export interface NamespacesHandle {
  namespaces?: RouteNamespace[];
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

/** The route namespaces the matched routes' handles name. */
export function namespacesOf(matches: UIMatch[]): RouteNamespace[] {
  return matches.flatMap((match) => (match.handle as NamespacesHandle | undefined)?.namespaces ?? []);
}

/** The inline script that hands the page's translations to the browser: every page's and its routes'. */
export function translationsScript(language: Language, namespaces: RouteNamespace[]): string {
  const routes = Object.fromEntries(
    namespaces.map(({ namespace }) => [namespace, resources[language]?.[namespace] ?? {}]),
  );
  const data = { language, resources: { ...pageResources[language], ...routes } };
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

/** A namespace's loads under way or done, by `language:namespace`: each chunk is asked for once. */
const loads = new Map<string, Promise<void>>();

/** Loads what the translators lack of these namespaces in a language; undefined when nothing is. */
export function loadNamespaces(language: Language, namespaces: RouteNamespace[]): Promise<void> | undefined {
  const bundle = resources[language];
  const missing = namespaces.filter(({ namespace }) => bundle && !bundle[namespace]);
  if (!bundle || missing.length === 0) return undefined;
  const key = `${language}:${missing.map(({ namespace }) => namespace).join(',')}`;
  let load = loads.get(key);
  if (!load) {
    load = Promise.all(
      missing.map(async ({ namespace, load: byLanguage }) => {
        const messages = (await byLanguage[language]()).default;
        bundle[namespace] ??= messages;
      }),
    ).then(() => undefined);
    // A failed load (the network) is tried again by the next navigation.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** On the server, every route namespace in every language, loaded when its module is. */
const serverLoads: Promise<void>[] = [];

/**
 * A route namespace. The server loads it at once in every language (every route module is loaded
 * at start); the browser only when a page without it in its HTML needs it.
 */
export function routeNamespace(namespace: string, load: RouteNamespace['load']): RouteNamespace {
  const made = { namespace, load };
  if (import.meta.env.SSR) {
    for (const language of LANGUAGES) serverLoads.push(loadNamespaces(language, [made]) ?? Promise.resolve());
  }
  return made;
}

/** Awaited by the root loader, so that no page renders before the server holds every namespace. */
export async function routeNamespacesLoaded(): Promise<void> {
  await Promise.all(serverLoads);
}

/**
 * A route's client middleware: a client navigation into the route loads its namespaces in the
 * language of the page it goes to, before the route renders (its HTML brought them on a first load).
 */
export function loadRouteNamespaces(namespaces: RouteNamespace[]): MiddlewareFunction {
  return async ({ request }) => {
    await loadNamespaces(languageOf(new URL(request.url).pathname), namespaces);
  };
}

/** One translator per request on the server and one per page in the browser. */
export function createI18n(language: Language): Translator {
  return createTranslator(language, resources[language] ?? {});
}
