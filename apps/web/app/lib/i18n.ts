import { LANGUAGES, type Language } from '@shop/contract';
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Messages = Record<string, unknown>;

/**
 * Translations: `app/locales/{el,en}.json` is the `common` namespace; every feature
 * keeps its own `app/features/<feature>/locales/{el,en}.json` as the namespace `<feature>`,
 * loaded on every page. A feature only some routes use keeps its texts in
 * `locales/route/{el,en}.json` instead, and those routes register them (registerRouteNamespaces),
 * so that other pages do not carry them.
 */
const files = import.meta.glob<Messages>(['../locales/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

/** A route-scoped namespace: its texts in every language. */
export interface RouteNamespace {
  namespace: string;
  bundles: Record<Language, Messages>;
}

export function loadResources(): Resource {
  const resources: Resource = Object.fromEntries(LANGUAGES.map((language) => [language, {}]));
  for (const [path, messages] of Object.entries(files)) {
    const match = /(?:features\/([^/]+)\/)?locales\/([a-z]{2})\.json$/.exec(path);
    if (!match) continue;
    const [, feature, language] = match;
    const bundle = resources[language ?? ''];
    if (bundle) bundle[feature ?? 'common'] = messages;
  }
  return resources;
}

const resources = loadResources();
/** The browser's instances, which a route loaded later adds its namespaces to. */
const browserInstances = new Set<i18n>();

/**
 * Called at the top of a route module: the route's namespaces join every instance made from now
 * on and, in the browser, the page's instance, before the route renders. On the server every
 * route module is loaded at start, before the first request.
 */
export function registerRouteNamespaces(...routeNamespaces: RouteNamespace[]): void {
  for (const { namespace, bundles } of routeNamespaces) {
    for (const language of LANGUAGES) {
      const bundle = resources[language];
      if (!bundle || bundle[namespace]) continue;
      bundle[namespace] = bundles[language];
      for (const instance of browserInstances) {
        instance.addResourceBundle(language, namespace, bundles[language], true, true);
      }
    }
  }
}

/** One instance per request on the server and one per page in the browser. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  if (typeof window !== 'undefined') browserInstances.add(instance);
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    resources,
    ns: Object.keys(resources[language] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
