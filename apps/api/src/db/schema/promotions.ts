import { CUSTOMER_COUPON_REASONS, type GiftCardMovementKind } from '@shop/contract';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { categories } from './categories.ts';
import { customers } from './customers.ts';
import { manufacturers } from './manufacturers.ts';

/**
 * A promotion policy (gift, discount, 1+1): who takes part and the badge, which the catalogue
 * reads, and its cart effect, which the pricing engine applies (`packages/contract/src/pricing`).
 */
export const promotionPolicies = pgTable('promotion_policies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEl: text('name_el').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionEl: text('description_el'),
  descriptionEn: text('description_en'),
  badge: text('badge'),
  badgeUrl: text('badge_url'),
  /** Tier codes (slv, prm, gld) the policy is limited to; empty for everyone. */
  customerGroups: text('customer_groups').array().notNull().default([]),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  /** FixedAmount, Percentage, Bogo, Gift or Customized (a fixed unit price, `amount_cents`); null for a policy that only shows a badge. */
  kind: text('kind'),
  /** ProductOnly, CouponOnly, Maximum, Additive or Multiplicative (see the pricing engine). */
  combinationRule: text('combination_rule').notNull().default('Additive'),
  percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
  amountCents: integer('amount_cents'),
  /** Bogo n+m: buy n, get m free. */
  buyQuantity: smallint('buy_quantity'),
  freeQuantity: smallint('free_quantity'),
  /** The participating lines must reach this amount for the policy to apply. */
  minAmountCents: integer('min_amount_cents'),
  /** Units of the gift product a Gift policy adds. */
  giftQuantity: smallint('gift_quantity').notNull().default(1),
});

export const promotionPolicyProducts = pgTable(
  'promotion_policy_products',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => promotionPolicies.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.policyId, table.productId] }),
    index('promotion_policy_products_product_idx').on(table.productId),
  ],
);

export const promotionPolicyCategories = pgTable(
  'promotion_policy_categories',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => promotionPolicies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.policyId, table.categoryId] })],
);

export const promotionPolicyManufacturers = pgTable(
  'promotion_policy_manufacturers',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => promotionPolicies.id, { onDelete: 'cascade' }),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.policyId, table.manufacturerId] })],
);

/** The products a Gift policy may add for free, in order of preference. */
export const promotionPolicyGifts = pgTable(
  'promotion_policy_gifts',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => promotionPolicies.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.policyId, table.productId] })],
);

/**
 * A coupon code that switches on its promotion policy (usually a CouponOnly one); the policy
 * says what the coupon gives, the coupon who may use it and how often.
 */
export const coupons = pgTable(
  'coupons',
  {
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
    /** The customer a personal coupon belongs to (only their account may use it); null for a shop coupon. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Why a personal coupon was issued (Referral, Birthday, Tier). */
    reason: text('reason', { enum: CUSTOMER_COUPON_REASONS }),
    /** What issued a personal coupon (`referral:CODE`): one coupon per source, however often it is asked. */
    source: text('source').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coupons_customer_idx').on(table.customerId)],
);

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

/**
 * A gift card (bought or issued); an order takes from its balance. A card bought in the shop
 * keeps who bought it, for whom and with which order (decision 019).
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; matched case-insensitively. */
    code: text('code').notNull().unique(),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What issued a bought card (`order-line:<line id>:<unit>`): one card per unit, ever. */
    sourceKey: text('source_key').unique(),
    orderCode: text('order_code'),
    buyerCustomerId: integer('buyer_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    senderName: text('sender_name'),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    message: text('message'),
  },
  (table) => [
    index('gift_cards_buyer_idx').on(table.buyerCustomerId),
    index('gift_cards_order_idx').on(table.orderCode),
  ],
);

/** A gift card's history, written with each change of its balance or state (kinds in the contract). */
export const giftCardMovements = pgTable(
  'gift_card_movements',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<GiftCardMovementKind>().notNull(),
    /** The change of the balance (negative when taken); for a withdrawal, the balance it froze. */
    amountCents: integer('amount_cents').notNull(),
    orderCode: text('order_code'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gift_card_movements_card_idx').on(table.giftCardId, table.id)],
);

/** A set of products sold together; a product belongs to at most one active bundle. */
export const productBundles = pgTable('product_bundles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEl: text('name_el').notNull(),
  nameEn: text('name_en').notNull(),
  /** The price of the whole bundle; null sells the items at their own prices. */
  priceCents: integer('price_cents'),
  isActive: boolean('is_active').notNull().default(true),
});

export const productBundleItems = pgTable(
  'product_bundle_items',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => productBundles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bundleId, table.productId] }),
    index('product_bundle_items_product_idx').on(table.productId),
  ],
);
