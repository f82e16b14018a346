import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { categories } from './categories.ts';

/**
 * The price-comparison feeds' own settings (decision 044). A category left out of a feed takes
 * every category below it along (medicines, which the sites do not accept); a product's own rule
 * wins over its categories'. `feed` is a `FeedName` (skroutz, bestprice, google).
 */
export const feedCategoryExclusions = pgTable(
  'feed_category_exclusions',
  {
    feed: text('feed').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.feed, table.categoryId] })],
);

export const feedProductRules = pgTable(
  'feed_product_rules',
  {
    feed: text('feed').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    listed: boolean('listed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.feed, table.productId] })],
);

/** A product's shipping weight in grams, which the sites show and Google's shipping uses. */
export const feedProductWeights = pgTable('feed_product_weights', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  weightGrams: integer('weight_grams').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When the feeds' settings last changed, deletions included: one row, touched by every write of
 * the tables above, so a feed's `Last-Modified` and `ETag` move with them.
 */
export const feedSettingsState = pgTable('feed_settings_state', {
  id: integer('id').primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(0),
});
