import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * Entries of the header search box: links without a product (shown five at random) and
 * curated product entries.
 */
export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('search_suggestions_language_idx').on(table.language, table.isActive)],
);
