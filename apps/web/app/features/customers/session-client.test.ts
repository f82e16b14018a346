import { type CustomerSession, isSessionAuthenticated } from '@shop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, setUnauthorizedHandler } from '~/lib/api-client';
import { toStoredCustomer } from './session-client';

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
      refreshToken: 'refresh',
      accessTokenDuration: 15,
      refreshTokenDuration: 43_200,
      lastLoginDate: session.lld,
    });
    const loggedIn = Date.parse(session.lld);
    expect(isSessionAuthenticated(stored, loggedIn + 29 * 24 * 3_600_000)).toBe(true);
    expect(isSessionAuthenticated(stored, loggedIn + 30 * 24 * 3_600_000 + 1)).toBe(false);
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
