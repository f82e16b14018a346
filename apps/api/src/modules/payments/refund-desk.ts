import { isValidIban, normaliseIban, type PaymentProviderCode } from '@shop/contract';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { paymentAttempts, paymentRefunds } from '../../db/schema/payments.ts';
import { HttpError } from '../../lib/http-error.ts';
import { OFFLINE_PROVIDERS, type PaymentProviders } from './provider-registry.ts';
import { PaymentProviderError } from './providers/payment-provider.ts';

export type PaymentRefund = typeof paymentRefunds.$inferSelect;

export interface RefundOrderInput {
  orderId: number;
  orderCode: string;
  /** The provider the order was paid through. */
  provider: PaymentProviderCode;
  /** The refund record's idempotency key: the same key is the same refund, however often asked. */
  key: string;
  amountCents: number;
  /** What an offline order took (cash collected, deposit received): the most it can get back. */
  paidCents: number;
  /** The customer's account, for a cash-on-delivery or bank-deposit order. */
  iban?: string;
}

/** Arbitrary first half of the advisory lock that counts one order's refunds at a time. */
const REFUND_LOCK = 480_048;
/** Refunds the provider refused took nothing back: they do not count against what the order took. */
const REFUSED = ['failed'] as const;

/**
 * Gives money back on an order (decision 048): through the provider that took it, or as a bank
 * transfer staff make and then mark paid. Every refund is a row with its own key, written before
 * the provider is called; the row is claimed (`requested`/`retry` → `sending`) by exactly one
 * caller, so a request repeated at once calls the provider once. All refunds of an order stay
 * within what it took.
 */
export class RefundDesk {
  constructor(
    private readonly db: Db,
    private readonly providers: PaymentProviders,
    private readonly log: FastifyBaseLogger,
  ) {}

  async refund(input: RefundOrderInput): Promise<PaymentRefund> {
    const record = (await this.byKey(input.key)) ?? (await this.open(input));
    return record.status === 'requested' ? this.send(record) : record;
  }

  /** Sends again a refund the provider did not answer; the same key keeps it from paying twice. */
  async retry(id: number): Promise<PaymentRefund> {
    const record = await this.byId(id);
    if (record.status !== 'retry') throw new HttpError(409, 'refund_not_retryable');
    return this.send(record);
  }

  /** Staff made the bank transfer. */
  async markTransferPaid(id: number, staffId: number | null): Promise<PaymentRefund> {
    const [paid] = await this.db
      .update(paymentRefunds)
      .set({ status: 'paid', paidBy: staffId, updatedAt: new Date() })
      .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'due')))
      .returning();
    if (paid) return paid;
    const record = await this.byId(id);
    if (record.status === 'paid') return record;
    throw new HttpError(409, 'refund_not_due');
  }

  async refundsOf(orderId: number): Promise<PaymentRefund[]> {
    return this.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, orderId))
      .orderBy(asc(paymentRefunds.id));
  }

  async byId(id: number): Promise<PaymentRefund> {
    const [record] = await this.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
    if (!record) throw new HttpError(404, 'refund_not_found');
    return record;
  }

  private async byKey(key: string): Promise<PaymentRefund | undefined> {
    const [record] = await this.db.select().from(paymentRefunds).where(eq(paymentRefunds.key, key));
    return record;
  }

  /**
   * Writes the refund's row inside the caller's transaction (a return's refund, whose side effects
   * commit with it, decision 048) without calling the provider: `refund` with the same key, after
   * the commit, sends it. The same key answers the row already written.
   */
  async openIn(tx: Db, input: RefundOrderInput): Promise<PaymentRefund> {
    const [same] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.key, input.key));
    return same ?? this.write(tx, input);
  }

  private open(input: RefundOrderInput): Promise<PaymentRefund> {
    return this.db.transaction((tx) => this.write(tx, input));
  }

  private async write(tx: Db, input: RefundOrderInput): Promise<PaymentRefund> {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
      throw new HttpError(400, 'refund_amount_invalid', { amount: ['invalid_value'] });
    }
    const offline = OFFLINE_PROVIDERS.has(input.provider);
    if (offline && !isValidIban(input.iban ?? '')) {
      throw new HttpError(400, 'refund_iban_invalid', { iban: ['invalid_value'] });
    }
    let capCents = input.paidCents;
    let transactionId: string | null = null;
    if (!offline) {
      if (!this.providers.refunder(input.provider)) throw new HttpError(422, 'refund_provider_cannot_refund');
      const [paid] = await tx
        .select()
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.orderId, input.orderId),
            eq(paymentAttempts.provider, input.provider),
            eq(paymentAttempts.status, 'paid'),
          ),
        );
      if (!paid?.transactionId) throw new HttpError(422, 'refund_not_paid');
      capCents = paid.amountCents;
      transactionId = paid.transactionId;
    }
    await tx.execute(sql`select pg_advisory_xact_lock(${REFUND_LOCK}, ${input.orderId})`);
    const [same] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.key, input.key));
    if (same) return same;
    const [counted] = await tx
      .select({ cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.orderId, input.orderId), notInArray(paymentRefunds.status, [...REFUSED])));
    if ((counted?.cents ?? 0) + input.amountCents > capCents) {
      throw new HttpError(422, 'refund_above_captured');
    }
    const [created] = await tx
      .insert(paymentRefunds)
      .values({
        orderId: input.orderId,
        orderCode: input.orderCode,
        key: input.key,
        method: offline ? 'bank_transfer' : 'provider',
        provider: input.provider,
        transactionId,
        amountCents: input.amountCents,
        status: offline ? 'due' : 'requested',
        iban: offline ? normaliseIban(input.iban ?? '') : null,
      })
      .returning();
    if (!created) throw new Error('refund row not written');
    return created;
  }

  private async send(record: PaymentRefund): Promise<PaymentRefund> {
    const [claimed] = await this.db
      .update(paymentRefunds)
      .set({ status: 'sending', tries: sql`${paymentRefunds.tries} + 1`, updatedAt: new Date() })
      .where(and(eq(paymentRefunds.id, record.id), inArray(paymentRefunds.status, ['requested', 'retry'])))
      .returning();
    // Another caller holds it, or it is settled: report the row as it stands.
    if (!claimed) return this.byId(record.id);
    const refunder = this.providers.refunder(claimed.provider as PaymentProviderCode);
    let outcome: Partial<PaymentRefund>;
    try {
      if (!refunder || !claimed.transactionId) throw new HttpError(422, 'refund_provider_cannot_refund');
      const result = await refunder.refund({
        key: claimed.key,
        transactionId: claimed.transactionId,
        amountCents: claimed.amountCents,
        currency: 'EUR',
        orderCode: claimed.orderCode,
      });
      outcome = { status: result.status, providerRefundId: result.refundId, error: null };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) {
        await this.settle(claimed.id, { status: 'retry', error: String(error) });
        throw error;
      }
      this.log.warn({ refund: claimed.id, failure: error.failure }, `refund not made: ${error.message}`);
      const status = !error.retryable ? 'failed' : refunder?.idempotent ? 'retry' : 'unknown';
      outcome = { status, error: error.message };
    }
    return this.settle(claimed.id, outcome);
  }

  private async settle(id: number, outcome: Partial<PaymentRefund>): Promise<PaymentRefund> {
    const [settled] = await this.db
      .update(paymentRefunds)
      .set({ ...outcome, updatedAt: new Date() })
      .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'sending')))
      .returning();
    return settled ?? this.byId(id);
  }
}
