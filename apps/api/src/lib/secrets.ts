import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A guid for a mailed link: 122 random bits, unguessable. */
export function newGuid(): string {
  return randomUUID();
}

/** An opaque bearer secret (256 bits). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored instead of a guid or token: a leaked table then opens no account.
 * A plain SHA-256 suffices because the inputs are long random values, not passwords.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A key for one purpose, derived from the app secret, so tokens of one kind never verify as another. */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`${purpose}\0${secret}`).digest());
}
