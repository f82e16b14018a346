import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { loggerOptions } from '../../lib/log-redaction.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { sandboxTestKit } from '../payments/test-fixtures.ts';

const METRICS_TOKEN = 'metrics-token-of-this-test-0123456789abcdef';

let kit: Awaited<ReturnType<typeof sandboxTestKit>>;
let withToken: TestApp;
beforeAll(async () => {
  kit = await sandboxTestKit();
  withToken = await createTestApp({ env: { METRICS_TOKEN } });
});
afterAll(async () => {
  await kit.t.close();
  await withToken.close();
});

/** Samples of the Prometheus text format by series (`name{label="value",…}`), comments skipped. */
function parseExposition(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*(?:\{.*\})?) (\S+)$/.exec(line);
    if (!match?.[1] || !match[2]) throw new Error(`not an exposition line: ${line}`);
    samples.set(match[1], Number(match[2]));
  }
  return samples;
}

async function scrape(app = kit.t.app) {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return { text: response.body, samples: parseExposition(response.body) };
}

const sample = (samples: Map<string, number>, series: string) => samples.get(series) ?? 0;

describe('GET /metrics', () => {
  it('counts requests by route pattern and method, and answers by status class', async () => {
    const before = (await scrape()).samples;
    for (let i = 0; i < 3; i++) await kit.t.app.inject({ method: 'GET', url: '/api/health' });
    await kit.t.app.inject({ method: 'GET', url: '/api/el/products/getbyurl?url=no-such-product-here' });
    await kit.t.app.inject({ method: 'GET', url: '/no/such/page/a1b2c3' });
    const { text, samples } = await scrape();

    const health = 'http_request_duration_seconds_count{method="GET",route="/api/health"}';
    expect(sample(samples, health) - sample(before, health)).toBe(3);
    const unmatched = 'http_request_duration_seconds_count{method="GET",route="unmatched"}';
    expect(sample(samples, unmatched) - sample(before, unmatched)).toBe(1);
    const twoXx = 'http_responses_total{status_class="2xx"}';
    // The three health checks and the scrape before them.
    expect(sample(samples, twoXx) - sample(before, twoXx)).toBe(4);
    const fourXx = 'http_responses_total{status_class="4xx"}';
    expect(sample(samples, fourXx) - sample(before, fourXx)).toBe(2);
    // Patterns, never the URLs visitors send.
    expect(text).toContain('route="/api/:lang/products/getbyurl"');
    expect(text).not.toContain('no-such-product-here');
    expect(text).not.toContain('a1b2c3');
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"\} /m,
    );
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('counts placed orders and settled card payments by result', async () => {
    const before = (await scrape()).samples;
    const order = await kit.cardOrder();
    // What checkout does after the order's transaction committed.
    await kit.t.services.orders.notifyPlaced(order);
    const declined = await kit.cardOrder();
    await kit.t.services.orders.notifyPlaced(declined);
    expect((await kit.decide(order.reference, 'approve')).status).toBe(303);
    expect((await kit.decide(declined.reference, 'decline')).status).toBe(303);
    const { samples } = await scrape();

    expect(sample(samples, 'shop_orders_placed_total') - sample(before, 'shop_orders_placed_total')).toBe(2);
    const paid = 'shop_payment_reports_total{provider="sandbox",result="paid"}';
    const failed = 'shop_payment_reports_total{provider="sandbox",result="failed"}';
    expect(sample(samples, paid) - sample(before, paid)).toBe(1);
    expect(sample(samples, failed) - sample(before, failed)).toBe(1);
  });

  it("reads the mail outbox's pending and failed counts", async () => {
    await kit.t.database.db.delete(mailOutbox);
    const mail = { subject: 'Δοκιμή', html: '<p>Δοκιμή</p>', text: 'Δοκιμή' };
    await kit.t.services.mail.send({ ...mail, to: 'one@example.gr' });
    await kit.t.services.mail.send({ ...mail, to: 'two@example.gr' });
    const given = await kit.t.services.mail.send({ ...mail, to: 'three@example.gr' });
    await kit.t.database.db.execute(sql`update mail_outbox set attempts = 8 where id = ${given}`);
    const sent = await kit.t.services.mail.send({ ...mail, to: 'four@example.gr' });
    await kit.t.database.db.execute(
      sql`update mail_outbox set sent_at = now(), attempts = 1 where id = ${sent}`,
    );

    const { samples } = await scrape();
    expect(samples.get('shop_mail_outbox_messages{state="pending"}')).toBe(2);
    expect(samples.get('shop_mail_outbox_messages{state="failed"}')).toBe(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("shows the PostgreSQL pool's connections", async () => {
    const { samples } = await scrape();
    expect(samples.get('db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(samples.has('db_pool_connections{state="idle"}')).toBe(true);
    expect(samples.get('db_pool_connections{state="waiting"}')).toBe(0);
  });

  it('answers only this machine, or a scraper with the METRICS_TOKEN', async () => {
    const elsewhere = { method: 'GET' as const, url: '/metrics', remoteAddress: '203.0.113.7' };
    const refused = await kit.t.app.inject(elsewhere);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('http_requests');
    // Without a token configured, no bearer opens it.
    const guessed = await kit.t.app.inject({
      ...elsewhere,
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(guessed.statusCode).toBe(404);
    // A forwarded header does not make a remote client local, nor a local proxy's remote client.
    const forwarded = await kit.t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(forwarded.statusCode).toBe(404);

    const wrong = await withToken.app.inject({
      ...elsewhere,
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(404);
    const right = await withToken.app.inject({
      ...elsewhere,
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect((await withToken.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
  });
});

describe('request log and request ids', () => {
  it('writes one JSON line per request with its id, taking a well-formed x-request-id', async () => {
    const lines: string[] = [];
    const logger = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
    const app = await buildApp({ config: kit.t.config, database: kit.t.database, logger });
    try {
      const given = 'storefront-0f3c2a9e-7d41-4b8a-9c1e-2f6a8b0d4e17';
      const first = await app.inject({
        method: 'GET',
        url: '/api/el/customers/resetpasswordrequest?email=someone%40example.gr',
        headers: { 'x-request-id': given },
      });
      expect(first.headers['x-request-id']).toBe(given);
      const second = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'bad id!' },
      });
      const ownId = String(second.headers['x-request-id']);
      expect(ownId).toMatch(/^[0-9a-f-]{36}$/);

      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const completed = entries.filter((entry) => entry.msg === 'request completed');
      expect(completed).toHaveLength(2);
      expect(entries.filter((entry) => entry.reqId === given)).toHaveLength(1);
      expect(completed[0]).toMatchObject({
        reqId: given,
        route: '/api/:lang/customers/resetpasswordrequest',
        statusCode: first.statusCode,
        req: { method: 'GET' },
      });
      expect(typeof completed[0]?.responseTime).toBe('number');
      expect(JSON.stringify(completed[0])).not.toContain('someone');
      expect(completed[1]).toMatchObject({ reqId: ownId, route: '/api/health', statusCode: 200 });
    } finally {
      await app.close();
    }
  });
});
