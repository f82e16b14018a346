import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { PASSWORD, register, uniqueEmail, uniqueIp } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function timedResetRequest(email: string): Promise<number> {
  const started = performance.now();
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/el/customers/resetpasswordrequest?email=${encodeURIComponent(email)}`,
    remoteAddress: uniqueIp(),
  });
  const elapsed = performance.now() - started;
  expect(response.statusCode).toBe(200);
  // The mail work of one request must not slow the next one down, whichever it is.
  await t.services.customers.settled();
  return elapsed;
}

/** Medians of each kind and of the differences of requests made side by side (the machine's load drifts alike). */
function compare(knownTimes: number[], unknownTimes: number[]) {
  return {
    known: median(knownTimes),
    unknown: median(unknownTimes),
    paired: median(knownTimes.map((time, index) => time - (unknownTimes[index] ?? 0))),
  };
}

/** Requests for every address of both lists, each known one beside an unknown one, in alternating order. */
async function timeSideBySide(
  known: string[],
  unknown: string[],
  timed: (email: string) => Promise<number>,
): Promise<{ knownTimes: number[]; unknownTimes: number[] }> {
  const knownTimes: number[] = [];
  const unknownTimes: number[] = [];
  for (let index = 0; index < known.length; index += 1) {
    const order = index % 2 ? ['known', 'unknown'] : ['unknown', 'known'];
    for (const kind of order) {
      if (kind === 'known') knownTimes.push(await timed(known[index] ?? ''));
      else unknownTimes.push(await timed(unknown[index] ?? ''));
    }
  }
  return { knownTimes, unknownTimes };
}

describe('registration', () => {
  it('answers an address with an account as fast as a new one', async () => {
    const rounds = 30;
    const known = Array.from({ length: rounds }, () => uniqueEmail('register-known'));
    for (const email of known) await register(t, email);
    const unknown = Array.from({ length: rounds }, () => uniqueEmail('register-new'));
    const timed = async (email: string) => {
      const token = await xsrf(t.app);
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/el/customers/register',
        headers: token.headers,
        remoteAddress: uniqueIp(),
        payload: { eml: email, pwd: PASSWORD, cpwd: PASSWORD, trm: true, fnm: 'Νίκος' },
      });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(200);
      await t.services.customers.settled();
      return elapsed;
    };
    await timed(uniqueEmail('register-warm'));
    const { knownTimes, unknownTimes } = await timeSideBySide(known, unknown, timed);
    const medians = compare(knownTimes, unknownTimes);
    console.info(
      `registration medians over ${rounds} each: existing ${medians.known.toFixed(2)} ms, new ${medians.unknown.toFixed(2)} ms, paired difference ${medians.paired.toFixed(2)} ms`,
    );
    expect(Math.abs(medians.paired)).toBeLessThan(0.2 * medians.unknown);
  }, 120_000);
});

describe('password-reset request timing', () => {
  it('takes the same time for an email with an account as for one without', async () => {
    const rounds = 150;
    // Each address once: the per-address mail limit (3 an hour) must not answer a request early.
    const known = Array.from({ length: rounds }, () => uniqueEmail('timing-known'));
    await t.database.db
      .insert(customers)
      .values(known.map((email) => ({ email, passwordHash: 'not-a-hash', emailVerifiedAt: new Date() })));
    const unknown = Array.from({ length: rounds }, () => uniqueEmail('timing-unknown'));
    // Warm up both paths (first compilation, first queries), then interleave so load affects both alike.
    await timedResetRequest(uniqueEmail('timing-warm'));
    const { knownTimes, unknownTimes } = await timeSideBySide(known, unknown, timedResetRequest);
    const medians = compare(knownTimes, unknownTimes);
    console.info(
      `reset request medians over ${rounds} each: known ${medians.known.toFixed(2)} ms, unknown ${medians.unknown.toFixed(2)} ms, paired difference ${medians.paired.toFixed(2)} ms`,
    );
    // Before the answer stopped waiting for the mail, a known address took about twice as long.
    expect(Math.abs(medians.paired)).toBeLessThan(0.25 * medians.unknown);
    expect(medians.known / medians.unknown).toBeGreaterThan(0.75);
    expect(medians.known / medians.unknown).toBeLessThan(1.33);
  }, 120_000);
});
