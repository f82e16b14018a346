import { boolean, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

/** A way to get the order: courier delivery or pick-up in a store. */
export const shippingTypes = pgTable('shipping_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEl: text('name_el').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionEl: text('description_el'),
  descriptionEn: text('description_en'),
  costCents: integer('cost_cents').notNull().default(0),
  /** Reaching the free-shipping threshold makes it free. */
  freeAboveThreshold: boolean('free_above_threshold').notNull().default(true),
  isPickup: boolean('is_pickup').notNull().default(false),
  /** Country ids it delivers to; empty for every country. */
  countryIds: integer('country_ids').array().notNull().default([]),
  position: smallint('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** A way to pay: card, cash on delivery (with a fee), bank deposit. */
export const paymentTypes = pgTable('payment_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEl: text('name_el').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionEl: text('description_el'),
  descriptionEn: text('description_en'),
  feeCents: integer('fee_cents').notNull().default(0),
  installments: boolean('installments').notNull().default(false),
  position: smallint('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});
