import type { CustomerSession } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { REFRESH_COOKIE_PATHS, REFRESH_TOKEN_COOKIE } from './refresh-cookie.ts';
import { guidMailedTo, PASSWORD, register, uniqueEmail, uniqueIp } from './test-fixtures.ts';

// Decision 013: the refresh token reaches a browser only in an HttpOnly, SameSite=Strict cookie
// scoped to the refresh and logout paths; API clients keep the spec's `rt` in the body.

let t: TestApp;
let secure: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  secure = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.gr' } });
});
afterAll(async () => {
  await t.close();
  await secure.close();
});

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;
/** The header the storefront's API client sends on every call. */
const STOREFRONT = { 'x-refresh-token-transport': 'cookie' };

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

/** Every `Set-Cookie` line of the refresh-token cookie, one per path it is scoped to. */
function refreshCookieLines(response: Response): string[] {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.filter((line) => line.startsWith(`${REFRESH_TOKEN_COOKIE}=`));
}

/** The refresh token the answer set in the cookie (the same on every path). */
function cookieToken(response: Response): string {
  const values = new Set(
    response.cookies.filter((cookie) => cookie.name === REFRESH_TOKEN_COOKIE).map((cookie) => cookie.value),
  );
  expect(values.size).toBe(1);
  const [value] = values;
  if (!value) throw new Error('no refresh-token cookie');
  return value;
}

async function verifiedEmail(app: TestApp): Promise<string> {
  const email = uniqueEmail('cookie');
  expect((await register(app, email)).statusCode).toBe(200);
  const guid = await guidMailedTo(app, email, 'verifyregistration');
  const verified = await app.app.inject({
    method: 'GET',
    url: `/api/el/customers/verifyregistration?guid=${guid}`,
  });
  expect(verified.statusCode).toBe(200);
  return email;
}

async function signIn(app: TestApp, email: string, headers: Record<string, string> = {}) {
  const token = await xsrf(app.app);
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/el/customers/login',
    headers: { ...token.headers, ...headers },
    remoteAddress: uniqueIp(),
    payload: { eml: email, pwd: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

/** A refresh as the storefront sends it: the access token in the body, the refresh token in its cookie. */
async function refreshWithCookie(at: string, refreshToken: string, lang = 'el') {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: `/api/${lang}/account/refreshtoken`,
    headers: {
      ...STOREFRONT,
      ...token.headers,
      cookie: `${token.cookie}; ${REFRESH_TOKEN_COOKIE}=${refreshToken}`,
    },
    remoteAddress: uniqueIp(),
    payload: { at },
  });
}

/** A refresh as the spec's API client sends it: both tokens in the body, no cookie of its own. */
async function refreshWithBody(at: string, rt: string) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/el/account/refreshtoken',
    headers: token.headers,
    remoteAddress: uniqueIp(),
    payload: { at, rt },
  });
}

function getProfile(at: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/el/customers/getprofile',
    headers: { authorization: `Bearer ${at}` },
  });
}

async function sessionRow(customerId: number) {
  const [row] = await t.database.db
    .select()
    .from(customerSessions)
    .where(eq(customerSessions.customerId, customerId));
  return row;
}

