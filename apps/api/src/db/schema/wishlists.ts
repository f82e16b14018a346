import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { customers } from './customers.ts';

/** A signed-in customer's named list of products (spec 000 §3); guests keep theirs in the browser. */
export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wishlists_customer_idx').on(table.customerId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_items_wishlist_product_idx').on(table.wishlistId, table.productId),
    index('wishlist_items_product_idx').on(table.productId),
  ],
);

/** Ready-made list names a customer starts a list from (`InsertByTemplateId`); seeded by migration. */
export const wishlistTemplates = pgTable('wishlist_templates', {
  id: integer('id').primaryKey(),
  nameEl: text('name_el').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/** Products a template suggests; `InsertByTemplateId` copies them into the new list. */
export const wishlistTemplateProducts = pgTable(
  'wishlist_template_products',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => wishlistTemplates.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.templateId, table.productId] })],
);
