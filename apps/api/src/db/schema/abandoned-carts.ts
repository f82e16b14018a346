import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/** A line of a left cart: the product, its size (0: none) and the quantity. */
export interface AbandonedCartLine {
  pid: number;
  dimension: number;
  qty: number;
}

/**
 * A cart left with products (decision 049): a signed-in customer's (lines read from `cart_items`
 * at each sweep) or a guest's who gave an email at checkout (lines sent by the checkout page). One
 * open row per customer or guest address; closed when they order, empty it or it has had its
 * reminders. `reminders` counts the mails sent; a sweep claims a row (`claim`, `claimed_until`)
 * before deciding, and moves `reminders` on only from the number it read.
 */
export const abandonedCarts = pgTable(
  'abandoned_carts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Lower-case. */
    email: text('email').notNull(),
    language: text('language').notNull(),
    lines: jsonb('lines').$type<AbandonedCartLine[]>().notNull(),
    /** When the cart last changed: reminders count from here. */
    activeAt: timestamp('active_at', { withTimezone: true }).notNull(),
    /** When the cart was first seen: an order placed since closes it. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    reminders: smallint('reminders').notNull().default(0),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    claim: uuid('claim'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Names the cart in the reminders' signed link. */
    linkKey: uuid('link_key').notNull().defaultRandom(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    recoveredOrderId: integer('recovered_order_id'),
    recoveredCents: integer('recovered_cents'),
  },
  (table) => [
    uniqueIndex('abandoned_carts_open_customer')
      .on(table.customerId)
      .where(sql`${table.closedAt} is null and ${table.customerId} is not null`),
    uniqueIndex('abandoned_carts_open_guest')
      .on(table.email)
      .where(sql`${table.closedAt} is null and ${table.customerId} is null`),
    uniqueIndex('abandoned_carts_link_key').on(table.linkKey),
    index('abandoned_carts_due').on(table.activeAt).where(sql`${table.closedAt} is null`),
  ],
);

/** Each reminder mailed: at most one per cart and number, whatever the processes. */
export const abandonedCartReminders = pgTable(
  'abandoned_cart_reminders',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => abandonedCarts.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('abandoned_cart_reminders_once').on(table.cartId, table.number),
    index().on(table.sentAt),
  ],
);
