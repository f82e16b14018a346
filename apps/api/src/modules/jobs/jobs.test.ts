import { type FailedJobList, failedJobListSchema } from '@shop/contract';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import {
  captchaChallenges,
  customerSessions,
  customerTokens,
  newsletterSubscriptions,
  newsletterTokens,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { EXPIRED_LINK_KEEP_DAYS } from '../customers/expired-rows.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
/** Settled by the test when the slow job may finish. */
let releaseSlowJob: () => void = () => {};
const slowJob = { started: false, finished: false };
let failingTries = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_SECONDS: '0.5' } });
  // Jobs are defined while the app is built, before it is ready.
  t.services.jobs.define<{ reason: string }>({
    name: 'test.always-fails',
    retryLimit: 1,
    retryDelaySeconds: 1,
    run: async ({ reason }) => {
      failingTries++;
      throw new Error(`cannot do it: ${reason}`);
    },
  });
  await t.app.ready();
});
afterAll(() => t.close());

async function jobState(name: string) {
  return queryRows<{ state: string; retry_count: number }>(
    t.database.db,
    sql`select state::text, retry_count from pgboss.job where name = ${name}`,
  );
}

describe('a job that always throws', () => {
  it('is retried, then kept as failed and shown to staff; the metrics count it', async () => {
    await t.services.jobs.send(t.database.db, 'test.always-fails', { reason: 'no such thing' });
    await expect
      .poll(async () => (await jobState('test.always-fails'))[0]?.state, { timeout: 15_000 })
      .toBe('failed');
    expect(failingTries).toBe(2);
    expect((await jobState('test.always-fails'))[0]?.retry_count).toBe(1);

    const inspector = await signedInStaff(t, 'Inspector');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/el/admin/jobs/failed',
      headers: { authorization: `Bearer ${inspector}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const list: FailedJobList = failedJobListSchema.parse(response.json());
    const failed = list.items.find((item) => item.queue === 'test.always-fails');
    expect(failed).toMatchObject({
      data: { reason: 'no such thing' },
      error: 'cannot do it: no such thing',
      retries: 1,
    });
    expect(Date.parse(failed?.failed ?? '')).toBeGreaterThanOrEqual(Date.parse(failed?.created ?? ''));

    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('shop_jobs{queue="test.always-fails",state="failed"} 1');
    expect(metrics.body).toContain('shop_job_failures_total{queue="test.always-fails"} 2');
  });

  it('is not shown without a staff token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/en/admin/jobs/failed' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a page size out of range with a field error', async () => {
    const inspector = await signedInStaff(t, 'Inspector');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/en/admin/jobs/failed?psize=0',
      headers: { authorization: `Bearer ${inspector}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('psize');
  });
});

describe('stopping', () => {
  it('takes no more jobs and waits for the one in hand', async () => {
    const stopping = await buildApp({ config: t.config, database: t.database, logger: false });
    stopping.services.jobs.define({
      name: 'test.slow',
      run: async () => {
        slowJob.started = true;
        await new Promise<void>((resolve) => {
          releaseSlowJob = resolve;
        });
        slowJob.finished = true;
      },
    });
    await stopping.ready();
    await stopping.services.jobs.send(t.database.db, 'test.slow', {});
    await expect.poll(() => slowJob.started, { timeout: 10_000 }).toBe(true);

    let closed = false;
    const closing = stopping.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(closed).toBe(false);
    releaseSlowJob();
    await closing;
    expect(slowJob.finished).toBe(true);
    expect(await jobState('test.slow')).toEqual([{ state: 'completed', retry_count: 0 }]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('stopping while a look for jobs waits (PostgreSQL)', () => {
  it('runs what that look fetches and records its outcome before letting go of the database', async () => {
    const stopping = await buildApp({ config: t.config, database: t.database, logger: false });
    let runs = 0;
    stopping.services.jobs.define({
      name: 'test.fetched-while-stopping',
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        runs++;
      },
    });
    await stopping.ready();
    let closing: Promise<void> | undefined;
    // The job queue stays locked until the app has begun to close: its workers' looks wait on the lock.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table pgboss.job in access exclusive mode`);
      await stopping.services.jobs.send(tx, 'test.fetched-while-stopping', {});
      await new Promise((resolve) => setTimeout(resolve, 1200));
      closing = stopping.close();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await closing;
    expect(runs).toBe(1);
    expect(await jobState('test.fetched-while-stopping')).toEqual([{ state: 'completed', retry_count: 0 }]);
  });
});

describe('a periodic job with several processes', () => {
  let apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('runs once per interval across them', async () => {
    const runs: number[] = [];
    apps = [0, 1, 2].map(() => undefined as unknown as FastifyInstance);
    for (const [index] of apps.entries()) {
      const app = await buildApp({ config: t.config, database: t.database, logger: false });
      app.services.jobs.every({
        name: 'test.tick',
        everySeconds: 1,
        runAtStart: true,
        run: async () => {
          runs.push(index);
        },
      });
      apps[index] = app;
    }
    await Promise.all(apps.map((app) => app.ready()));
    await new Promise((resolve) => setTimeout(resolve, 3500));
    for (const app of apps) await app.close();
    apps = [];

    const slots = await queryRows<{ slot: string; jobs: number }>(
      t.database.db,
      sql`select singleton_on::text as slot, count(*)::int as jobs from pgboss.job where name = 'test.tick' group by singleton_on`,
    );
    expect(slots.length).toBeGreaterThanOrEqual(2);
    expect(slots.every((slot) => slot.jobs === 1)).toBe(true);
    const [completed] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from pgboss.job where name = 'test.tick' and state = 'completed'`,
    );
    expect(runs).toHaveLength(completed?.count ?? -1);
  });
});

describe('the cleanup of expired rows', () => {
  it('deletes ended sessions, links expired a while ago and spent challenges past their expiry, nothing else', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const ended = await signedUpCustomer(t);
    const current = await signedUpCustomer(t);
    const endedSessions = await t.database.db
      .update(customerSessions)
      .set({ expiresAt: new Date(now - 60_000) })
      .where(eq(customerSessions.customerId, ended.id))
      .returning({ id: customerSessions.id });
    const token = (hash: string, expiresAt: Date) => ({
      tokenHash: `${hash}-${now}`,
      customerId: current.id,
      purpose: 'reset_password' as const,
      expiresAt,
    });
    await t.database.db
      .insert(customerTokens)
      .values([token('old', new Date(now - 31 * day)), token('recent', new Date(now - day))]);
    const [subscription] = await t.database.db
      .insert(newsletterSubscriptions)
      .values({ email: `cleanup-${now}@example.gr`, source: 'footer' })
      .returning({ id: newsletterSubscriptions.id });
    await t.database.db.insert(newsletterTokens).values([
      {
        tokenHash: `nl-old-${now}`,
        subscriptionId: subscription?.id ?? 0,
        expiresAt: new Date(now - 31 * day),
      },
      {
        tokenHash: `nl-recent-${now}`,
        subscriptionId: subscription?.id ?? 0,
        expiresAt: new Date(now - day),
      },
    ]);
    await t.database.db.insert(captchaChallenges).values([
      { nonce: `spent-${now}`, expiresAt: new Date(now - 1000) },
      { nonce: `live-${now}`, expiresAt: new Date(now + 60_000) },
    ]);

    expect(endedSessions.length).toBeGreaterThan(0);
    expect(await t.services.customerCleanup.deleteExpired()).toEqual({
      sessions: endedSessions.length,
      links: 1,
    });
    expect(await t.services.newsletter.deleteExpiredLinks(EXPIRED_LINK_KEEP_DAYS)).toBe(1);
    expect(await t.services.captcha.deleteExpired()).toBe(1);

    const sessions = await t.database.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.customerId, ended.id));
    expect(sessions).toHaveLength(0);
    const kept = await t.database.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.customerId, current.id));
    expect(kept).toHaveLength(1);
    const links = await t.database.db
      .select()
      .from(customerTokens)
      .where(like(customerTokens.tokenHash, `%-${now}`));
    expect(links.map((link) => link.tokenHash)).toEqual([`recent-${now}`]);
    const challenges = await t.database.db
      .select()
      .from(captchaChallenges)
      .where(like(captchaChallenges.nonce, `%-${now}`));
    expect(challenges.map((challenge) => challenge.nonce)).toEqual([`live-${now}`]);
    // Deleting again deletes nothing.
    expect(await t.services.customerCleanup.deleteExpired()).toEqual({ sessions: 0, links: 0 });
  });
});
