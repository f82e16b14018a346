import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CustomerSession } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { login, register, signedUpCustomer, uniqueEmail, uniqueIp } from './test-fixtures.ts';

const CLIENT_ID = 'shop-test.apps.googleusercontent.com';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let googleKey: KeyPair;
let strangerKey: KeyPair;
let jwksServer: Server;
let t: TestApp;

/** Google's JWKS endpoint, played by a local server with a key generated for this run. */
async function serveJwks(): Promise<string> {
  const jwk = { ...(await exportJWK(googleKey.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;
}

beforeAll(async () => {
  googleKey = await generateKeyPair('RS256');
  strangerKey = await generateKeyPair('RS256');
  const jwksUrl = await serveJwks();
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl, LOYALTY_REGISTER_POINTS: '100' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

let nextSubject = 0;

async function idToken(
  claims: JWTPayload & Record<string, unknown> = {},
  options: { key?: KeyPair; expiresIn?: string; issuer?: string; audience?: string } = {},
) {
  nextSubject += 1;
  return new SignJWT({
    email: uniqueEmail('google'),
    email_verified: true,
    given_name: 'Νίκος',
    family_name: 'Γεωργίου',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(typeof claims.sub === 'string' ? claims.sub : `google-${nextSubject}`)
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign((options.key ?? googleKey).privateKey);
}

async function googleLogin(app: TestApp, token: string, lang = 'el') {
  const headers = (await xsrf(app.app)).headers;
  return app.app.inject({
    method: 'POST',
    url: `/api/${lang}/customers/googlelogin`,
    headers,
    remoteAddress: uniqueIp(),
    payload: { idt: token },
  });
}

describe('POST /customers/googlelogin', () => {
  it('creates a verified account on the first sign-in, mails a welcome, and signs the same account in later', async () => {
    const email = uniqueEmail('google');
    const token = await idToken({ email, sub: 'google-subject-1' });
    const first = await googleLogin(t, token, 'en');
    expect(first.statusCode).toBe(200);
    const session = first.json<CustomerSession>();
    expect(session).toMatchObject({ eml: email, fnm: 'Νίκος', lnm: 'Γεωργίου', atd: 15 });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(row).toMatchObject({ googleSubject: 'google-subject-1', passwordHash: null, language: 'en' });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const welcome = (await t.services.mail.list()).find((mail) => mail.recipient === email);
    expect(welcome?.subject).toMatch(/^Welcome/);

    const again = await googleLogin(t, await idToken({ email, sub: 'google-subject-1' }));
    expect(again.json<CustomerSession>().id).toBe(session.id);
    // The new account earned its Register points once; signing in again earned nothing.
    expect((await t.services.loyalty.account(session.id))?.pointsBalance).toBe(100);
  });

  it.each([
    ['another audience', {}, { audience: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', {}, { issuer: 'https://accounts.example.com' }],
    ['an expired token', {}, { expiresIn: '-1m' }],
    ['a key Google did not publish', {}, { key: 'stranger' }],
    ['an unverified email', { email_verified: false }, {}],
  ])('refuses %s with "login not authorized"', async (_name, claims, options) => {
    const { key, ...rest } = options as {
      key?: string;
      expiresIn?: string;
      issuer?: string;
      audience?: string;
    };
    const email = uniqueEmail('google');
    const token = await idToken(
      { email, ...claims },
      { ...rest, key: key === 'stranger' ? strangerKey : googleKey },
    );
    const response = await googleLogin(t, token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('login_not_authorized');
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(row).toBeUndefined();
  });

  it('sets the refresh token in its HttpOnly cookie and, for the storefront, not in the body', async () => {
    const token = await idToken();
    const headers = { ...(await xsrf(t.app)).headers, 'x-refresh-token-transport': 'cookie' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/customers/googlelogin',
      headers,
      remoteAddress: uniqueIp(),
      payload: { idt: token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerSession>().rt).toBe('');
    const cookies = response.cookies.filter((cookie) => cookie.name === 'rt');
    expect(cookies).toHaveLength(4);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(cookie.value).not.toBe('');
    }
  });

  it('refuses a token that is not a JWT at all', async () => {
    expect((await googleLogin(t, 'not.a.token')).statusCode).toBe(401);
  });

  it('answers "account already exists" when the email belongs to a password account', async () => {
    const email = uniqueEmail();
    await signedUpCustomer(t, email);
    const response = await googleLogin(t, await idToken({ email }));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('account_exists');
  });

  it('gives an unverified registration of the email to its Google owner, dropping the unproven password', async () => {
    const email = uniqueEmail('squatted');
    expect((await register(t, email)).statusCode).toBe(200);
    const response = await googleLogin(t, await idToken({ email, sub: 'google-owner' }));
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(row).toMatchObject({ googleSubject: 'google-owner', passwordHash: null });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(t, email)).statusCode).toBe(401);
  });

  it('advertises the client id to the storefront', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/el/customers/loginoptions' });
    expect(response.json()).toEqual({ gcid: CLIENT_ID });
  });
});

describe('Google sign-in configuration', () => {
  it('is off without a client id', async () => {
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/el/customers/loginoptions' })).json()).toEqual(
        {
          gcid: null,
        },
      );
      const response = await googleLogin(off, await idToken());
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('google_login_disabled');
    } finally {
      await off.close();
    }
  });

  it('answers "connection problem to Google" when the keys cannot be fetched', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await createTestApp({
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
    });
    try {
      const response = await googleLogin(unreachable, await idToken(), 'en');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'google_unavailable',
        message: 'There was a problem connecting to Google. Please try again.',
      });
    } finally {
      await unreachable.close();
    }
  });
});
