import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * One try at paying an order with one provider: the first when the order is placed, another for
 * each Try Again. `status`: started → paid | failed; a payment the order could no longer take
 * (it expired or was paid already) becomes refund_due. The order is the orders domain's: only
 * its id is kept here.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    /** PaymentProviderCode of the contract. */
    provider: text('provider').notNull(),
    /** The provider's id of this payment (Viva order code, PayPal order id, sandbox reference). */
    providerRef: text('provider_ref').notNull(),
    /** What the provider must have again to verify the result (Winbank's ticket); never shown. */
    providerData: text('provider_data'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status', { enum: ['started', 'paid', 'failed', 'refund_due'] })
      .notNull()
      .default('started'),
    /** The provider's transaction that settled the attempt. */
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('payment_attempts_provider_ref_unique').on(table.provider, table.providerRef),
    index('payment_attempts_order_idx').on(table.orderId),
  ],
);

/**
 * Every verdict received, from a browser return or a provider's notification, once per provider
 * transaction: the unique key is what makes a replay change nothing. A pending verdict may be
 * replaced by the final one of the same transaction; a final one never changes.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's transaction id, or `<provider ref>#failed` for a refusal that has none. */
    transactionId: text('transaction_id').notNull(),
    attemptId: integer('attempt_id').references(() => paymentAttempts.id),
    orderId: integer('order_id'),
    source: text('source', { enum: ['return', 'notification'] }).notNull(),
    /** The verdict as applied: refused when it contradicted the order (amount, currency, code). */
    outcome: text('outcome', { enum: ['paid', 'failed', 'pending', 'refused', 'refund_due'] }).notNull(),
    amountCents: integer('amount_cents'),
    currency: text('currency'),
    /** Why it was refused or flagged (the mismatches), for staff. */
    detail: text('detail'),
    /** What arrived, as received (query or body). */
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('payment_notifications_transaction_unique').on(table.provider, table.transactionId)],
);

/**
 * Money given back on an order (decision 048), one row per refund, each with its own idempotency
 * key: a repeated request finds the row and refunds nothing more. `method`: through the provider
 * that took the money, or a bank transfer to the customer's IBAN (cash on delivery, bank deposit).
 * `status`: requested → sending → completed | pending | failed (refused, final) | retry (the
 * provider did not answer; safe to resend with the same key) | unknown (no answer from a provider
 * without idempotency keys: staff check before anything is resent); a transfer is due → paid.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    /** The order's code, the reference the provider is given. */
    orderCode: text('order_code').notNull(),
    key: text('key').notNull(),
    method: text('method', { enum: ['provider', 'bank_transfer'] }).notNull(),
    /** PaymentProviderCode of the order. */
    provider: text('provider').notNull(),
    /** The provider's transaction or capture the money came from. */
    transactionId: text('transaction_id'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', {
      enum: ['requested', 'sending', 'completed', 'pending', 'failed', 'retry', 'unknown', 'due', 'paid'],
    }).notNull(),
    providerRefundId: text('provider_refund_id'),
    iban: text('iban'),
    /** The provider's refusal or outage as it stated it, shown to staff. */
    error: text('error'),
    tries: integer('tries').notNull().default(0),
    /** The staff member who marked a bank transfer paid. */
    paidBy: integer('paid_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('payment_refunds_key_unique').on(table.key),
    index('payment_refunds_order_idx').on(table.orderId),
  ],
);
