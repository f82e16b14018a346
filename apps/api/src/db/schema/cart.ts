import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { customers } from './customers.ts';

/** The gift-card recipient form kept with a line (spec 001 §3: gfnm, gffnm, gfremail, gfmsg). */
export interface CartLineGift {
  gfnm: string;
  gffnm: string;
  gfremail: string;
  gfmsg: string;
}

/**
 * The signed-in customer's cart, one row per product and dimension (0 when the product has
 * none, so the pair is unique without a nullable column in the index).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dimensionId: integer('dimension_id').notNull().default(0),
    quantity: integer('quantity').notNull(),
    bundleProductExist: boolean('bundle_product_exist').notNull().default(false),
    gift: jsonb('gift').$type<CartLineGift>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_line_idx').on(table.customerId, table.productId, table.dimensionId),
    index('cart_items_product_idx').on(table.productId),
  ],
);
