import {
  RETURN_LINE_OUTCOMES,
  RETURN_METHODS,
  RETURN_REASONS,
  RETURN_STATUSES,
  type RefundSplit,
} from '@shop/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * A customer's return of some units of a delivered order (decision 048): requested → approved |
 * rejected; approved → in transit → received (stock back at a location, or written off) →
 * refunded. The order and its lines are the orders domain's: only their ids are kept here.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    orderCode: text('order_code').notNull(),
    customerId: integer('customer_id').notNull(),
    /** The order's e-mail, for staff's search and the return's mails. */
    email: text('email').notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    comment: text('comment').notNull().default(''),
    /** How the parcel comes back: a courier pickup, a locker drop-off or a store. */
    method: text('method', { enum: RETURN_METHODS }).notNull(),
    /** The customer's account, for a cash-on-delivery or bank-deposit order. */
    iban: text('iban'),
    /** The BoxNow locker a locker return is dropped at (the order's own by default). */
    lockerId: text('locker_id'),
    /**
     * The return voucher: claimed (`creating`) in the approval's transaction before the carrier is
     * called, so a repeated or concurrent approval calls it once; `created` with the voucher, or
     * `failed` with the carrier's words, which a later approval retries.
     */
    shipState: text('ship_state').$type<'creating' | 'created' | 'failed'>(),
    shipCarrier: text('ship_carrier').$type<'acs' | 'boxnow'>(),
    shipVoucher: text('ship_voucher'),
    /** The carrier's own id of the parcel when it differs from the voucher (BoxNow's delivery request). */
    shipRef: text('ship_ref'),
    shipProblem: text('ship_problem'),
    shipClaimedAt: timestamp('ship_claimed_at', { withTimezone: true }),
    /** Why staff rejected it, shown to the customer. */
    rejectNote: text('reject_note'),
    /** The stock location the goods went back to. */
    locationId: integer('location_id'),
    /** The refund as the split computed it (and staff lowered it), written with its side effects. */
    refund: jsonb('refund').$type<RefundSplit>(),
    /** The payments module's refund row. */
    paymentRefundId: integer('payment_refund_id'),
    /** The credit note's document id. */
    creditNoteId: integer('credit_note_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_returns_order_idx').on(table.orderId),
    index('order_returns_customer_idx').on(table.customerId, table.createdAt),
    index('order_returns_status_idx').on(table.status, table.createdAt),
    index('order_returns_ship_idx')
      .on(table.shipCarrier)
      .where(sql`${table.status} = 'approved' and ${table.shipState} = 'created'`),
  ],
);

/** The units of one order line a return takes back. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** What receiving made of the units: back in stock, or written off with staff's reason. */
    outcome: text('outcome', { enum: RETURN_LINE_OUTCOMES }),
    writeOffReason: text('write_off_reason'),
  },
  (table) => [unique('order_return_lines_line_unique').on(table.returnId, table.orderLineId)],
);
