import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/** Moderation state of a review; the storefront shows approved ones only. */
export const ReviewStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const;

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The author's customer id; no foreign key so the catalogue does not depend on the accounts domain. */
    customerId: integer('customer_id'),
    authorName: text('author_name').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    rating: smallint('rating').notNull(),
    status: smallint('status').notNull().default(ReviewStatus.Pending),
    language: text('language').notNull().default('el'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_product_status_idx').on(table.productId, table.status, table.createdAt),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
