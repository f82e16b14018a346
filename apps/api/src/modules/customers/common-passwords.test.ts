import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSessions, customers, customerTokens } from '../../db/schema/index.ts';
import { commonPasswordCount, isCommonPassword } from '../../lib/common-passwords.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import {
  authHeaders,
  guidMailedTo,
  login,
  PASSWORD,
  signedUpCustomer,
  uniqueEmail,
  uniqueIp,
} from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function customerRow(email: string) {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
  return row;
}

function expectRefused(response: { statusCode: number; json: () => unknown }, field = 'pwd') {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'password_too_common',
    message: expect.stringMatching(/συνηθισμένους/),
    errors: { [field]: ['password_too_common'] },
  });
}

describe('the common-password list', () => {
  it('holds 10 000 passwords of the allowed lengths and matches whatever the letter case', () => {
    expect(commonPasswordCount()).toBe(10_000);
    for (const password of ['password123', 'Password123', 'QWERTY123', 'iloveyou', '123456', 'football']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of [PASSWORD, 'Πράσινο-δέντρο-7', 'ca7-Rx!m2q', '12345']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([6, 128]);
  });
});

describe('a common password is refused', () => {
  it('at registration, and nothing is stored or mailed', async () => {
    for (const password of ['password123', 'Qwerty123']) {
      const email = uniqueEmail('common');
      const token = await xsrf(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/el/customers/register',
        headers: token.headers,
        remoteAddress: uniqueIp(),
        payload: { eml: email, pwd: password, cpwd: password, trm: true },
      });
      expectRefused(response);
      expect(await customerRow(email)).toBeUndefined();
      expect((await t.services.mail.list()).some((row) => row.recipient === email)).toBe(false);
    }
  });

  it('as a new password, and the old one, its hash and the other sessions stay', async () => {
    const email = uniqueEmail('change');
    const session = await signedUpCustomer(t, email);
    const other = (await login(t, email)).json<{ at: string }>();
    const before = await customerRow(email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/en/customers/updatepassword',
      headers: await authHeaders(t, session),
      payload: { opwd: PASSWORD, pwd: 'password123', cpwd: 'password123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'password_too_common',
      message: 'This password is among the most common ones and is easily guessed. Choose another.',
      errors: { pwd: ['password_too_common'] },
    });
    expect((await customerRow(email))?.passwordHash).toBe(before?.passwordHash);
    const revoked = await t.database.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.customerId, session.id));
    expect(revoked.filter((row) => row.revokedAt !== null)).toEqual([]);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/el/customers/getprofile',
      headers: { authorization: `Bearer ${other.at}` },
    });
    expect(profile.statusCode).toBe(200);
    expect((await login(t, email, 'password123')).statusCode).toBe(401);
    expect((await login(t, email)).statusCode).toBe(200);
  });

  it('at a reset, and the link stays unspent for a better password', async () => {
    const email = uniqueEmail('reset');
    await signedUpCustomer(t, email);
    const requested = await t.app.inject({
      method: 'GET',
      url: `/api/el/customers/resetpasswordrequest?email=${encodeURIComponent(email)}`,
      remoteAddress: uniqueIp(),
    });
    expect(requested.statusCode).toBe(200);
    const guid = await guidMailedTo(t, email, 'resetpassword');
    const before = await customerRow(email);
    const reset = async (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/el/customers/resetpassword',
        headers: (await xsrf(t.app)).headers,
        remoteAddress: uniqueIp(),
        payload: { guid, pwd: password, cpwd: password },
      });

    expectRefused(await reset('password123'));
    expect((await customerRow(email))?.passwordHash).toBe(before?.passwordHash);
    const unspent = await t.database.db
      .select({ usedAt: customerTokens.usedAt })
      .from(customerTokens)
      .where(
        and(eq(customerTokens.customerId, before?.id ?? 0), eq(customerTokens.purpose, 'reset_password')),
      );
    expect(unspent).toEqual([{ usedAt: null }]);
    expect((await login(t, email)).statusCode).toBe(200);

    expect((await reset('Lemon-tree-42')).statusCode).toBe(200);
    expect((await login(t, email, 'Lemon-tree-42')).statusCode).toBe(200);
  });
});
