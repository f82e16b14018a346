/**
 * When the health assistant may open by itself (issue 26): at most once per visit (the browser
 * tab's session), and never again once the visitor has closed it, on any page or later visit.
 */
const OPENED_KEY = 'health-assistant-opened';
const CLOSED_KEY = 'health-assistant-closed';

/** The two stores it remembers in: the visit's and the browser's. */
export interface AssistantStores {
  session: Pick<Storage, 'getItem' | 'setItem'>;
  local: Pick<Storage, 'getItem' | 'setItem'>;
}

/** Storage may be refused (private modes, blocked cookies): then the assistant stays closed. */
function attempt<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

export function mayOpenByItself(stores: AssistantStores): boolean {
  return attempt(
    () => stores.session.getItem(OPENED_KEY) === null && stores.local.getItem(CLOSED_KEY) === null,
    false,
  );
}

export function rememberOpenedByItself(stores: AssistantStores): void {
  attempt(() => stores.session.setItem(OPENED_KEY, '1'), undefined);
}

export function rememberClosed(stores: AssistantStores): void {
  attempt(() => stores.local.setItem(CLOSED_KEY, new Date().toISOString()), undefined);
}

export function browserStores(): AssistantStores {
  return { session: window.sessionStorage, local: window.localStorage };
}
