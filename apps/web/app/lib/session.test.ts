import { STORED_CUSTOMER_KEY, type StoredCustomer } from '@shop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLegacyRefreshToken, readStoredCustomer, writeStoredCustomer } from './session';
import { memoryStorage } from './test-memory-storage';

const customer: StoredCustomer = {
  id: 7,
  email: 'maria@example.gr',
  firstName: 'Μαρία',
  lastName: '',
  gender: 'female',
  registrationDate: '2026-01-02T10:00:00.000Z',
  accessToken: 'access',
  accessTokenDuration: 15,
  refreshTokenDuration: 43_200,
  lastLoginDate: '2026-03-01T08:00:00.000Z',
};

let local: ReturnType<typeof memoryStorage>;
let session: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  local = memoryStorage();
  session = memoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the stored customer (decision 013)', () => {
  it('is written without a refresh token, whatever object it is handed', () => {
    const withToken = { ...customer, refreshToken: 'refresh-secret', rt: 'refresh-secret' };
    writeStoredCustomer(withToken as StoredCustomer);
    expect(local.dump()).not.toContain('refresh-secret');
    expect(session.length).toBe(0);
    expect(JSON.parse(local.getItem(STORED_CUSTOMER_KEY) ?? '{}')).toEqual(customer);
    expect(readStoredCustomer()).toEqual(customer);
  });

  it('reads a record stored before the cookie without its refresh token, which is read apart', () => {
    local.setItem(STORED_CUSTOMER_KEY, JSON.stringify({ ...customer, refreshToken: 'legacy-secret' }));
    expect(readStoredCustomer()).toEqual(customer);
    expect(readLegacyRefreshToken()).toBe('legacy-secret');
    // Saving it again (as the profile form does after an edit) drops the old token.
    const stored = readStoredCustomer();
    if (stored) writeStoredCustomer({ ...stored, firstName: 'Ελένη' });
    expect(local.dump()).not.toContain('legacy-secret');
    expect(readLegacyRefreshToken()).toBeNull();
  });

  it('has no legacy refresh token in a record written now, nor in garbage', () => {
    writeStoredCustomer(customer);
    expect(readLegacyRefreshToken()).toBeNull();
    local.setItem(STORED_CUSTOMER_KEY, '"just a string"');
    expect(readStoredCustomer()).toBeNull();
    expect(readLegacyRefreshToken()).toBeNull();
    local.setItem(STORED_CUSTOMER_KEY, '{not json');
    expect(readStoredCustomer()).toBeNull();
  });
});