describe('the refresh-token cookie set on sign-in', () => {
  it('is HttpOnly, SameSite=Strict, scoped to refresh and logout in each language, for the session', async () => {
    const response = await signIn(t, await verifiedEmail(t), STOREFRONT);
    const lines = refreshCookieLines(response);
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      const attributes = line.split(/;\s*/).slice(1);
      expect(attributes).toContain('HttpOnly');
      expect(attributes).toContain('SameSite=Strict');
      // PUBLIC_URL is http here: a Secure cookie would never come back.
      expect(attributes).not.toContain('Secure');
      const maxAge = Number(attributes.find((item) => item.startsWith('Max-Age='))?.slice(8));
      expect(maxAge).toBeGreaterThan(THIRTY_DAYS_SECONDS - 60);
      expect(maxAge).toBeLessThanOrEqual(THIRTY_DAYS_SECONDS);
    }
    expect(lines.map((line) => /;\s*Path=([^;]+)/.exec(line)?.[1]).sort()).toEqual(
      [
        '/api/el/account/refreshtoken',
        '/api/el/customers/logout',
        '/api/en/account/refreshtoken',
        '/api/en/customers/logout',
      ].sort(),
    );
    expect([...REFRESH_COOKIE_PATHS].sort()).toEqual(
      lines.map((line) => /;\s*Path=([^;]+)/.exec(line)?.[1]).sort(),
    );
  });

  it('is Secure when the shop is served over https', async () => {
    const response = await signIn(secure, await verifiedEmail(secure), STOREFRONT);
    const lines = refreshCookieLines(response);
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line.split(/;\s*/)).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict']));
    }
  });

  it('leaves the storefront no usable refresh token in the body, a browser without the header neither', async () => {
    const email = await verifiedEmail(t);
    for (const headers of [STOREFRONT, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }]) {
      const response = await signIn(t, email, headers);
      const session = response.json<CustomerSession>();
      expect(session.rt).toBe('');
      expect(response.body).not.toContain(cookieToken(response));
      // The rest of the spec's session is there, for the storefront's own rules.
      expect(session).toMatchObject({ eml: email, atd: 15, rtd: 43_200 });
      expect(session.at).not.toBe('');
    }
  });

  it("keeps the spec's `rt` in the body for an API client, the same token the cookie holds", async () => {
    const response = await signIn(t, await verifiedEmail(t));
    const session = response.json<CustomerSession>();
    expect(session.rt).not.toBe('');
    expect(session.rt).toBe(cookieToken(response));
  });
});

describe('refresh with the cookie', () => {
  it('works with the cookie alone, rotates it and answers no refresh token in the body', async () => {
    const signedIn = await signIn(t, await verifiedEmail(t), STOREFRONT);
    const first = signedIn.json<CustomerSession>();
    // English pages refresh at the English path, which the cookie is scoped to as well.
    const response = await refreshWithCookie(first.at, cookieToken(signedIn), 'en');
    expect(response.statusCode).toBe(200);
    const next = response.json<CustomerSession>();
    expect(next.rt).toBe('');
    expect(next.at).not.toBe(first.at);
    expect(next).toMatchObject({ id: first.id, lld: first.lld, rtd: first.rtd });
    expect(cookieToken(response)).not.toBe(cookieToken(signedIn));
    expect(refreshCookieLines(response)).toHaveLength(4);
    expect((await getProfile(next.at)).statusCode).toBe(200);
  });

  it('answers no refresh token in the body when it came from the cookie, whoever asks', async () => {
    const signedIn = await signIn(t, await verifiedEmail(t), STOREFRONT);
    const token = await xsrf(t.app);
    // A script that leaves out the storefront's header still never reads the token.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/account/refreshtoken',
      headers: {
        ...token.headers,
        cookie: `${token.cookie}; ${REFRESH_TOKEN_COOKIE}=${cookieToken(signedIn)}`,
      },
      remoteAddress: uniqueIp(),
      payload: { at: signedIn.json<CustomerSession>().at },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerSession>().rt).toBe('');
  });

  it('still takes `{ at, rt }` in the body from an API client, and answers both', async () => {
    const signedIn = (await signIn(t, await verifiedEmail(t))).json<CustomerSession>();
    const response = await refreshWithBody(signedIn.at, signedIn.rt);
    expect(response.statusCode).toBe(200);
    const next = response.json<CustomerSession>();
    expect(next.rt).not.toBe('');
    expect(next.rt).not.toBe(signedIn.rt);
    expect(next.rt).toBe(cookieToken(response));
    expect((await refreshWithBody(next.at, next.rt)).statusCode).toBe(200);
  });

  it('moves a refresh token from the body into the cookie for the storefront (sessions stored before)', async () => {
    const signedIn = (await signIn(t, await verifiedEmail(t))).json<CustomerSession>();
    const token = await xsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/account/refreshtoken',
      headers: { ...token.headers, ...STOREFRONT },
      remoteAddress: uniqueIp(),
      payload: { at: signedIn.at, rt: signedIn.rt },
    });
    expect(response.statusCode).toBe(200);
    const next = response.json<CustomerSession>();
    expect(next.rt).toBe('');
    expect((await refreshWithCookie(next.at, cookieToken(response))).statusCode).toBe(200);
  });

  it('without a refresh token in the body or a cookie is 401', async () => {
    const signedIn = (await signIn(t, await verifiedEmail(t), STOREFRONT)).json<CustomerSession>();
    const token = await xsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/account/refreshtoken',
      headers: { ...token.headers, ...STOREFRONT },
      remoteAddress: uniqueIp(),
      payload: { at: signedIn.at },
    });
    expect(response.statusCode).toBe(401);
  });

  it('revokes the session when an old cookie token comes back, and clears the cookie', async () => {
    const signedIn = await signIn(t, await verifiedEmail(t), STOREFRONT);
    const first = signedIn.json<CustomerSession>();
    const rotated = await refreshWithCookie(first.at, cookieToken(signedIn));
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json<CustomerSession>();

    const replay = await refreshWithCookie(first.at, cookieToken(signedIn));
    expect(replay.statusCode).toBe(401);
    const cleared = refreshCookieLines(replay);
    expect(cleared).toHaveLength(4);
    for (const line of cleared) expect(line).toMatch(/^rt=;.*Max-Age=0/);
    // The holder of the newest token is signed out too: the whole family is revoked.
    expect((await refreshWithCookie(next.at, cookieToken(rotated))).statusCode).toBe(401);
    expect((await getProfile(next.at)).statusCode).toBe(401);
    expect((await sessionRow(first.id))?.revokedReason).toBe('refresh_token_reuse');
  });
});

