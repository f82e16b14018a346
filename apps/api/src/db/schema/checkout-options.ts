import { boolean, doublePrecision, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

/** A way to get the order: courier to the door, a parcel locker, or takeaway from a store. */
export const shippingTypes = pgTable('shipping_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEl: text('name_el').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionEl: text('description_el'),
  descriptionEn: text('description_en'),
  /** ShippingKind (contract): courier, locker or takeaway; they exclude each other. */
  kind: text('kind').notNull().default('courier'),
  costCents: integer('cost_cents').notNull().default(0),
  /** Reaching the free-shipping threshold makes it free. */
  freeAboveThreshold: boolean('free_above_threshold').notNull().default(true),
  /** Added for a delivery to an island region (geo marks them), also above the threshold. */
  islandSurchargeCents: integer('island_surcharge_cents').notNull().default(0),
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
  /** PaymentProviderCode (contract): who takes the money. */
  provider: text('provider').notNull().default('sandbox'),
  feeCents: integer('fee_cents').notNull().default(0),
  /** Order totals from this amount are refused (the Greek cash limit for cash on delivery); null: no limit. */
  maxAmountCents: integer('max_amount_cents'),
  /** Shipping kinds it may be chosen with; empty for every kind. */
  shippingKinds: text('shipping_kinds').array().notNull().default([]),
  installments: boolean('installments').notNull().default(false),
  position: smallint('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** A store a takeaway order is picked up from. */
export const takeawayStores = pgTable('takeaway_stores', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEl: text('name_el').notNull(),
  nameEn: text('name_en').notNull(),
  addressEl: text('address_el').notNull(),
  addressEn: text('address_en').notNull(),
  cityEl: text('city_el').notNull(),
  cityEn: text('city_en').notNull(),
  postcode: text('postcode').notNull(),
  phone: text('phone').notNull(),
  /** Opening hours, one line per group of days. */
  hoursEl: text('hours_el').array().notNull().default([]),
  hoursEn: text('hours_en').array().notNull().default([]),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  position: smallint('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** A parcel locker an order can be sent to (the shop's list; BoxNow's when configured). */
export const parcelLockers = pgTable('parcel_lockers', {
  /** The locker network's own id. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/** The shop's accounts a bank deposit is paid into. */
export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  bankEl: text('bank_el').notNull(),
  bankEn: text('bank_en').notNull(),
  iban: text('iban').notNull().unique(),
  beneficiary: text('beneficiary').notNull(),
  position: smallint('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** From an order total (inclusive) a credit card may split the payment into at most this many installments. */
export const installmentSteps = pgTable('installment_steps', {
  fromCents: integer('from_cents').primaryKey(),
  maxInstallments: smallint('max_installments').notNull(),
});
