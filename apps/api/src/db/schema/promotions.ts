import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { promotionPolicies } from './promotion-policies.ts';

/**
 * A coupon code that switches on its promotion policy (usually a CouponOnly one); the policy
 * says what the coupon gives, the coupon who may use it and how often.
 */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  /** Stored upper-case; codes are matched case-insensitively. */
  code: text('code').notNull().unique(),
  policyId: integer('policy_id')
    .notNull()
    .references(() => promotionPolicies.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** Redemptions over all customers; null for no limit. */
  maxRedemptions: integer('max_redemptions'),
  /** Redemptions per customer (by id or e-mail); null for no limit. */
  maxPerCustomer: smallint('max_per_customer'),
  /** Lower-case e-mails allowed to use it; empty for everyone. */
  allowedEmails: text('allowed_emails').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One use of a coupon by a placed order; the checkout writes it, the pricing engine counts it. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email'),
    orderCode: text('order_code'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coupon_redemptions_coupon_idx').on(table.couponId)],
);

/** A gift card (bought or issued); an order takes from its balance. */
export const giftCards = pgTable('gift_cards', {
  id: serial('id').primaryKey(),
  /** Stored upper-case; matched case-insensitively. */
  code: text('code').notNull().unique(),
  initialCents: integer('initial_cents').notNull(),
  balanceCents: integer('balance_cents').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A customer's loyalty points and tier; the loyalty domain credits and debits it. */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  pointsBalance: integer('points_balance').notNull().default(0),
  /** Tier code (slv, prm, gld): the customer group promotion policies are limited to. */
  tierCode: text('tier_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
