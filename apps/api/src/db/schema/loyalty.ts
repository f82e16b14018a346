import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * A customer's loyalty balances and tier. The balances are the sums of the customer's ledger
 * rows, kept here in the same transaction as each row so that a redemption can be guarded by
 * one conditional update (decision 009).
 */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** Approved points: what the customer can redeem. */
  pointsBalance: integer('points_balance').notNull().default(0),
  /** Points of orders not yet completed. */
  pendingPoints: integer('pending_points').notNull().default(0),
  /** Tier code (slv, prm, gld): the customer group promotion policies are limited to. */
  tierCode: text('tier_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The append-only points ledger: one row per event, never updated. The unique (kind, source)
 * makes crediting idempotent: a second credit of the same event is a unique violation, treated
 * as "already done".
 */
export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** A `LoyaltyTransactionKind`. */
    kind: text('kind').notNull(),
    /** What caused it, e.g. `order:2026-000123`. */
    source: text('source').notNull(),
    /** Change to the approved balance (negative for a redemption or a reverted credit). */
    approvedPoints: integer('approved_points').notNull().default(0),
    /** Change to the pending balance. */
    pendingPoints: integer('pending_points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('loyalty_transactions_kind_source').on(table.kind, table.source),
    index('loyalty_transactions_customer').on(table.customerId, table.createdAt),
  ],
);

/**
 * What completed orders paid, for tiers counted on TotalPurchases: a row when an
 * order completes (source `order:<code>`) and a negative one when it is returned
 * (`order:<code>:returned`), so loyalty never reads the orders' tables. Append-only like the ledger.
 */
export const loyaltyPurchases = pgTable(
  'loyalty_purchases',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    source: text('source').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('loyalty_purchases_customer').on(table.customerId, table.createdAt)],
);

/**
 * The loyalty settings staff change (tiers, redemption steps, coupons); one row, the only source
 * of them: the first start seeds it from the configuration, the back office changes it
 * (decision 035). The column keeps its first name, `overrides`.
 */
export const loyaltySettings = pgTable(
  'loyalty_settings',
  {
    id: smallint('id').primaryKey().default(1),
    overrides: jsonb('overrides').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('loyalty_settings_one_row', sql`${table.id} = 1`)],
);

/**
 * A one-way fingerprint (an HMAC keyed by the app secret) of each deleted account's normalised
 * address, kept for one rule only: registering again with it earns no Register points a second
 * time. Nothing else reads it, and the address cannot be read back from it (decision 041).
 */
export const deletedEmailFingerprints = pgTable('deleted_email_fingerprints', {
  fingerprint: text('fingerprint').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
