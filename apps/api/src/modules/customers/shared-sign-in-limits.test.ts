import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { ATTEMPT_LIMITS } from './routes.ts';
import { PASSWORD, signedUpCustomer, uniqueEmail, uniqueIp } from './test-fixtures.ts';

async function customerSignIn(app: FastifyInstance, email: string, password: string) {
  const token = await xsrf(app);
  return app.inject({
    method: 'POST',
    url: '/api/en/customers/login',
    headers: token.headers,
    remoteAddress: uniqueIp(),
    payload: { eml: email, pwd: password },
  });
}

describe('customer sign-in limits shared by two API processes', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    // A second process: its own app and counters, the same database (PGlite, or PostgreSQL under TEST_DATABASE_URL).
    other = await buildApp({ config: t.config, database: t.database, logger: false });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('asks the other process for a captcha once one process counted the email past its limit', async () => {
    const email = uniqueEmail('shared-limit');
    await signedUpCustomer(t, email);
    for (let attempt = 0; attempt < ATTEMPT_LIMITS.loginFailuresPerEmail.max; attempt += 1) {
      expect((await customerSignIn(t.app, email, `Wrong-${attempt}`)).statusCode).toBe(401);
    }
    const refused = await customerSignIn(other, email, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('captcha_required');
  });
});
