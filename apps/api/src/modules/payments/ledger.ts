import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAttempts, paymentNotifications } from '../../db/schema/payments.ts';
import type { PaymentVerdict } from './providers/payment-provider.ts';

export type PaymentSource = 'return' | 'notification';
export type PaymentAttempt = typeof paymentAttempts.$inferSelect;
type RecordedOutcome = (typeof paymentNotifications.$inferInsert)['outcome'];

/** What one report was, for the record. */
export interface ReceivedReport {
  provider: string;
  attempt: PaymentAttempt;
  source: PaymentSource;
  payload: unknown;
}

/**
 * The payments domain's own tables: attempts and the reports received about them. Every state
 * change here is conditional on the state it leaves, so a replayed or concurrent report finds
 * nothing left to change.
 */
export class PaymentLedger {
  constructor(private readonly db: Db) {}

  async attemptByReference(provider: string, providerRef: string): Promise<PaymentAttempt | undefined> {
    const [attempt] = await this.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.providerRef, providerRef)));
    return attempt;
  }

  /** A new attempt; PayPal hands out the same order again for a retried start, which takes it up again. */
  async openAttempt(
    orderId: number,
    provider: string,
    providerRef: string,
    amountCents: number,
    providerData?: string,
  ): Promise<void> {
    await this.db
      .insert(paymentAttempts)
      .values({ orderId, provider, providerRef, amountCents, providerData })
      .onConflictDoUpdate({
        target: [paymentAttempts.provider, paymentAttempts.providerRef],
        set: { status: 'started', updatedAt: new Date() },
        setWhere: and(eq(paymentAttempts.status, 'failed'), eq(paymentAttempts.orderId, orderId)),
      });
  }

  async attemptsOf(orderId: number): Promise<PaymentAttempt[]> {
    return this.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId))
      .orderBy(asc(paymentAttempts.id));
  }

  /**
   * Records a report once per provider transaction. A pending report is replaced by a later
   * verdict of the same transaction; a final one stays as it was first received.
   */
  async record(
    report: ReceivedReport,
    verdict: PaymentVerdict,
    outcome: RecordedOutcome,
    detail?: string,
  ): Promise<{ sameAttempt: boolean }> {
    const transactionId = verdict.transactionId ?? `${verdict.providerRef}#${outcome}`;
    const values = {
      provider: report.provider,
      transactionId,
      attemptId: report.attempt.id,
      orderId: report.attempt.orderId,
      source: report.source,
      outcome,
      amountCents: verdict.amountCents ?? null,
      currency: verdict.currency ?? null,
      detail: detail ?? null,
      payload: report.payload ?? {},
    };
    await this.db
      .insert(paymentNotifications)
      .values(values)
      .onConflictDoUpdate({
        target: [paymentNotifications.provider, paymentNotifications.transactionId],
        set: { outcome, source: values.source, payload: values.payload, detail: values.detail },
        setWhere: eq(paymentNotifications.outcome, 'pending'),
      });
    // A transaction belongs to one payment: the same id reported for another one is not a replay.
    const [stored] = await this.db
      .select({ attemptId: paymentNotifications.attemptId })
      .from(paymentNotifications)
      .where(
        and(
          eq(paymentNotifications.provider, report.provider),
          eq(paymentNotifications.transactionId, transactionId),
        ),
      );
    return { sameAttempt: stored?.attemptId === report.attempt.id };
  }

  /**
   * What arrived first of the final verdicts recorded for an attempt (paid, failed, or paid and to
   * refund), as received; undefined while none has.
   */
  async firstFinalReport(attemptId: number): Promise<unknown> {
    const [row] = await this.db
      .select({ payload: paymentNotifications.payload })
      .from(paymentNotifications)
      .where(
        and(
          eq(paymentNotifications.attemptId, attemptId),
          inArray(paymentNotifications.outcome, ['paid', 'failed', 'refund_due']),
        ),
      )
      .orderBy(asc(paymentNotifications.id))
      .limit(1);
    return row?.payload;
  }

  /** started or failed → paid (a declined card may be paid on the provider's page after all). */
  async markAttemptPaid(attemptId: number, transactionId: string): Promise<void> {
    await this.db
      .update(paymentAttempts)
      .set({ status: 'paid', transactionId, updatedAt: new Date() })
      .where(and(eq(paymentAttempts.id, attemptId), inArray(paymentAttempts.status, ['started', 'failed'])));
  }

  async markAttemptFailed(attemptId: number): Promise<void> {
    await this.db
      .update(paymentAttempts)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, 'started')));
  }

  /** Whether another transaction paid the order (its attempt is paid with another transaction id). */
  async paidByAnotherTransaction(orderId: number, transactionId: string): Promise<boolean> {
    const [other] = await this.db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.orderId, orderId),
          eq(paymentAttempts.status, 'paid'),
          ne(paymentAttempts.transactionId, transactionId),
        ),
      )
      .limit(1);
    return other !== undefined;
  }

  /** Money taken that the order cannot keep: the attempt and its report say so, for staff to refund. */
  async flagRefund(attemptId: number, provider: string, transactionId: string, why: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(paymentAttempts)
        .set({ status: 'refund_due', updatedAt: new Date() })
        .where(
          and(
            eq(paymentAttempts.id, attemptId),
            eq(paymentAttempts.status, 'paid'),
            eq(paymentAttempts.transactionId, transactionId),
          ),
        );
      await tx
        .update(paymentNotifications)
        .set({ outcome: 'refund_due', detail: why })
        .where(
          and(
            eq(paymentNotifications.provider, provider),
            eq(paymentNotifications.transactionId, transactionId),
          ),
        );
    });
  }

  /** Attempts waiting for a refund, oldest first: what staff must pay back. */
  async refundsDue(): Promise<PaymentAttempt[]> {
    return this.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.status, 'refund_due'))
      .orderBy(asc(paymentAttempts.id));
  }
}
