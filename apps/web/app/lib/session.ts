import { isSessionAuthenticated, STORED_CUSTOMER_KEY, type StoredCustomer } from '@shop/contract';
import { useSyncExternalStore } from 'react';

const SESSION_EVENT = 'session-changed';

/**
 * The fields local storage may hold, and no other: a refresh token is never among them (it lives
 * in an `HttpOnly` cookie, decision 013), whatever object a caller hands over or a record held.
 */
const STORED_FIELDS: Record<keyof StoredCustomer, true> = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  gender: true,
  registrationDate: true,
  accessToken: true,
  accessTokenDuration: true,
  refreshTokenDuration: true,
  lastLoginDate: true,
};

function storedFieldsOf(record: object): StoredCustomer {
  return Object.fromEntries(
    Object.entries(record).filter(([field]) => Object.hasOwn(STORED_FIELDS, field)),
  ) as unknown as StoredCustomer;
}

/** The stored record as it is, a field from before decision 013 included; null when unreadable. */
function readStoredRecord(): Record<string, unknown> | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const raw = localStorage.getItem(STORED_CUSTOMER_KEY);
    const record: unknown = raw ? JSON.parse(raw) : null;
    return record !== null && typeof record === 'object' ? (record as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The stored customer, or null when nothing (or nothing readable) is stored. */
export function readStoredCustomer(): StoredCustomer | null {
  const record = readStoredRecord();
  return record ? storedFieldsOf(record) : null;
}

/**
 * The refresh token a record stored before decision 013 still holds (spec 000 §3 kept it in local
 * storage), to be exchanged once for the cookie; null for every record written since.
 */
export function readLegacyRefreshToken(): string | null {
  const token = readStoredRecord()?.refreshToken;
  return typeof token === 'string' && token !== '' ? token : null;
}

export function writeStoredCustomer(customer: StoredCustomer | null): void {
  if (customer) localStorage.setItem(STORED_CUSTOMER_KEY, JSON.stringify(storedFieldsOf(customer)));
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
