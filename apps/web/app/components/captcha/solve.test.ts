import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CaptchaChallenge, InPageSolver, solveChallenge } from './solve';

/** A challenge as the API makes one: the key of a hidden counter, whose first half is the prefix. */
function challengeHiding(counter: number, cost = 10) {
  const nonce = randomBytes(16);
  const salt = randomBytes(16);
  const password = Buffer.concat([nonce, Buffer.alloc(4)]);
  password.writeUInt32BE(counter, nonce.length);
  const key = pbkdf2Sync(password, salt, cost, 32, 'sha256').toString('hex');
  const challenge: CaptchaChallenge = {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: nonce.toString('hex'),
      salt: salt.toString('hex'),
      cost,
      keyLength: 32,
      keyPrefix: key.slice(0, 32),
    },
  };
  return { challenge, key };
}

describe('the in-page captcha solver', () => {
  it("finds the hidden counter and its key with Web Crypto, as altcha-lib's verifier expects", async () => {
    const { challenge, key } = challengeHiding(37);
    expect(await solveChallenge(challenge)).toMatchObject({ counter: 37, derivedKey: key });
  });

  it('interleaves with other solvers by start and step, and gives up when aborted', async () => {
    const { challenge } = challengeHiding(12);
    expect((await solveChallenge(challenge, { counterStart: 0, counterStep: 4 }))?.counter).toBe(12);
    expect(await solveChallenge(challenge, { aborted: () => true })).toBeNull();
    await expect(
      solveChallenge({ parameters: { ...challenge.parameters, algorithm: 'SCRYPT' } }),
    ).rejects.toThrow(/Unsupported/);
  });

  it("speaks the widget's worker protocol", async () => {
    const { challenge, key } = challengeHiding(5);
    const solver = new InPageSolver();
    const answer = new Promise<unknown>((resolve) =>
      solver.addEventListener('message', (event) => resolve((event as MessageEvent).data)),
    );
    solver.postMessage({ type: 'work', challenge, counterStart: 1, counterStep: 2 });
    expect(await answer).toMatchObject({ counter: 5, derivedKey: key });
  });
});
