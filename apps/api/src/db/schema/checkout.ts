import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per `Idempotency-Key` an order placement claimed. The primary key lets exactly one of
 * several concurrent requests with the same key place the order; the others read `order_id`.
 */
export const orderPlacements = pgTable('order_placements', {
  key: text('key').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  /** The order once placed; null while the claiming request runs (or after it crashed). */
  orderId: integer('order_id'),
  /** Whose key it is, so a key never answers another shopper's order. */
  customerId: integer('customer_id'),
  email: text('email'),
});
