import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { JobRunner } from '../jobs/index.ts';

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
  /** Text, or bytes (a PDF), which the MIME carries in base64. */
  content: string | Buffer;
  /** The MIME type, with its parameters (e.g. `text/calendar; charset=utf-8; method=REQUEST`). */
  contentType: string;
}

/** The queue of deliveries: one job per outbox row, whose id is derived from the row's. */
export const MAIL_DELIVERY_QUEUE = 'mail.deliver';
/** Longest one SMTP delivery may take before its try counts as failed (the transport's timeouts are shorter). */
export const DELIVERY_EXPIRE_SECONDS = 120;
/** How long a delivery holds its row: longer than a try may take, so a live try is never overtaken. */
const CLAIM_SECONDS = 300;
/** Unsent rows older than this are not enqueued again by the sweep (a demo's outbox that gains SMTP later). */
const REQUEUE_DAYS = 7;

export interface MailDeliverySettings {
  retryLimit: number;
}

/** The delivery job's id for an outbox row: the same row can never have two jobs. */
export function deliveryJobId(mailId: number): string {
  return `00000000-0000-4000-8000-${mailId.toString(16).padStart(12, '0')}`;
}

/**
 * Every message is rendered to MIME by nodemailer and written to `mail_outbox` first. Without
 * SMTP the outbox is the destination (the development mail page reads it). With `SMTP_URL` the
 * same transaction enqueues a delivery job for the row (decision 027): the job claims the row,
 * sends it and marks it sent; a failed send is retried with back-off and, after the last retry,
 * kept as failed. The row is the truth: a sent row is never sent again, a claimed one is sent
 * only by the delivery that holds it.
 */
export class MailService {
  private readonly renderer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  private readonly smtp;

  constructor(
    private readonly db: Db,
    private readonly from: string,
    smtpUrl: string | undefined,
    private readonly jobs: JobRunner,
    private readonly delivery: MailDeliverySettings,
  ) {
    // Short timeouts: a server that does not answer fails this try and the job is retried later.
    this.smtp = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 60_000,
        })
      : undefined;
  }

  /** Whether mail leaves the outbox (an SMTP server is configured). */
  get delivers(): boolean {
    return this.smtp !== undefined;
  }

  async send(mail: OutgoingMail): Promise<number> {
    return this.sendIn(this.db, mail);
  }

  /**
   * Writes the mail, and its delivery job, inside the caller's transaction, so that both exist
   * exactly when what it announces committed (an issued gift card's code is never lost to a
   * crash, nor mailed for a rollback).
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
    if (this.smtp)
      await this.jobs.send(tx, MAIL_DELIVERY_QUEUE, { id: row.id }, { id: deliveryJobId(row.id) });
    return row.id;
  }

  list(limit = 100) {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  }

  async get(id: number) {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  }

  /** Unsent messages: `pending` still to be tried, `failed` given up after the last retry. */
  async outboxCounts(): Promise<{ pending: number; failed: number }> {
    const tries = this.delivery.retryLimit + 1;
    const [row] = await this.db
      .select({
        pending: sql<number>`count(*) filter (where ${mailOutbox.attempts} < ${tries})::int`,
        failed: sql<number>`count(*) filter (where ${mailOutbox.attempts} >= ${tries})::int`,
      })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt));
    return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
  }

  /**
   * Delivers one outbox row (the delivery job's work). Claims it first, in one statement that
   * also counts the try, so no other delivery sends it meanwhile; marks it sent as soon as the
   * server accepted it. A failed send releases the claim, records the error and throws, so the
   * job is retried. A row sent already is done; a row another delivery holds is retried later.
   */
  async deliver(id: number): Promise<void> {
    const smtp = this.smtp;
    if (!smtp) throw new Error('mail delivery without SMTP_URL');
    const [claimed] = await this.db
      .update(mailOutbox)
      .set({
        claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        and(
          eq(mailOutbox.id, id),
          isNull(mailOutbox.sentAt),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
        ),
      )
      .returning({ recipient: mailOutbox.recipient, raw: mailOutbox.raw });
    if (!claimed) {
      const row = await this.get(id);
      if (!row || row.sentAt) return;
      throw new Error(`mail ${id} is being delivered by another process`);
    }
    try {
      await smtp.sendMail({ envelope: { from: this.from, to: claimed.recipient }, raw: claimed.raw });
    } catch (error) {
      await this.db
        .update(mailOutbox)
        .set({ claimedUntil: null, lastError: String(error) })
        .where(eq(mailOutbox.id, id));
      throw error;
    }
    await this.db
      .update(mailOutbox)
      .set({ sentAt: new Date(), claimedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, id));
  }

  /**
   * Enqueues a delivery for each recent unsent row that has tries left and no delivery job (rows
   * written before SMTP was configured, or by a version that delivered otherwise). The job id is
   * the row's, so a row whose job exists is not enqueued twice. Answers how many it enqueued.
   */
  async requeueUndelivered(): Promise<number> {
    if (!this.smtp) return 0;
    const rows = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lt(mailOutbox.attempts, this.delivery.retryLimit + 1),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
          gt(mailOutbox.createdAt, sql`now() - make_interval(days => ${REQUEUE_DAYS})`),
        ),
      )
      .orderBy(mailOutbox.id);
    let enqueued = 0;
    for (const row of rows) {
      if (await this.jobs.send(this.db, MAIL_DELIVERY_QUEUE, { id: row.id }, { id: deliveryJobId(row.id) }))
        enqueued++;
    }
    return enqueued;
  }
}
