import { type CustomerSession, isSessionAuthenticated, STORED_CUSTOMER_KEY } from '@shop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, setUnauthorizedHandler } from '~/lib/api-client';
import { readStoredCustomer } from '~/lib/session';
import { memoryStorage } from '~/lib/test-memory-storage';
import { installSessionClient, refreshStoredSession, storeSession, toStoredCustomer } from './session-client';

const session: CustomerSession = {
  id: 7,
  eml: 'maria@example.gr',
  fnm: 'Μαρία',
  lnm: null,
  gd: 'female',
  rgd: '2026-01-02T10:00:00.000Z',
  lld: '2026-03-01T08:00:00.000Z',
  at: 'access',
  rt: 'refresh',
  atd: 15,
  rtd: 43_200,
};

describe('toStoredCustomer', () => {
  it('keeps the API session in the stored-customer shape the session rule reads', () => {
    const stored = toStoredCustomer(session);
    expect(stored).toEqual({
      id: 7,
      email: 'maria@example.gr',
      firstName: 'Μαρία',
      lastName: '',
      gender: 'female',
      registrationDate: session.rgd,
      accessToken: 'access',
      accessTokenDuration: 15,
      refreshTokenDuration: 43_200,
      lastLoginDate: session.lld,
    });
    const loggedIn = Date.parse(session.lld);
    expect(isSessionAuthenticated(stored, loggedIn + 29 * 24 * 3_600_000)).toBe(true);
    expect(isSessionAuthenticated(stored, loggedIn + 30 * 24 * 3_600_000 + 1)).toBe(false);
  });
});

describe('the refresh token never reaches storage a script can read (decision 013)', () => {
  let local: ReturnType<typeof memoryStorage>;
  let perTab: ReturnType<typeof memoryStorage>;
  let assign: ReturnType<typeof vi.fn>;
  let lock: ReturnType<typeof vi.fn>;

  /** The stored record and every value written to local and session storage. */
  const everythingStored = () => `${local.dump()}${perTab.dump()}`;

  beforeEach(() => {
    local = memoryStorage();
    perTab = memoryStorage();
    assign = vi.fn();
    lock = vi.fn((_name: string, callback: () => Promise<boolean>) => callback());
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', perTab);
    vi.stubGlobal('navigator', { locks: { request: lock } });
    vi.stubGlobal(
      'window',
      Object.assign(new EventTarget(), { location: { pathname: '/products/vitamin-c', search: '', assign } }),
    );
  });
  afterEach(() => {
    setUnauthorizedHandler(null);
    vi.unstubAllGlobals();
  });

  /** The API's answers in turn; each call's URL and request are kept. */
  function api(...answers: { status: number; body?: unknown }[]) {
    return vi.fn(async (_url: string, _init?: RequestInit) => {
      const answer = answers.shift() ?? { status: 500 };
      return new Response(JSON.stringify(answer.body ?? { message: 'no' }), { status: answer.status });
    });
  }

  it('stores a session without its refresh token, even when the answer carried one', () => {
    storeSession({ ...session, rt: 'refresh-secret' });
    expect(everythingStored()).not.toContain('refresh-secret');
    expect(JSON.parse(local.getItem(STORED_CUSTOMER_KEY) ?? '{}')).not.toHaveProperty('refreshToken');
    expect(readStoredCustomer()).toMatchObject({ id: 7, accessToken: 'access', lastLoginDate: session.lld });
  });

  it('refreshes under the Web Lock with the access token only; the cookie carries the rest', async () => {
    storeSession(session);
    const fetch = api({ status: 200, body: { ...session, at: 'access-2', rt: 'rotated-secret' } });
    vi.stubGlobal('fetch', fetch);
    await expect(refreshStoredSession('el')).resolves.toBe(true);
    expect(lock).toHaveBeenCalledWith('customer-session-refresh', expect.any(Function));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toMatch(/\/api\/el\/account\/refreshtoken$/);
    expect(JSON.parse(String(init?.body))).toEqual({ at: 'access' });
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ 'X-Refresh-Token-Transport': 'cookie' });
    expect(readStoredCustomer()?.accessToken).toBe('access-2');
    expect(everythingStored()).not.toContain('rotated-secret');
  });

  it('moves a session stored before the cookie to it on the first page, and forgets its token', async () => {
    local.setItem(
      STORED_CUSTOMER_KEY,
      JSON.stringify({ ...toStoredCustomer(session), refreshToken: 'legacy-secret' }),
    );
    const fetch = api({ status: 200, body: { ...session, at: 'access-2', rt: '' } });
    vi.stubGlobal('fetch', fetch);
    installSessionClient();
    await vi.waitFor(() => expect(readStoredCustomer()?.accessToken).toBe('access-2'));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ at: 'access', rt: 'legacy-secret' });
    expect(everythingStored()).not.toContain('legacy-secret');
    expect(assign).not.toHaveBeenCalled();
  });

  it('signs an old session out on a public page when the move fails, and the page stays', async () => {
    local.setItem(
      STORED_CUSTOMER_KEY,
      JSON.stringify({ ...toStoredCustomer(session), refreshToken: 'revoked' }),
    );
    vi.stubGlobal('fetch', api({ status: 401 }));
    installSessionClient();
    await vi.waitFor(() => expect(local.getItem(STORED_CUSTOMER_KEY)).toBeNull());
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('apiRequest on a 401', () => {
  afterEach(() => {
    setUnauthorizedHandler(null);
    vi.unstubAllGlobals();
  });

  function answers(...statuses: number[]) {
    const fetch = vi.fn(async () => {
      const status = statuses.shift() ?? 500;
      return new Response(JSON.stringify(status === 200 ? { ok: true } : { message: 'no' }), { status });
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('renews the session once and retries the call', async () => {
    const fetch = answers(401, 200);
    const handler = vi.fn(async () => true);
    setUnauthorizedHandler(handler);
    await expect(apiRequest('el', 'customers/getprofile')).resolves.toEqual({ ok: true });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up when the renewal fails, and never renews for sign-in, refresh or password change', async () => {
    answers(401);
    setUnauthorizedHandler(async () => false);
    await expect(apiRequest('el', 'customers/getprofile')).rejects.toBeInstanceOf(ApiRequestError);

    const handler = vi.fn(async () => true);
    setUnauthorizedHandler(handler);
    for (const path of ['customers/login', 'account/refreshtoken', 'customers/updatepassword']) {
      answers(401);
      await expect(apiRequest('el', path, { method: 'GET' })).rejects.toMatchObject({ status: 401 });
    }
    expect(handler).not.toHaveBeenCalled();
  });
});
