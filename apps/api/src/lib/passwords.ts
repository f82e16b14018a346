import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The package declares `Algorithm` as an ambient const enum, which isolated modules cannot read at run time.
const ARGON2ID = 2 as Algorithm.Argon2id;

/** OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane (about 15 ms here). */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the account does not exist, so an unknown email costs the same time as a wrong password.
const unknownAccountHash = hashPassword('no account has this password');

/** False for a missing hash too, after spending the same work as a real check. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await unknownAccountHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
