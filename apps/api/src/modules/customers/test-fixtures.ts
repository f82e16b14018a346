import type { CustomerSession } from '@shop/contract';
import { expect } from 'vitest';
import { type TestApp, xsrf } from '../../test/index.ts';

let nextAddress = 0;

/** A distinct client IP per call, so rate limits of one test never reach into another. */
export function uniqueIp(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

let nextEmail = 0;
export function uniqueEmail(prefix = 'customer'): string {
  nextEmail += 1;
  return `${prefix}.${nextEmail}.${process.pid}@example.gr`;
}

export const PASSWORD = 'Secret-123';

/** The guid of the newest link mailed to `to` (verification or reset), read from the outbox. */
export async function guidMailedTo(t: TestApp, to: string, path: 'verifyregistration' | 'resetpassword') {
  // Both links are mailed after the answer (the answer must not tell whether the address has an account).
  await t.services.customers.settled();
  const rows = await t.services.mail.list();
  const mail = rows.find((row) => row.recipient === to && row.text.includes(`/${path}/`));
  const guid = mail?.text.match(new RegExp(`/${path}/([0-9a-f-]{36})`))?.[1];
  if (!guid) throw new Error(`no ${path} link mailed to ${to}`);
  return guid;
}

export async function register(
  t: TestApp,
  email: string,
  options: { lang?: string; fnm?: string; ip?: string } = {},
) {
  const token = await xsrf(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${options.lang ?? 'el'}/customers/register`,
    headers: token.headers,
    remoteAddress: options.ip ?? uniqueIp(),
    payload: {
      eml: email,
      pwd: PASSWORD,
      cpwd: PASSWORD,
      trm: true,
      fnm: options.fnm ?? 'Μαρία',
      lnm: 'Παπαδοπούλου',
    },
  });
  // The points and the mail of a registration follow its answer.
  await t.services.customers.settled();
  return response;
}

export async function login(t: TestApp, email: string, password = PASSWORD, ip = uniqueIp()) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/el/customers/login',
    headers: token.headers,
    remoteAddress: ip,
    payload: { eml: email, pwd: password },
  });
}

/** Registers, opens the mailed verification link and signs in: a ready customer session. */
export async function signedUpCustomer(t: TestApp, email = uniqueEmail()): Promise<CustomerSession> {
  expect((await register(t, email)).statusCode).toBe(200);
  const guid = await guidMailedTo(t, email, 'verifyregistration');
  const verified = await t.app.inject({
    method: 'GET',
    url: `/api/el/customers/verifyregistration?guid=${guid}`,
  });
  expect(verified.statusCode).toBe(200);
  const response = await login(t, email);
  expect(response.statusCode).toBe(200);
  return response.json<CustomerSession>();
}

/** Headers of an authenticated, state-changing call. */
export async function authHeaders(t: TestApp, session: { at: string }) {
  const token = await xsrf(t.app);
  return { ...token.headers, authorization: `Bearer ${session.at}` };
}
