import type { CustomerSession } from '@shop/contract';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { CAPTCHA_ALGORITHM, CAPTCHA_CHALLENGE_SECONDS } from '../captcha/service.ts';
import { ATTEMPT_LIMITS } from './routes.ts';
import { PASSWORD, signedUpCustomer, uniqueEmail, uniqueIp } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function signIn(email: string, options: { password?: string; ip?: string; cap?: string } = {}) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/el/customers/login',
    headers: token.headers,
    remoteAddress: options.ip ?? uniqueIp(),
    payload: {
      eml: email,
      pwd: options.password ?? PASSWORD,
      ...(options.cap === undefined ? {} : { cap: options.cap }),
    },
  });
}

async function fetchChallenge(): Promise<Challenge> {
  const response = await t.app.inject({ method: 'GET', url: '/api/el/captcha/challenge' });
  expect(response.statusCode).toBe(200);
  return response.json<Challenge>();
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/** What the storefront's widget sends: the challenge from the API and the solution the work found. */
async function solvedCaptcha(): Promise<string> {
  const challenge = await fetchChallenge();
  const solution = await solveChallenge({ challenge, deriveKey: pbkdf2 });
  if (!solution) throw new Error('the challenge was not solved');
  return encode({ challenge, solution });
}

/** A customer whose email is past its limit: a failed sign-in from as many IPs as the limit allows. */
async function customerPastEmailLimit(): Promise<string> {
  const email = uniqueEmail('targeted');
  await signedUpCustomer(t, email);
  for (let attempt = 1; attempt <= ATTEMPT_LIMITS.loginFailuresPerEmail.max; attempt += 1) {
    expect((await signIn(email, { password: `Wrong-${attempt}` })).statusCode).toBe(401);
  }
  return email;
}

describe('GET /captcha/challenge', () => {
  it('answers a signed proof-of-work challenge that expires, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/en/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<Challenge>();
    expect(challenge.parameters).toMatchObject({
      algorithm: CAPTCHA_ALGORITHM,
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresIn = (challenge.parameters.expiresAt ?? 0) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(CAPTCHA_CHALLENGE_SECONDS - 60);
    expect(expiresIn).toBeLessThanOrEqual(CAPTCHA_CHALLENGE_SECONDS);
  });
});

describe('sign-in past the attempt limits', () => {
  it('lets the owner in from another IP however often a password was wrong from one IP', async () => {
    const email = uniqueEmail('owner');
    await signedUpCustomer(t, email);
    const attacker = uniqueIp();
    for (let attempt = 1; attempt <= ATTEMPT_LIMITS.loginFailuresPerEmailAndIp.max; attempt += 1) {
      expect((await signIn(email, { password: `Guess-${attempt}`, ip: attacker })).statusCode).toBe(401);
    }
    const blocked = await signIn(email, { password: 'Guess-more', ip: attacker });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('captcha_required');

    const owner = await signIn(email, { ip: uniqueIp() });
    expect(owner.statusCode).toBe(200);
    expect(owner.json<CustomerSession>().eml).toBe(email);
  });

  it('asks the same IP for a captcha from the attempt after the limit, in the request language', async () => {
    const email = uniqueEmail('typo');
    await signedUpCustomer(t, email);
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= ATTEMPT_LIMITS.loginFailuresPerEmailAndIp.max; attempt += 1) {
      await signIn(email, { password: `Wrong-${attempt}`, ip });
    }
    const token = await xsrf(t.app);
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/en/customers/login',
      headers: token.headers,
      remoteAddress: ip,
      payload: { eml: email, pwd: PASSWORD },
    });
    expect(english.statusCode).toBe(429);
    expect(english.json()).toEqual({
      code: 'captcha_required',
      message: 'There were many failed attempts. Complete the security check and try again.',
      errors: { cap: ['captcha_required'] },
    });
    expect(english.headers['retry-after']).toBeUndefined();
  });

  it('past the per-email limit asks every IP, and a solved challenge lets the right password in', async () => {
    const email = await customerPastEmailLimit();
    const ownerIp = uniqueIp();
    const asked = await signIn(email, { ip: ownerIp });
    expect(asked.statusCode).toBe(429);
    expect(asked.json().code).toBe('captcha_required');

    const solved = await signIn(email, { ip: ownerIp, cap: await solvedCaptcha() });
    expect(solved.statusCode).toBe(200);
    expect(solved.json<CustomerSession>().eml).toBe(email);
  });

  it('still checks the password after a solved challenge', async () => {
    const email = await customerPastEmailLimit();
    const wrong = await signIn(email, { password: 'Wrong-again', cap: await solvedCaptcha() });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('login_not_authorized');
  });

  it('refuses a solution sent a second time', async () => {
    const email = await customerPastEmailLimit();
    const cap = await solvedCaptcha();
    expect((await signIn(email, { password: 'Wrong-again', cap })).statusCode).toBe(401);
    const replayed = await signIn(email, { cap });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'captcha_invalid', errors: { cap: ['captcha_invalid'] } });
    // Even after a success the solution stays spent.
    const fresh = await solvedCaptcha();
    expect((await signIn(email, { cap: fresh })).statusCode).toBe(200);
    expect((await signIn(email, { cap: fresh })).statusCode).toBe(400);
  });

  it('refuses a wrong, tampered, foreign or malformed solution', async () => {
    const email = await customerPastEmailLimit();
    const challenge = await fetchChallenge();
    const solution = await solveChallenge({ challenge, deriveKey: pbkdf2 });
    if (!solution) throw new Error('the challenge was not solved');
    const otherKey = solution.derivedKey.replace(/^./, (digit) => (digit === '0' ? '1' : '0'));
    // A challenge the solver made up, "signed" without the shop's key, with a cheap prefix.
    const forged = {
      ...challenge,
      parameters: { ...challenge.parameters, keyPrefix: '0', keySignature: undefined },
    };
    const forgedSolution = await solveChallenge({ challenge: forged, deriveKey: pbkdf2 });
    const payloads = {
      'wrong key': encode({ challenge, solution: { ...solution, derivedKey: otherKey } }),
      'no solution': encode({ challenge, solution: { counter: 0, derivedKey: '00' } }),
      'another nonce': encode({
        challenge: { ...challenge, parameters: { ...challenge.parameters, nonce: 'ab'.repeat(16) } },
        solution,
      }),
      'cheaper work': encode({ challenge: forged, solution: forgedSolution }),
      'no signature': encode({ challenge: { parameters: challenge.parameters }, solution }),
      'not base64 JSON': 'not-a-payload',
      'a test payload': encode({ challenge: null, solution: null, test: true }),
    };
    for (const [name, cap] of Object.entries(payloads)) {
      const response = await signIn(email, { cap });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().code, name).toBe('captcha_invalid');
    }
    // The genuine solution was never spent by those attempts.
    expect((await signIn(email, { cap: encode({ challenge, solution }) })).statusCode).toBe(200);
  });

  it('refuses a solution whose challenge has expired', async () => {
    const email = await customerPastEmailLimit();
    const cap = await solvedCaptcha();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CAPTCHA_CHALLENGE_SECONDS + 1) * 1000);
    const late = await signIn(email, { cap });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('captcha_invalid');
  });

  it('refuses a solved challenge of another install (another app secret)', async () => {
    const other = await createTestApp();
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/el/captcha/challenge' });
      const challenge = response.json<Challenge>();
      const solution = await solveChallenge({ challenge, deriveKey: pbkdf2 });
      const email = await customerPastEmailLimit();
      const foreign = await signIn(email, { cap: encode({ challenge, solution }) });
      expect(foreign.statusCode).toBe(400);
    } finally {
      await other.close();
    }
  });
});
