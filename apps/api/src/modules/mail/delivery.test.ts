import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { freePort } from '../../lib/free-port.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import type { OutgoingMail } from './service.ts';
import { TestSmtpServer } from './test-smtp-server.ts';

let t: TestApp;
let second: FastifyInstance;
let smtp: TestSmtpServer;

beforeAll(async () => {
  const port = await freePort();
  smtp = new TestSmtpServer(port);
  // Retries 1-2 s apart and workers looking every half second keep the test short.
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_DELAY_SECONDS: '1', JOB_POLL_SECONDS: '0.5' },
  });
  // A second API on the same database: two job workers, as two processes of one shop.
  second = await buildApp({ config: t.config, database: t.database, logger: false });
});

afterAll(async () => {
  await second?.close();
  await smtp?.stop();
  await t?.close();
});

const mail = (subject: string): OutgoingMail => ({
  to: `${subject.replaceAll(' ', '-')}@example.gr`,
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
});

async function outbox(ids: number[]) {
  return t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
}

describe('mail delivery through SMTP', () => {
  it('sends every mail exactly once after the server was down for a while, with two workers', async () => {
    // Written before any worker started: the sweep at start gives it its delivery job.
    const ids = [await t.services.mail.send(mail('before start'))];
    await t.app.ready();
    await second.ready();
    ids.push(await t.services.mail.send(mail('first app')));
    ids.push(await second.services.mail.send(mail('second app')));
    await t.database.db.transaction(async (tx) => {
      ids.push(await second.services.mail.sendIn(tx, mail('committed with its order')));
      ids.push(await t.services.mail.sendIn(tx, mail('committed too')));
    });
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.services.mail.sendIn(tx, mail('rolled back'));
        tx.rollback();
      }),
    ).rejects.toThrow();

    // Nothing listens yet: every message is tried, fails, and waits for its retry.
    await expect
      .poll(async () => (await outbox(ids)).every((row) => row.lastError !== null), { timeout: 15_000 })
      .toBe(true);
    for (const row of await outbox(ids)) {
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await expect
      .poll(async () => (await outbox(ids)).every((row) => row.sentAt !== null), { timeout: 20_000 })
      .toBe(true);
    // A second delivery of any of them would arrive within a retry's delay.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const rows = await outbox(ids);
    expect(smtp.received.map((received) => received.messageId).sort()).toEqual(
      rows.map((row) => row.messageId).sort(),
    );
    expect(smtp.received.some((received) => received.subject === 'rolled back')).toBe(false);
    for (const row of rows) {
      expect(row.claimedUntil).toBeNull();
      expect(row.lastError).toBeNull();
      expect(row.attempts).toBeGreaterThanOrEqual(2);
    }
    const [rolledBack] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'rolled back'));
    expect(rolledBack?.count).toBe(0);
    const jobs = await queryRows<{ state: string; count: number }>(
      t.database.db,
      sql`select state::text, count(*)::int as count from pgboss.job where name = 'mail.deliver' group by state`,
    );
    expect(jobs).toEqual([{ state: 'completed', count: ids.length }]);
  });
});
