import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../lib/secrets.ts';

/** How long a reminder's link restores the cart. */
export const CART_LINK_VALID_DAYS = 14;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The token of a cart reminder's link: `<cart link key>.<expiry, unix seconds>.<HMAC-SHA256>`
 * keyed by `APP_SECRET` for this purpose only, so it cannot be made, changed or extended without
 * the secret and stops working at its expiry.
 */
export class CartLinkTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = deriveKey(secret, 'abandoned-cart-link');
  }

  sign(linkKey: string, sentAt: Date): string {
    const expires = Math.floor(sentAt.getTime() / 1000) + CART_LINK_VALID_DAYS * 86_400;
    return `${linkKey}.${expires}.${this.mac(linkKey, expires)}`;
  }

  /** The cart's link key of a token signed here and not expired at `now`; else undefined. */
  linkKeyOf(token: string, now: Date): string | undefined {
    const [linkKey = '', expiresText = '', mac = ''] = token.split('.');
    const expires = Number(expiresText);
    if (!UUID.test(linkKey) || !/^\d{1,12}$/.test(expiresText)) return undefined;
    const expected = Buffer.from(this.mac(linkKey, expires));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return expires * 1000 > now.getTime() ? linkKey : undefined;
  }

  private mac(linkKey: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${linkKey}:${expires}`).digest('base64url');
  }
}
