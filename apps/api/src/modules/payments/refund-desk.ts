import { isValidIban, normaliseIban, type PaymentProviderCode } from '@shop/contract';
import { and, asc, eq, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { paymentAttempts, paymentRefunds } from '../../db/schema/payments.ts';
import { HttpError } from '../../lib/http-error.ts';
import { MANUAL_REFUND_PROVIDERS, OFFLINE_PROVIDERS, type PaymentProviders } from './provider-registry.ts';
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
/** Sends of a refund the provider did not answer that the sweep makes by itself; staff retry after that. */
const SWEEP_TRIES = 5;
/** Rows the sweep looks at in one run; the next run takes the rest. */
const SWEEP_BATCH = 100;

/** What one run of the sweep did. */
export interface RefundSweep {
  /** Refunds sent (again) with their key. */
  sent: number;
  /** Refunds left `sending` through a provider without a key, now `unknown` for staff to check. */
  unknown: number;
}

/**
 * Gives money back on an order (decision 048): through the provider that took it, or as a bank
 * transfer staff make and then mark paid. Every refund is a row with its own key, written before
 * the provider is called; the row is claimed (`requested`/`retry` → `sending`) by exactly one
 * caller, so a request repeated at once calls the provider once. All refunds of an order stay
 * within what it took. A refund through a bank without a refund interface (Winbank) is recorded
 * `due`, like a bank transfer, for staff to make in the bank's back office and mark done.
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

  /**
   * Staff's answer for a refund left `unknown` by a provider that takes no key (Viva, Alpha), once
   * they have looked it up in the provider's back office: it landed (completed) or it did not, and
   * is sent again. Nothing else may resend it, or the customer could be paid twice.
   */
  async resolveUnknown(id: number, landed: boolean): Promise<PaymentRefund> {
    const [resolved] = await this.db
      .update(paymentRefunds)
      .set({ status: landed ? 'completed' : 'retry', error: null, updatedAt: new Date() })
      .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'unknown')))
      .returning();
    if (!resolved) throw new HttpError(409, 'refund_not_retryable');
    return landed ? resolved : this.send(resolved);
  }

  /** Staff made the bank transfer, or the refund in the bank's back office (Winbank). */
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
    const byHand = offline || MANUAL_REFUND_PROVIDERS.has(input.provider);
    if (offline && !isValidIban(input.iban ?? '')) {
      throw new HttpError(400, 'refund_iban_invalid', { iban: ['invalid_value'] });
    }
    let capCents = input.paidCents;
    let transactionId: string | null = null;
    if (!offline) {
      const refunder = this.providers.refunder(input.provider);
      if (!refunder && !byHand) throw new HttpError(422, 'refund_provider_cannot_refund');
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
      transactionId = refunder?.refundsBy === 'order' ? paid.providerRef : paid.transactionId;
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
        status: byHand ? 'due' : 'requested',
        iban: offline ? normaliseIban(input.iban ?? '') : null,
      })
      .returning();
    if (!created) throw new Error('refund row not written');
    return created;
  }

  /**
   * The sweep for refunds a stopped process left half-done (decision 048), over the rows not
   * touched for `staleSeconds` (longer than any provider call may take): `requested` was never
   * sent, so it is sent; `sending` lost its answer, so a provider that honours the key (sandbox,
   * PayPal) is asked again with the same key, while one without a key (Viva, Alpha Bank) may have
   * refunded and the row becomes `unknown` for staff to check; `retry` is sent again with its key,
   * up to `SWEEP_TRIES` sends in all.
   */
  async recover(staleSeconds: number, now = new Date()): Promise<RefundSweep> {
    const before = new Date(now.getTime() - staleSeconds * 1000);
    const stale = await this.db
      .select()
      .from(paymentRefunds)
      .where(
        and(
          // A refund retried as often as the sweep may is staff's: it no longer takes a place here.
          or(
            inArray(paymentRefunds.status, ['requested', 'sending']),
            and(eq(paymentRefunds.status, 'retry'), lt(paymentRefunds.tries, SWEEP_TRIES)),
          ),
          lt(paymentRefunds.updatedAt, before),
        ),
      )
      .orderBy(asc(paymentRefunds.id))
      .limit(SWEEP_BATCH);
    const done: RefundSweep = { sent: 0, unknown: 0 };
    for (const row of stale) {
      let record: PaymentRefund | undefined = row;
      if (row.status === 'sending') {
        const keyed = this.providers.refunder(row.provider as PaymentProviderCode)?.idempotent === true;
        const [moved] = await this.db
          .update(paymentRefunds)
          .set(
            keyed
              ? { status: 'retry', updatedAt: new Date() }
              : {
                  status: 'unknown',
                  error: 'no answer recorded: the process stopped while the provider was called',
                  updatedAt: new Date(),
                },
          )
          .where(
            and(
              eq(paymentRefunds.id, row.id),
              eq(paymentRefunds.status, 'sending'),
              lt(paymentRefunds.updatedAt, before),
            ),
          )
          .returning();
        record = keyed ? moved : undefined;
        if (moved && !keyed) {
          done.unknown += 1;
          this.log.warn({ refund: row.id }, 'refund left sending without a key: unknown until staff check');
        }
      }
      if (!record) continue;
      try {
        await this.send(record, () => {
          done.sent += 1;
        });
      } catch (error) {
        // One refund's failure is kept on its row; the others are still swept.
        this.log.error({ err: error, refund: row.id }, 'refund sweep: send failed');
      }
    }
    return done;
  }

  /** Claims the row and calls the provider; `onClaimed` when this caller is the one that sends it. */
  private async send(record: PaymentRefund, onClaimed?: () => void): Promise<PaymentRefund> {
    const [claimed] = await this.db
      .update(paymentRefunds)
      .set({ status: 'sending', tries: sql`${paymentRefunds.tries} + 1`, updatedAt: new Date() })
      .where(and(eq(paymentRefunds.id, record.id), inArray(paymentRefunds.status, ['requested', 'retry'])))
      .returning();
    // Another caller holds it, or it is settled: report the row as it stands.
    if (!claimed) return this.byId(record.id);
    onClaimed?.();
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
