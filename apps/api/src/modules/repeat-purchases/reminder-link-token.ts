import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../lib/secrets.ts';

/** How long a reminder's link fills the cart: long enough for a mail read late, not for ever. */
export const REMINDER_LINK_VALID_DAYS = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The token of a reminder mail's link: `<mail key>.<expiry, unix seconds>.<HMAC-SHA256>` keyed by
 * `APP_SECRET` for this purpose only. It names the reminders mailed together and stops working
 * after its expiry; it cannot be made or extended without the secret.
 */
export class ReminderLinkTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = deriveKey(secret, 'repeat-purchase-reminder-link');
  }

  sign(mailKey: string, sentAt: Date): string {
    const expires = Math.floor(sentAt.getTime() / 1000) + REMINDER_LINK_VALID_DAYS * 86_400;
    return `${mailKey}.${expires}.${this.mac(mailKey, expires)}`;
  }

  /** The mail key of a token signed here and not yet expired at `now`; else undefined. */
  mailKeyOf(token: string, now: Date): string | undefined {
    const [mailKey = '', expiresText = '', mac = ''] = token.split('.');
    const expires = Number(expiresText);
    if (!UUID.test(mailKey) || !/^\d{1,12}$/.test(expiresText)) return undefined;
    const expected = Buffer.from(this.mac(mailKey, expires));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return expires * 1000 > now.getTime() ? mailKey : undefined;
  }

  private mac(mailKey: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${mailKey}:${expires}`).digest('base64url');
  }
}
