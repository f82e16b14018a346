import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import {
  authHeaders,
  guidMailedTo,
  login,
  PASSWORD,
  register,
  signedUpCustomer,
  uniqueEmail,
  uniqueIp,
} from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function mailsTo(email: string, path: string): Promise<number> {
  const rows = await t.services.mail.list();
  return rows.filter((row) => row.recipient === email && row.text.includes(`/${path}/`)).length;
}

describe('verification mail on sign-in to an unverified account', () => {
  it('is resent at most as often as the mail limits allow', async () => {
    const email = uniqueEmail('unverified');
    expect((await register(t, email)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await login(t, email);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('account_not_verified');
    }
    // Registration and sign-ins share the 3 verification mails an address may get in an hour.
    expect(await mailsTo(email, 'verifyregistration')).toBe(3);
  });
});

describe('password reset', () => {
  it('invalidates every other reset link of the customer', async () => {
    const email = uniqueEmail('reset');
    await signedUpCustomer(t, email);
    const request = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/el/customers/resetpasswordrequest?email=${encodeURIComponent(email)}`,
        remoteAddress: uniqueIp(),
      });
      await t.services.customers.settled();
      return response;
    };
    expect((await request()).statusCode).toBe(200);
    const older = await guidMailedTo(t, email, 'resetpassword');
    expect((await request()).statusCode).toBe(200);
    const newer = (await t.services.mail.list())
      .filter((row) => row.recipient === email && row.text.includes('/resetpassword/'))
      .map((row) => row.text.match(/\/resetpassword\/([0-9a-f-]{36})/)?.[1])
      .find((guid) => guid !== older);
    if (!newer) throw new Error('no second reset link');
    const reset = async (guid: string, password: string) => {
      const token = await xsrf(t.app);
      return t.app.inject({
        method: 'POST',
        url: '/api/el/customers/resetpassword',
        headers: token.headers,
        remoteAddress: uniqueIp(),
        payload: { guid, pwd: password, cpwd: password },
      });
    };
    expect((await reset(newer, 'Newer-456')).statusCode).toBe(200);
    const stale = await reset(older, 'Older-789');
    expect(stale.statusCode).toBe(422);
    expect(stale.json().code).toBe('link_used');
    expect((await login(t, email, 'Newer-456')).statusCode).toBe(200);
    expect((await login(t, email, 'Older-789')).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('without a body signs out the session of the bearer token', async () => {
    for (const contentType of ['application/json', undefined]) {
      const session = await signedUpCustomer(t);
      const headers = await authHeaders(t, session);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/el/customers/logout',
        headers: contentType ? { ...headers, 'content-type': contentType } : headers,
      });
      expect(response.statusCode, `${contentType} ${response.body}`).toBe(200);
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/el/customers/getprofile',
        headers: { authorization: `Bearer ${session.at}` },
      });
      expect(profile.statusCode, contentType).toBe(401);
    }
  });
});

describe('personal responses', () => {
  it('carry Cache-Control: no-store', async () => {
    const email = uniqueEmail('nostore');
    const session = await signedUpCustomer(t, email);
    const signIn = await login(t, email, PASSWORD);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const bearer = { authorization: `Bearer ${session.at}` };
    for (const url of [
      '/api/el/customers/getprofile',
      '/api/el/addresses/getaddresses',
      '/api/el/wishlists/GetAllByCustomer',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('the one error shape', () => {
  it('holds for a URL that cannot be decoded', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/el/products/getbyurl%E0%A4%A?url=x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'invalid_input' });
  });

  it('holds for request headers too large (431)', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/api/health',
        headers: { 'x-padding': 'x'.repeat(64 * 1024) },
        agent: false,
      });
      request.end();
      const [response] = (await once(request, 'response')) as [import('node:http').IncomingMessage];
      let body = '';
      for await (const chunk of response) body += chunk;
      expect(response.statusCode).toBe(431);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(body)).toEqual({ message: expect.any(String), code: 'headers_too_large' });
    } finally {
      await t.app.server.close();
    }
  });
});
