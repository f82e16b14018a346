import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where replies go instead of the sender (e.g. the shopper who wrote through the contact form). */
  replyTo?: string;
  /** Extra header lines (e.g. a newsletter's `List-Unsubscribe`); they are part of the stored MIME. */
  headers?: Record<string, string>;
  /** Files sent along (e.g. an appointment's `.ics`); they are part of the stored MIME. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  /** The MIME type, with its parameters (e.g. `text/calendar; charset=utf-8; method=REQUEST`). */
  contentType: string;
}

const MAX_ATTEMPTS = 8;
const DELIVERY_INTERVAL_MS = 5000;

/**
 * Every message is rendered to MIME by nodemailer and written to `mail_outbox` first.
 * Without SMTP the outbox is the destination (the development mail page reads it);
 * with `SMTP_URL` a delivery loop sends pending rows and marks them sent.
 */
export class MailService {
  private readonly renderer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  private readonly smtp;
  private timer: NodeJS.Timeout | undefined;
  private delivering: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly from: string,
    smtpUrl: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  async send(mail: OutgoingMail): Promise<number> {
    return this.sendIn(this.db, mail);
  }

  /**
   * Writes the mail inside the caller's transaction, so that it exists exactly when what it
   * announces committed (an issued gift card's code is never lost to a crash, nor mailed for a
   * rollback).
   */
  async sendIn(tx: Db, mail: OutgoingMail): Promise<number> {
    const rendered = await this.renderer.sendMail({ from: this.from, ...mail });
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        recipient: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        raw: rendered.message.toString('utf8'),
        messageId: rendered.messageId,
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('mail_outbox insert returned nothing');
    return row.id;
  }

  list(limit = 100) {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  }

  async get(id: number) {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  }

  /** Unsent messages: `pending` still to be tried, `failed` given up after MAX_ATTEMPTS tries. */
  async outboxCounts(): Promise<{ pending: number; failed: number }> {
    const [row] = await this.db
      .select({
        pending: sql<number>`count(*) filter (where ${mailOutbox.attempts} < ${MAX_ATTEMPTS})::int`,
        failed: sql<number>`count(*) filter (where ${mailOutbox.attempts} >= ${MAX_ATTEMPTS})::int`,
      })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt));
    return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
  }

  startDelivery(): void {
    if (!this.smtp || this.timer) return;
    this.timer = setInterval(() => {
      this.delivering ??= this.deliverPending().finally(() => {
        this.delivering = undefined;
      });
    }, DELIVERY_INTERVAL_MS);
  }

  async stopDelivery(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.delivering;
  }

  /** Sends what is pending; a failure is recorded on the row and retried on a later pass. */
  async deliverPending(): Promise<void> {
    const smtp = this.smtp;
    if (!smtp) return;
    const pending = await this.db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(mailOutbox.id)
      .limit(20);
    for (const row of pending) {
      try {
        await smtp.sendMail({ envelope: { from: this.from, to: row.recipient }, raw: row.raw });
        await this.db
          .update(mailOutbox)
          .set({ sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        this.log.warn({ err: error, mailId: row.id }, 'mail delivery failed');
        await this.db
          .update(mailOutbox)
          .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: String(error) })
          .where(eq(mailOutbox.id, row.id));
      }
    }
  }
}
