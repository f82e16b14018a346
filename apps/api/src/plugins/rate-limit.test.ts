import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { attemptWindows } from '../db/schema/index.ts';
import { createTestApp, type TestApp, xsrf } from '../test/index.ts';
import { hitLimits, retryAfterMs } from './rate-limit.ts';

const STAFF_PASSWORD = 'staff-password-long';
const STAFF_FAILURES_PER_EMAIL = 5;

afterEach(() => {
  vi.useRealTimers();
});

let nextAddress = 0;
/** A fresh client address per sign-in, so only the per-email limit is under test. */
function uniqueIp(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

function staffSignIn(app: FastifyInstance, email: string, password: string) {
  return (async () => {
    const token = await xsrf(app);
    return app.inject({
      method: 'POST',
      url: '/api/en/staff/login',
      headers: token.headers,
      remoteAddress: uniqueIp(),
      payload: { eml: email, pwd: password },
    });
  })();
}

/**
 * Five wrong passwords of a staff member, taking turns between the processes: the sixth is refused
 * by either, in the request's language. The member is made in each of `databases`.
 */
async function expectOneStaffLimit(apps: readonly FastifyInstance[], databases: readonly TestApp[]) {
  const email = `${randomBytes(4).toString('hex')}@pharmacy.gr`;
  for (const database of databases)
    await database.services.staff.create(email, 'SalesPerson', STAFF_PASSWORD);
  for (let attempt = 0; attempt < STAFF_FAILURES_PER_EMAIL; attempt += 1) {
    const response = await staffSignIn(
      apps[attempt % apps.length] as FastifyInstance,
      email,
      `wrong-${attempt}`,
    );
    expect(response.statusCode).toBe(401);
  }
  for (const app of apps) {
    const refused = await staffSignIn(app, email, STAFF_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please try again shortly.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
  }
}

describe('attempt limits in the database, shared by two API processes', () => {
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

  it('refuses the sixth staff sign-in on either process after five failures split across both', async () => {
    await expectOneStaffLimit([t.app, other], [t]);
  });

  it('clears the failures on a success through the other process', async () => {
    const email = `${randomBytes(4).toString('hex')}@pharmacy.gr`;
    await t.services.staff.create(email, 'SalesPerson', STAFF_PASSWORD);
    for (let attempt = 0; attempt < STAFF_FAILURES_PER_EMAIL - 1; attempt += 1) {
      expect((await staffSignIn(t.app, email, 'wrong')).statusCode).toBe(401);
    }
    expect((await staffSignIn(other, email, STAFF_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 0; attempt < STAFF_FAILURES_PER_EMAIL; attempt += 1) {
      expect((await staffSignIn(t.app, email, 'wrong')).statusCode).toBe(401);
    }
    expect((await staffSignIn(other, email, 'wrong')).statusCode).toBe(429);
  });

  it('counts concurrent attempts from both processes exactly, each once', async () => {
    const rule = { max: 1000, windowMs: 60_000 };
    const counters = [
      t.app.attemptLimits.counter('test-race', rule),
      other.attemptLimits.counter('test-race', rule),
    ] as const;
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        hitLimits([[index % 2 === 0 ? counters[0] : counters[1], 'key']]),
      ),
    );
    const [row] = await t.database.db
      .select()
      .from(attemptWindows)
      .where(eq(attemptWindows.key, 'test-race:key'));
    expect(row?.count).toBe(40);
  });

  it('opens a new window once the last one ended and prunes the ended ones on a later attempt', async () => {
    const rule = { max: 2, windowMs: 60_000 };
    const counter = t.app.attemptLimits.counter('test-window', rule);
    const ip = uniqueIp();
    await hitLimits([[counter, ip]]);
    await hitLimits([[counter, ip]]);
    const [waitMs] = await retryAfterMs([[counter, ip]]);
    expect(waitMs).toBeGreaterThan(59_000);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await retryAfterMs([[counter, ip]])).toEqual([0]);
    // Another key's attempt, a minute after the last prune, deletes the ended window.
    await hitLimits([[counter, uniqueIp()]]);
    const left = await t.database.db
      .select()
      .from(attemptWindows)
      .where(like(attemptWindows.key, 'test-window:%'));
    expect(left.map((row) => row.key)).not.toContain(`test-window:${ip}`);
    await hitLimits([[counter, ip]]);
    expect(await retryAfterMs([[counter, ip]])).toEqual([0]);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('attempt limits in Redis (REDIS_URL), shared by two API processes', () => {
  const keyPrefix = `shop-test-${randomBytes(6).toString('hex')}:`;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // Each process on a database of its own: only Redis can make them count together.
    const env = { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: keyPrefix };
    [first, second] = [await createTestApp({ env }), await createTestApp({ env })];
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('refuses the sixth staff sign-in on either process after five failures split across both', async () => {
    // The staff member exists in both databases: the password is checked where the request lands.
    await expectOneStaffLimit([first.app, second.app], [first, second]);
  });

  it('counts concurrent attempts from both processes exactly, and a reset clears them for both', async () => {
    const rule = { max: 40, windowMs: 60_000 };
    const counters = [
      first.app.attemptLimits.counter('test-race', rule),
      second.app.attemptLimits.counter('test-race', rule),
    ] as const;
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        hitLimits([[index % 2 === 0 ? counters[0] : counters[1], 'key']]),
      ),
    );
    const [waitFirst, waitSecond] = await retryAfterMs([
      [counters[0], 'key'],
      [counters[1], 'key'],
    ]);
    expect(waitFirst).toBeGreaterThan(59_000);
    expect(waitSecond).toBeGreaterThan(59_000);
    await counters[1].reset('key');
    expect(await retryAfterMs([[counters[0], 'key']])).toEqual([0]);
  });
});
