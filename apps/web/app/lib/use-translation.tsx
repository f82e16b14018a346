import type { Language } from '@shop/contract';
import { createContext, type ReactNode, use, useContext, useMemo } from 'react';
import { loadNamespaces, type RouteNamespace } from './i18n';
import type { Translate, Translator } from './translate';

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the page's translator (root.tsx makes one per language) to every component under it. */
export function TranslationProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/**
 * The page's `t`, whose keys without `ns:` are in `namespace` (default `common`). It stays the
 * same function until the language changes, so effects may depend on it.
 */
export function useTranslation(namespace?: string): { t: Translate; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation needs a TranslationProvider above it');
  const t = useMemo(() => i18n.getFixedT(namespace), [i18n, namespace]);
  return { t, i18n };
}

/**
 * For a lazily loaded component with route namespaces of its own: it waits (a Suspense boundary
 * above it shows meanwhile) until they are there in the page's language, fetched as one chunk per
 * namespace the first time.
 */
export function useRouteNamespaces(...namespaces: RouteNamespace[]): void {
  const { i18n } = useTranslation();
  const pending = loadNamespaces(i18n.language as Language, namespaces);
  if (pending) use(pending);
}
