import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CustomerSession } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { authHeaders, uniqueEmail, uniqueIp } from '../customers/test-fixtures.ts';

const CLIENT_ID = 'shop-test.apps.googleusercontent.com';

let googleKey: Awaited<ReturnType<typeof generateKeyPair>>;
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
  t = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: await serveJwks() } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

function idToken(subject: string, email: string) {
  return new SignJWT({ email, email_verified: true, given_name: 'Νίκος', family_name: 'Γεωργίου' })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(subject)
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(googleKey.privateKey);
}

async function googleLogin(subject: string, email: string): Promise<CustomerSession> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/el/customers/googlelogin',
    headers: (await xsrf(t.app)).headers,
    remoteAddress: uniqueIp(),
    payload: { idt: await idToken(subject, email) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerSession>();
}

async function deleteAccount(session: CustomerSession, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/en/customers/deleteaccount',
    headers: await authHeaders(t, session),
    payload,
  });
}

describe('customers/deleteaccount of an account that signs in with Google only', () => {
  it("is confirmed by a fresh Google sign-in of the same Google account, and refused for another's", async () => {
    const email = uniqueEmail('google-delete');
    const session = await googleLogin(`delete-${email}`, email);

    const withPassword = await deleteAccount(session, { pwd: 'Secret-123' });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json()).toMatchObject({ errors: { pwd: ['google_sign_in_required'] } });

    const stranger = await deleteAccount(session, { idt: await idToken('someone-else', email) });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({
      message: 'That Google sign-in is not the one of this account.',
      errors: { idt: ['google_account_mismatch'] },
    });
    const forged = await deleteAccount(session, { idt: 'not-a-token' });
    expect(forged.statusCode).toBe(400);
    const [kept] = await t.database.db.select().from(customers).where(eq(customers.id, session.id));
    expect(kept?.email).toBe(email);

    const confirmed = await deleteAccount(session, { idt: await idToken(`delete-${email}`, email) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [erased] = await t.database.db.select().from(customers).where(eq(customers.id, session.id));
    expect(erased).toMatchObject({ googleSubject: null, passwordHash: null, firstName: null });

    // The same Google account signs up anew: a new, empty account.
    const again = await googleLogin(`delete-${email}`, email);
    expect(again.id).not.toBe(session.id);
    expect(again.eml).toBe(email);
  });
});
