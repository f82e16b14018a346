import { type Language, languageOr, STORED_LANGUAGE_KEY } from '@shop/contract';
import { useEffect } from 'react';

/**
 * Keeps the chosen language in local storage, as the specification stores it (spec 000 §9): a
 * code that is not a supported language is stored as el, the default. A browser that refuses
 * storage (private modes, blocked cookies) keeps nothing, and the page goes on.
 */
export function rememberLanguage(language: string, storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(STORED_LANGUAGE_KEY, languageOr(language));
  } catch {
    // Nothing to keep it in: the URL still says the language.
  }
}

/** Stores the page's language each time it changes; the URL has chosen it (a switch reloads the page). */
export function useRememberedLanguage(language: Language): void {
  useEffect(() => {
    rememberLanguage(language, window.localStorage);
  }, [language]);
}
