import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type ConsentChoice, consentCookie, consentModeOf, type OptionalCategory } from './consent-cookie';
import { withdrawsLoadedScripts } from './load-third-party-scripts';

type Categories = Pick<ConsentChoice, OptionalCategory>;

interface ConsentContextValue {
  /** The visitor's choice; null until they make one. */
  choice: ConsentChoice | null;
  /** The banner is showing: no choice yet, or the visitor asked to change it. */
  bannerOpen: boolean;
  /** The banner was opened to change a choice: it shows the categories straight away. */
  changing: boolean;
  choose(categories: Categories): void;
  /** Opens the banner again (the footer's "cookie settings"). */
  openSettings(): void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent outside ConsentProvider');
  return value;
}

/** Tag managers learn the choice from the data layer, in Consent Mode v2's words. */
function pushConsentUpdate(categories: Categories): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'consent_update', ...consentModeOf(categories) });
}

/**
 * The visitor's choice for the pages under it: `initial` is what the server read from the request's
 * cookie, so the first render matches the server's; a choice writes the cookie and tells the data
 * layer. A category withdrawn after its scripts ran reloads the page, which is the only way to stop them.
 */
export function ConsentProvider({
  initial,
  children,
}: {
  initial: ConsentChoice | null;
  children: ReactNode;
}) {
  const [choice, setChoice] = useState(initial);
  const [changing, setChanging] = useState(false);

  useEffect(() => {
    // Every page tells the tag managers the choice it was loaded with.
    if (initial) pushConsentUpdate(initial);
  }, [initial]);

  const choose = useCallback((categories: Categories) => {
    const next: ConsentChoice = { ...categories, date: new Date() };
    // biome-ignore lint/suspicious/noDocumentCookie: a first-party cookie the server reads back; the Cookie Store API is not in every browser the shop supports.
    document.cookie = consentCookie(next, window.location.protocol === 'https:');
    pushConsentUpdate(next);
    if (withdrawsLoadedScripts(next)) {
      window.location.reload();
      return;
    }
    setChoice(next);
    setChanging(false);
  }, []);

  const openSettings = useCallback(() => setChanging(true), []);

  const value = useMemo(
    () => ({ choice, bannerOpen: choice === null || changing, changing, choose, openSettings }),
    [choice, changing, choose, openSettings],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}
