import { ReviewStatus } from '@shop/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/** Moderation state of a review (the contract's); the storefront shows approved ones only. */
export { ReviewStatus };

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
    /** Plain text: markup is removed before it is stored. */
    body: text('body').notNull(),
    rating: smallint('rating').notNull(),
    status: smallint('status').notNull().default(ReviewStatus.Pending),
    language: text('language').notNull().default('el'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The author's last edit; null until the first one. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /**
     * Grows with every edit and every withdrawal of points, so that each approved version has a
     * ledger source of its own (`review:<id>`, then `review:<id>:v<version>`).
     */
    version: integer('version').notNull().default(1),
    /** Points the approval of this version credited; what an edit or a rejection takes back. */
    creditedPoints: integer('credited_points').notNull().default(0),
    /** The staff member who approved or rejected it last, and when. */
    moderatedBy: integer('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (table) => [
    index('reviews_product_status_idx').on(table.productId, table.status, table.createdAt),
    index('reviews_status_created_idx').on(table.status, table.createdAt),
    // One review per customer and product (spec 001 §8: "You have already reviewed the product").
    uniqueIndex('reviews_customer_product_unique')
      .on(table.customerId, table.productId)
      .where(sql`customer_id is not null`),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
