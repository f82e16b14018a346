import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/** A quantity of a product or size an order waits for from the supplier. */
export interface OrderBackOrderedLine {
  productId: number;
  dimensionId: number | null;
  quantity: number;
}

/** An address as it was when the order was placed, with the country and region names of its language. */
export interface OrderAddressSnapshot {
  fnm: string;
  lnm: string;
  mob: string;
  tel: string;
  ctid: number;
  ctnm: string;
  crid: number | null;
  crnm: string;
  adr1: string;
  ct: string;
  ar: string;
  pc: string;
  bnm: string;
}

/** The parcel locker an order goes to, as it was when the order was placed. */
export interface OrderLockerSnapshot {
  id: string;
  nm: string;
  adr: string;
  pc: string;
  ct: string;
  lat: number;
  lng: number;
}

/** Gift-card delivery details given with an order that holds a gift card. */
export interface OrderGiftDetails {
  senderName: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

/** A gift card an order paid with, so that a cancellation can give the amount back. */
export interface OrderGiftCardAmount {
  id: number;
  code: string;
  amountCents: number;
}

/** Numbers of the human order codes (`2026-000042`); a sequence never hands out a number twice. */
export const orderCodeSequence = pgSequence('order_code_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The order's public id in links, tracking and payment returns. */
    uid: text('uid').notNull().unique(),
    /** The code the shopper reads and pays with: the year and a sequence number. */
    code: text('code').notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** The language the order was placed in: its mails are written in it. */
    language: text('language').notNull(),
    /** OrderStatus (contract); moves only through the transition table. */
    status: smallint('status').notNull(),
    receiptType: text('receipt_type').notNull(),
    companyName: text('company_name'),
    companyTaxOffice: text('company_tax_office'),
    companyActivity: text('company_activity'),
    companyTaxId: text('company_tax_id'),
    billing: jsonb('billing').$type<OrderAddressSnapshot>().notNull(),
    /** Null when delivered to the billing address, picked up or sent to a locker. */
    delivery: jsonb('delivery').$type<OrderAddressSnapshot>(),
    shippingTypeId: integer('shipping_type_id').notNull(),
    shippingKind: text('shipping_kind').notNull(),
    shippingNameEl: text('shipping_name_el').notNull(),
    shippingNameEn: text('shipping_name_en').notNull(),
    storeId: integer('store_id'),
    lockerId: text('locker_id'),
    locker: jsonb('locker').$type<OrderLockerSnapshot>(),
    paymentTypeId: integer('payment_type_id').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    paymentNameEl: text('payment_name_el').notNull(),
    paymentNameEn: text('payment_name_en').notNull(),
    installments: smallint('installments').notNull().default(1),
    /** Goods before any discount. */
    goodsCents: integer('goods_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    paymentFeeCents: integer('payment_fee_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** What the shopper pays (after gift cards). */
    totalCents: integer('total_cents').notNull(),
    pointsUsed: integer('points_used').notNull().default(0),
    /** What the redeemed points took off, so the order shows them apart from the discount. */
    pointsCents: integer('points_cents').notNull().default(0),
    /**
     * An intra-community supply to an EU business whose VAT number VIES confirmed (decision 039):
     * no Greek VAT charged, the buyer accounts for it (reverse charge).
     */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    pointsEarned: integer('points_earned').notNull().default(0),
    giftCards: jsonb('gift_cards').$type<OrderGiftCardAmount[]>().notNull().default([]),
    /**
     * Quantities of back-order products (decision 010) the order took beyond their stock: they
     * were never taken from stock, so a cancellation gives back only the rest.
     */
    backOrdered: jsonb('back_ordered').$type<OrderBackOrderedLine[]>().notNull().default([]),
    gift: jsonb('gift').$type<OrderGiftDetails>(),
    note: text('note').notNull().default(''),
    acceptedNewsletter: boolean('accepted_newsletter').notNull().default(false),
    /** The key the placing request carried (the storefront's cart token): one order per key. */
    idempotencyKey: text('idempotency_key').unique(),
    /** An unpaid card or bank-deposit order is cancelled after this time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentTransactionId: text('payment_transaction_id'),
    paidCents: integer('paid_cents'),
    cancelReason: text('cancel_reason'),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.placedAt),
    index('orders_unpaid_expiry_idx').on(table.expiresAt).where(sql`status = 0 and expires_at is not null`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    productId: integer('product_id').notNull(),
    /** Size or colour; null for a product without. */
    dimensionId: integer('dimension_id'),
    name: text('name').notNull(),
    sizeName: text('size_name'),
    url: text('url'),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    vatRate: smallint('vat_rate').notNull(),
    /** A gift a promotion added. */
    autoInserted: boolean('auto_inserted').notNull().default(false),
    /** The line sells gift cards (a `ptype` 1 product): paying for it issues one card per unit. */
    giftCard: boolean('gift_card').notNull().default(false),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId)],
);

/** Who moved an order: the shopper, the payment provider, the expiry job or a staff member. */
export const ORDER_ACTOR_KINDS = ['customer', 'guest', 'payment', 'system', 'staff'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the first status. */
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').$type<OrderActorKind>().notNull(),
    actorId: integer('actor_id'),
    /** The note to the customer: shown in their history and mailed (a tracking number, a reason). */
    note: text('note'),
    /** Staff's internal note: read in the back office only, never by the customer or in a mail. */
    internalNote: text('internal_note'),
  },
  (table) => [index('order_status_changes_order_idx').on(table.orderId, table.id)],
);

/** An order row as the database holds it. */
export type OrderRecord = typeof orders.$inferSelect;
