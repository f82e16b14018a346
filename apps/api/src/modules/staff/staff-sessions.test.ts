import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { staffSessions } from '../../db/schema/index.ts';
import { deriveKey } from '../../lib/secrets.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { signedInStaff } from './test-fixtures.ts';

let t: TestApp;
// A second API process on the same database, as behind the load balancer.
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ config: t.config, database: t.database, logger: false });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const me = (app: FastifyInstance, at: string) =>
  app.inject({ method: 'GET', url: '/api/en/staff/me', headers: { authorization: `Bearer ${at}` } });

async function signOut(app: FastifyInstance, at: string) {
  const token = await xsrf(app);
  return app.inject({
    method: 'POST',
    url: '/api/en/staff/logout',
    headers: { ...token.headers, authorization: `Bearer ${at}` },
  });
}

describe('staff sessions (staff/logout)', () => {
  it('refuses the token at once on every API process after signing out, and only that sign-in', async () => {
    const at = await signedInStaff(t, 'SalesPerson');
    const otherSignIn = await signedInStaff(t, 'SalesPerson');
    expect((await me(t.app, at)).statusCode).toBe(200);
    expect((await me(other, at)).statusCode).toBe(200);

    const out = await signOut(t.app, at);
    expect(out.statusCode, out.body).toBe(204);
    expect((await me(t.app, at)).statusCode).toBe(401);
    expect((await me(other, at)).statusCode).toBe(401);
    expect((await signOut(other, at)).statusCode).toBe(401);
    // Another staff member's sign-in goes on.
    expect((await me(other, otherSignIn)).statusCode).toBe(200);
    const ended = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.endedReason, 'sign_out'));
    expect(ended).toHaveLength(1);
  });

  it('refuses a token signed with the key that names no session', async () => {
    const at = await signedInStaff(t, 'Admin');
    const [claims] = at
      .split('.')
      .slice(1, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    const forged = await new SignJWT({ role: 'Admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setIssuer('pharmacy-shop')
      .setAudience('staff')
      .setIssuedAt()
      .setExpirationTime('30m')
      .sign(deriveKey(t.config.secret, 'staff-access-token'));
    expect((await me(t.app, forged)).statusCode).toBe(401);
    expect((await me(t.app, at)).statusCode).toBe(200);
  });

  it('ends a session when its time is up, whatever the token says', async () => {
    const at = await signedInStaff(t, 'Inspector');
    const [claims] = at
      .split('.')
      .slice(1, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    await t.database.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.id, claims.sid));
    expect((await me(t.app, at)).statusCode).toBe(401);
  });
});