describe('logout with the cookie', () => {
  it('revokes the session of the cookie without a bearer token or body, and clears the cookie', async () => {
    const signedIn = await signIn(t, await verifiedEmail(t), STOREFRONT);
    const session = signedIn.json<CustomerSession>();
    const token = await xsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/customers/logout',
      headers: {
        ...STOREFRONT,
        ...token.headers,
        'content-type': 'application/json',
        cookie: `${token.cookie}; ${REFRESH_TOKEN_COOKIE}=${cookieToken(signedIn)}`,
      },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    const cleared = refreshCookieLines(response);
    expect(cleared).toHaveLength(4);
    for (const line of cleared) {
      expect(line).toMatch(/^rt=;/);
      expect(line).toContain('Max-Age=0');
      expect(line).toContain('HttpOnly');
    }
    expect((await getProfile(session.at)).statusCode).toBe(401);
    expect((await refreshWithCookie(session.at, cookieToken(signedIn))).statusCode).toBe(401);
    expect((await sessionRow(session.id))?.revokedReason).toBe('logout');
  });
});

describe('impersonation', () => {
  it('sets the cookie for the 60 minutes of the impersonated session', async () => {
    const customer = (await signIn(t, await verifiedEmail(t))).json<CustomerSession>();
    const staffAt = await signedInStaff(t, 'SalesPerson');
    const token = await xsrf(t.app);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/el/staff/impersonatecustomer',
      headers: { ...token.headers, authorization: `Bearer ${staffAt}` },
      payload: { cid: customer.id },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/el/customers/impersonatecustomer?guid=${issued.json().guid}`,
      headers: STOREFRONT,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerSession>()).toMatchObject({ id: customer.id, rt: '', rtd: 60 });
    for (const line of refreshCookieLines(response)) {
      const maxAge = Number(/Max-Age=(\d+)/.exec(line)?.[1]);
      expect(maxAge).toBeGreaterThan(3500);
      expect(maxAge).toBeLessThanOrEqual(3600);
      expect(line).toContain('HttpOnly');
    }
    expect(refreshCookieLines(response)).toHaveLength(4);
  });
});
