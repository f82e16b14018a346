import { type AppointmentType, type Language, shopNameOf } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { CheckoutOptionsService } from '../checkout-options/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { MailService } from '../mail/index.ts';
import { type AppointmentMailKind, renderAppointmentMail } from './mail-templates.ts';
import type { AppointmentRow } from './service.ts';

export interface AppointmentMailSettings {
  publicUrl: string;
  shopName: string | null;
  shopEmail: string;
  meetingUrl: string | undefined;
}

/** Who an appointment's mail goes to and where the consultation is held, read before its transaction. */
export interface AppointmentMailContext {
  to: string;
  name: string;
  place: string | null;
}

/**
 * Writes an appointment's mails to the outbox inside the caller's transaction, in the booking's
 * language. What it needs of other domains is read first, outside the transaction (an embedded
 * database has one connection, held by the transaction).
 */
export class AppointmentMailer {
  constructor(
    private readonly mail: MailService,
    private readonly customers: CustomerService,
    private readonly checkoutOptions: CheckoutOptionsService,
    private readonly settings: AppointmentMailSettings,
  ) {}

  async contextOf(
    customerId: number,
    storeId: number | null,
    language: Language,
  ): Promise<AppointmentMailContext> {
    const profile = await this.customers.profile(customerId);
    const store = storeId === null ? undefined : await this.checkoutOptions.store(storeId, language);
    return {
      to: profile.eml,
      name: profile.fnm ?? '',
      place: store ? `${store.nm}, ${store.adr}, ${store.pc} ${store.ct}` : null,
    };
  }

  async send(
    tx: Db,
    kind: AppointmentMailKind,
    row: AppointmentRow,
    context: AppointmentMailContext,
    now: Date,
  ): Promise<void> {
    const language = row.language as Language;
    await this.mail.sendIn(
      tx,
      renderAppointmentMail({
        kind,
        language,
        shopName: shopNameOf(this.settings.shopName, language),
        shopEmail: this.settings.shopEmail,
        publicUrl: this.settings.publicUrl,
        to: context.to,
        name: context.name,
        uid: `appointment-${row.id}@${new URL(this.settings.publicUrl).hostname}`,
        type: row.type as AppointmentType,
        start: row.startsAt,
        end: row.endsAt,
        topic: row.topic,
        place: context.place,
        meetingUrl: row.type === 'Online' ? (this.settings.meetingUrl ?? null) : null,
        points: row.points,
        cancelNote: row.cancelNote,
        now,
      }),
    );
  }
}
