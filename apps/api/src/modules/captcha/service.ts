import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { captchaChallenges } from '../../db/schema/captcha.ts';
import { HttpError } from '../../lib/http-error.ts';
import { deriveKey } from '../../lib/secrets.ts';

/** The proof of work the storefront's solver knows (Web Crypto has it natively). */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** How long a challenge may be solved and sent; a used one is remembered that long. */
export const CAPTCHA_CHALLENGE_SECONDS = 10 * 60;

export interface CaptchaWork {
  /** PBKDF2 rounds per try. */
  cost: number;
  /** The hidden counter is drawn from [maxCounter / 2, maxCounter]: the tries a solver needs. */
  maxCounter: number;
}

export type CaptchaVerdict = 'verified' | 'invalid' | 'expired' | 'used';

// What ALTCHA's widget sends: base64 of `{ challenge, solution }`. Checked before altcha-lib reads
// it, so a malformed payload is an invalid one rather than an exception deep in the library.
const hex = (max: number) =>
  z
    .string()
    .regex(/^[0-9a-f]*$/)
    .max(max);
const payloadSchema = z.object({
  challenge: z.object({
    // Exactly the parameters a challenge of ours has: anything else fails the signature anyway.
    parameters: z.object({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{32}$/),
      salt: hex(64),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex(128),
      keySignature: hex(128),
      expiresAt: z.number().int().positive(),
    }),
    signature: hex(128),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex(128),
    time: z.number().optional(),
  }),
});

function parsePayload(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

/**
 * The sign-in captcha (decision 014): ALTCHA proof-of-work challenges signed with keys derived
 * from the app secret, so the server keeps nothing until a solution comes back; an accepted
 * solution's challenge is then kept in `captcha_challenges` until it expires, and the same
 * solution sent again is refused. The challenge hides its counter (altcha-lib's deterministic
 * mode) and carries an HMAC of the key it leads to, so checking a solution costs one HMAC, not
 * the work the client did.
 */
export class CaptchaService {
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly work: CaptchaWork,
  ) {
    this.signatureSecret = Buffer.from(deriveKey(secret, 'captcha-challenge')).toString('hex');
    this.keySignatureSecret = Buffer.from(deriveKey(secret, 'captcha-key')).toString('hex');
  }

  async challenge(now = new Date()): Promise<Challenge> {
    const { cost, maxCounter } = this.work;
    return createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost,
      counter: randomInt(maxCounter, Math.ceil(maxCounter / 2)),
      deriveKey: pbkdf2,
      expiresAt: new Date(now.getTime() + CAPTCHA_CHALLENGE_SECONDS * 1000),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  /** Checks a solved payload and spends its challenge: `verified` once, `used` after. */
  async verify(payload: string): Promise<CaptchaVerdict> {
    const parsed = parsePayload(payload);
    if (!parsed) return 'invalid';
    const { challenge, solution } = parsed;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey: pbkdf2,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    if (result.expired) return 'expired';
    if (!result.verified) return 'invalid';
    const [spent] = await this.db
      .insert(captchaChallenges)
      .values({
        nonce: challenge.parameters.nonce,
        expiresAt: new Date(challenge.parameters.expiresAt * 1000),
      })
      .onConflictDoNothing()
      .returning({ nonce: captchaChallenges.nonce });
    return spent ? 'verified' : 'used';
  }

  /** Deletes spent challenges past their expiry (their signed expiry refuses them already); answers how many. */
  async deleteExpired(now = new Date()): Promise<number> {
    const deleted = await this.db
      .delete(captchaChallenges)
      .where(lt(captchaChallenges.expiresAt, now))
      .returning({ nonce: captchaChallenges.nonce });
    return deleted.length;
  }

  /**
   * For a request past an attempt limit: passes only with a solved, unused challenge. Without
   * one the answer is 429 `captcha_required`, with a bad, expired or used one 400 `captcha_invalid`;
   * both name the `cap` field, so the form shows the captcha there.
   */
  async requireSolved(payload: string | undefined): Promise<void> {
    if (!payload) throw new HttpError(429, 'captcha_required', { cap: ['captcha_required'] });
    if ((await this.verify(payload)) !== 'verified') {
      throw new HttpError(400, 'captcha_invalid', { cap: ['captcha_invalid'] });
    }
  }
}
