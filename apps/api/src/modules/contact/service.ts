import { createHmac } from 'node:crypto';
import {
  type CallbackRequest,
  type ContactInfo,
  type ContactMessageRequest,
  DEFAULT_LANGUAGE,
  type Language,
  parseLocalDateTime,
  shopLocalToInstant,
  shopNameOf,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { callbackRequests, contactMessages } from '../../db/schema/contact.ts';
import { HttpError } from '../../lib/http-error.ts';
import { deriveKey } from '../../lib/secrets.ts';
import type { CaptchaService } from '../captcha/index.ts';
import type { MailService } from '../mail/index.ts';
import { renderAcknowledgement, renderShopCopy } from './mail-templates.ts';

export interface ContactSettings {
  /** Where the forms are mailed (`SHOP_CONTACT_EMAIL`). */
  shopEmail: string;
  /** The call centre's phone (`SHOP_PHONE`). */
  shopPhone: string;
  /** `SHOP_NAME`; null signs with the demo shop's name. */
  shopName: string | null;
  /** The app secret, for the key the senders' IP addresses are hashed with. */
  secret: string;
}

/** Where the request came from and in which language the page was. */
export interface Sender {
  language: Language;
  ip: string;
}

/**
 * The contact page (spec 001 §5): a message or a call-me-back request is accepted only with a
 * solved, unused captcha; it is stored, mailed to the shop (replies go to the shopper) and
 * acknowledged to the shopper in the page's language.
 */
export class ContactService {
  private readonly ipKey: Buffer;

  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly captcha: CaptchaService,
    private readonly settings: ContactSettings,
  ) {
    this.ipKey = Buffer.from(deriveKey(settings.secret, 'contact-ip'));
  }

  info(): ContactInfo {
    return { eml: this.settings.shopEmail, tel: this.settings.shopPhone };
  }

  async sendMessage(request: ContactMessageRequest, sender: Sender): Promise<number> {
    await this.spendCaptcha(request.cap);
    const [row] = await this.db
      .insert(contactMessages)
      .values({
        name: request.nm,
        email: request.eml,
        phone: request.tel,
        subject: request.sbj,
        message: request.msg,
        language: sender.language,
        ipHash: this.ipHash(sender.ip),
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact_messages insert returned nothing');
    const shopName = shopNameOf(this.settings.shopName, sender.language);
    await this.mail.send(
      renderShopCopy({
        kind: 'message',
        shopName: shopNameOf(this.settings.shopName, DEFAULT_LANGUAGE),
        to: this.settings.shopEmail,
        language: sender.language,
        name: request.nm,
        email: request.eml,
        phone: request.tel,
        subject: request.sbj,
        message: request.msg,
      }),
    );
    await this.mail.send(
      renderAcknowledgement({ kind: 'message', shopName, language: sender.language, to: request.eml }),
    );
    return row.id;
  }

  async requestCallback(request: CallbackRequest, sender: Sender): Promise<number> {
    // The route's schema has checked the time already (a real one, in the call centre's hours, ahead).
    const local = parseLocalDateTime(request.pdt);
    if (!local) throw new HttpError(400, 'invalid_input', { pdt: ['invalid_date'] });
    await this.spendCaptcha(request.cap);
    const preferredAt = shopLocalToInstant(local);
    const [row] = await this.db
      .insert(callbackRequests)
      .values({
        name: request.nm,
        phone: request.tel,
        email: request.eml ?? null,
        note: request.msg ?? null,
        preferredAt,
        language: sender.language,
        ipHash: this.ipHash(sender.ip),
      })
      .returning({ id: callbackRequests.id });
    if (!row) throw new Error('callback_requests insert returned nothing');
    await this.mail.send(
      renderShopCopy({
        kind: 'callback',
        shopName: shopNameOf(this.settings.shopName, DEFAULT_LANGUAGE),
        to: this.settings.shopEmail,
        language: sender.language,
        name: request.nm,
        email: request.eml,
        phone: request.tel,
        message: request.msg,
        preferredAt,
      }),
    );
    if (request.eml) {
      await this.mail.send(
        renderAcknowledgement({
          kind: 'callback',
          shopName: shopNameOf(this.settings.shopName, sender.language),
          language: sender.language,
          to: request.eml,
          preferredAt,
        }),
      );
    }
    return row.id;
  }

  /** A solved challenge serves one request: a missing, wrong, expired or used one is a 400 on `cap`. */
  private async spendCaptcha(payload: string): Promise<void> {
    if ((await this.captcha.verify(payload)) !== 'verified') {
      throw new HttpError(400, 'captcha_invalid', { cap: ['captcha_invalid'] });
    }
  }

  /** Enough to tell that requests came from one address, without keeping the address. */
  private ipHash(ip: string): string {
    return createHmac('sha256', this.ipKey).update(ip).digest('hex').slice(0, 32);
  }
}
