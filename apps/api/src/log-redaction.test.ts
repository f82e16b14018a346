import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loggerOptions } from './lib/log-redaction.ts';
import { PASSWORD, uniqueIp } from './modules/customers/test-fixtures.ts';
import { createTestApp, type TestApp, xsrf } from './test/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The API as `server.ts` builds it, logging into `lines`. */
async function loggingApp(lines: string[]) {
  const logger = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
  return buildApp({ config: t.config, database: t.database, logger });
}

describe('the API log', () => {
  it('shows a failed customer insert without its hash, email, name or phone', async () => {
    const lines: string[] = [];
    const app = await loggingApp(lines);
    // Every new customer row is refused by the database, as a full disk or a broken constraint would.
    await t.database.db.execute(
      sql`ALTER TABLE customers ADD CONSTRAINT refuse_new_rows CHECK (false) NOT VALID`,
    );
    try {
      const token = await xsrf(app);
      const email = 'leaky.customer@example.gr';
      const response = await app.inject({
        method: 'POST',
        url: '/api/el/customers/register',
        headers: { ...token.headers, 'x-forwarded-for': uniqueIp() },
        payload: { eml: email, pwd: PASSWORD, cpwd: PASSWORD, trm: true, fnm: 'Ευανθία', lnm: 'Καραγιάννη' },
      });
      expect(response.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('Failed query: insert into');
      expect(log).toContain('refuse_new_rows');
      for (const secret of [
        email,
        'leaky.customer',
        '$argon2',
        PASSWORD,
        'Ευανθία',
        'Καραγιάννη',
        'params:',
      ]) {
        expect(log, secret).not.toContain(secret);
      }
    } finally {
      await t.database.db.execute(sql`ALTER TABLE customers DROP CONSTRAINT refuse_new_rows`);
      await app.close();
    }
  });

  it('redacts personal fields a log call passes and personal query values of request URLs', async () => {
    const lines: string[] = [];
    const app = await loggingApp(lines);
    try {
      app.log.info(
        { customer: { eml: 'a@example.gr', mob: '6912345678', adr1: 'Ερμού 1' }, pwd: 'x' },
        'note',
      );
      await app.inject({ method: 'GET', url: '/api/el/customers/resetpasswordrequest?email=b%40example.gr' });
      const log = lines.join('');
      expect(log).toContain('[Redacted]');
      for (const secret of ['a@example.gr', '6912345678', 'Ερμού', 'b@example.gr', 'b%40example.gr']) {
        expect(log, secret).not.toContain(secret);
      }
      expect(log).toContain('/api/el/customers/resetpasswordrequest?email=');
    } finally {
      await app.close();
    }
  });
});
