/**
 * The proof of work of the captcha (decision 014: sign-in, contact forms), solved in the page with Web Crypto:
 * ALTCHA's v2 PBKDF2 challenge, where the key derived from the challenge's nonce followed by a
 * 32-bit counter must start with the challenge's key prefix. The browser derives each key off the
 * main thread, so the page stays responsive without a worker (which a strict CSP might refuse).
 */

export interface CaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength?: number;
    keyPrefix: string;
  };
}

export interface CaptchaSolution {
  counter: number;
  /** The derived key, lower-case hex. */
  derivedKey: string;
  /** Milliseconds the search took. */
  time: number;
}

export interface SolveOptions {
  /** The first counter tried, and the step between tries (solvers running side by side interleave). */
  counterStart?: number;
  counterStep?: number;
  /** Gives up (null) after this many milliseconds. */
  timeout?: number;
  /** Gives up (null) as soon as this answers true. */
  aborted?: () => boolean;
}

const HASHES: Record<string, string> = {
  'PBKDF2/SHA-256': 'SHA-256',
  'PBKDF2/SHA-384': 'SHA-384',
  'PBKDF2/SHA-512': 'SHA-512',
};

export const SOLVABLE_ALGORITHMS = Object.keys(HASHES);

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new Error('not hex');
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function solveChallenge(
  challenge: CaptchaChallenge,
  { counterStart = 0, counterStep = 1, timeout = 90_000, aborted = () => false }: SolveOptions = {},
): Promise<CaptchaSolution | null> {
  const { algorithm, nonce, salt, cost, keyLength = 32, keyPrefix } = challenge.parameters;
  const hash = HASHES[algorithm];
  if (!hash) throw new Error(`Unsupported algorithm ${algorithm}.`);
  const prefix = keyPrefix.toLowerCase();
  const saltBytes = fromHex(salt);
  const nonceBytes = fromHex(nonce);
  // The password: the nonce, then the counter as a big-endian 32-bit integer.
  const password = new Uint8Array(nonceBytes.length + 4);
  password.set(nonceBytes);
  const counterView = new DataView(password.buffer, nonceBytes.length, 4);
  const start = performance.now();
  for (let counter = counterStart; counter <= 0xffffffff; counter += counterStep) {
    if (aborted() || performance.now() - start > timeout) return null;
    counterView.setUint32(0, counter, false);
    const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', salt: saltBytes, iterations: cost, hash },
      key,
      keyLength * 8,
    );
    const derivedKey = toHex(new Uint8Array(bits));
    if (derivedKey.startsWith(prefix)) {
      return { counter, derivedKey, time: Math.round(performance.now() - start) };
    }
  }
  return null;
}

type WorkMessage =
  | {
      type: 'work';
      challenge: CaptchaChallenge;
      counterStart?: number;
      counterStep?: number;
      timeout?: number;
    }
  | { type: 'abort' };

/**
 * What ALTCHA's widget expects of a worker (`postMessage` of work or abort, a `message` event with
 * the solution or null, `terminate`), solving in the page. Registered for the PBKDF2 algorithms
 * instead of the widget's own workers, so no worker script is loaded at all.
 */
export class InPageSolver extends EventTarget {
  private stopped = false;

  postMessage(message: WorkMessage): void {
    if (message.type === 'abort') {
      this.stopped = true;
      return;
    }
    this.stopped = false;
    const { challenge, counterStart, counterStep, timeout } = message;
    solveChallenge(challenge, { counterStart, counterStep, timeout, aborted: () => this.stopped }).then(
      (solution) => this.dispatchEvent(new MessageEvent('message', { data: solution })),
      (error: unknown) => this.dispatchEvent(new MessageEvent('message', { data: { error: String(error) } })),
    );
  }

  terminate(): void {
    this.stopped = true;
  }
}
