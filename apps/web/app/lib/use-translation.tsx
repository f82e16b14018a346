import { createContext, type ReactNode, useContext, useMemo } from 'react';
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
