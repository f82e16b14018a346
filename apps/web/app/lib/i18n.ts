import { LANGUAGES, type Language } from '@shop/contract';
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Messages = Record<string, unknown>;

/**
 * Translations: `app/locales/{el,en}.json` is the `common` namespace; every feature
 * keeps its own `app/features/<feature>/locales/{el,en}.json` as the namespace `<feature>`.
 */
const files = import.meta.glob<Messages>(['../locales/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

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
export const namespaces = [...new Set(Object.values(resources).flatMap((bundle) => Object.keys(bundle)))];

/** One instance per request on the server and one per page in the browser. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    resources,
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
