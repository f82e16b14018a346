import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productDimensions, products } from './catalog.ts';

/** A shopper's wish to hear when a product (or one size of it) is back in stock; mailed once. */
export const backInStockSubscriptions = pgTable(
  'back_in_stock_subscriptions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dimensionId: integer('dimension_id').references(() => productDimensions.id, { onDelete: 'cascade' }),
    /** Stored lower-case. */
    email: text('email').notNull(),
    language: text('language').notNull().default('el'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    // One pending subscription per address and product or size; a notified one may be renewed.
    uniqueIndex('back_in_stock_pending_idx')
      .on(table.productId, sql`coalesce(${table.dimensionId}, 0)`, table.email)
      .where(sql`${table.notifiedAt} is null`),
    index('back_in_stock_product_idx').on(table.productId),
  ],
);
