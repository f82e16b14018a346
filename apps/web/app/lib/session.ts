import { isSessionAuthenticated, STORED_CUSTOMER_KEY, type StoredCustomer } from '@shop/contract';
import { useSyncExternalStore } from 'react';

const SESSION_EVENT = 'session-changed';

/** The stored customer, or null when nothing (or nothing readable) is stored. */
export function readStoredCustomer(): StoredCustomer | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const raw = localStorage.getItem(STORED_CUSTOMER_KEY);
    return raw ? (JSON.parse(raw) as StoredCustomer) : null;
  } catch {
    return null;
  }
}

export function writeStoredCustomer(customer: StoredCustomer | null): void {
  if (customer) localStorage.setItem(STORED_CUSTOMER_KEY, JSON.stringify(customer));
  else localStorage.removeItem(STORED_CUSTOMER_KEY);
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export function isAuthenticated(now = Date.now()): boolean {
  return isSessionAuthenticated(readStoredCustomer(), now);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Whether a customer is signed in; false during server rendering, where no session is known. */
export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isAuthenticated(),
    () => false,
  );
}
