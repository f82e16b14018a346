import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { customers } from './customers.ts';

/**
 * A product (size 0: none) a signed-in customer wants back every `interval_months` (spec 001 §3),
 * reminded before `next_due_on` (a shop-time day) unless paused. The names are kept from when it
 * was asked for, so a product no longer sold can still be named in a reminder.
 */
export const repeatPurchases = pgTable(
  'repeat_purchases',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dimensionId: integer('dimension_id').notNull().default(0),
    quantity: smallint('quantity').notNull(),
    intervalMonths: smallint('interval_months').notNull(),
    nextDueOn: date('next_due_on', { mode: 'string' }).notNull(),
    paused: boolean('paused').notNull().default(false),
    nameEl: text('name_el').notNull(),
    nameEn: text('name_en').notNull(),
    sizeEl: text('size_el'),
    sizeEn: text('size_en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('repeat_purchases_customer_product_uq').on(
      table.customerId,
      table.productId,
      table.dimensionId,
    ),
    index('repeat_purchases_due_idx').on(table.nextDueOn),
  ],
);

/**
 * One reminder of a repeat for one due date: the unique key makes it at most once, however many
 * sweeps run. Reminders mailed together share `mail_key`, which the mail's link names.
 */
export const repeatPurchaseReminders = pgTable(
  'repeat_purchase_reminders',
  {
    id: serial('id').primaryKey(),
    repeatPurchaseId: integer('repeat_purchase_id')
      .notNull()
      .references(() => repeatPurchases.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    mailKey: uuid('mail_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('repeat_purchase_reminders_due_uq').on(table.repeatPurchaseId, table.dueOn),
    index('repeat_purchase_reminders_mail_idx').on(table.mailKey),
  ],
);
