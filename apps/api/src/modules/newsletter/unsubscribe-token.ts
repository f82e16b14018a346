import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../lib/secrets.ts';

/**
 * The signed token of a newsletter mail's unsubscribe link: `<subscription id>.<HMAC-SHA256 of the
 * id and the address>` in base64url, keyed by `APP_SECRET` for this purpose only. It needs no
 * storage and never expires (an old mail must still unsubscribe, RFC 8058); it cannot be made
 * for another address without the secret.
 */
export class UnsubscribeTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = deriveKey(secret, 'newsletter-unsubscribe');
  }

  sign(subscriptionId: number, email: string): string {
    return `${subscriptionId}.${this.mac(subscriptionId, email)}`;
  }

  /** The subscription id the token names, before its signature is checked against the stored address. */
  idOf(token: string): number | undefined {
    const id = Number(token.slice(0, token.indexOf('.')));
    return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
  }

  /** Whether `token` was signed for this subscription and address; compared in constant time. */
  verify(token: string, subscriptionId: number, email: string): boolean {
    const expected = Buffer.from(this.sign(subscriptionId, email));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(subscriptionId: number, email: string): string {
    return createHmac('sha256', this.key).update(`${subscriptionId}:${email}`).digest('base64url');
  }
}
