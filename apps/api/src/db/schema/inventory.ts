import type { STOCK_MOVEMENT_KINDS } from '@shop/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productDimensions, products } from './catalog.ts';
import { takeawayStores } from './checkout-options.ts';
import { orders } from './orders.ts';
import { staffUsers } from './staff.ts';

/**
 * The inventory domain (decision 045): where stock is held. The catalogue's stock columns are
 * derived from `location_stock` (the locations that ship), written by `InventoryService` only.
 */

/** A place that holds stock: the web warehouse (primary) and the stores. */
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameEl: text('name_el').notNull(),
    nameEn: text('name_en').notNull(),
    /** Courier and locker orders may be sent from here; its stock counts as sellable online. */
    ships: boolean('ships').notNull().default(false),
    /** The takeaway store whose pickup orders this location hands over. */
    takeawayStoreId: integer('takeaway_store_id')
      .unique()
      .references(() => takeawayStores.id),
    /** Days for stock moved here from another location; null: pickup only of what it holds. */
    transferDays: smallint('transfer_days'),
    /** Where stock without a location (opening stock, the product form's single number) lives. */
    isPrimary: boolean('is_primary').notNull().default(false),
    /** Locations are drawn from in this order. */
    position: smallint('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('stock_locations_one_primary').on(table.isPrimary).where(sql`${table.isPrimary}`),
    check('stock_locations_transfer_days', sql`${table.transferDays} is null or ${table.transferDays} >= 0`),
  ],
);

/** Stock of a product (size null) or of one size of it, at one location. */
export const locationStock = pgTable(
  'location_stock',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dimensionId: integer('dimension_id').references(() => productDimensions.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull().default(0),
  },
  (table) => [
    unique('location_stock_key').on(table.locationId, table.productId, table.dimensionId).nullsNotDistinct(),
    index('location_stock_product').on(table.productId, table.dimensionId),
    check('location_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);

/** Kinds of movement (contract): an order's sale, stock given back, a count or correction, a move between locations. */
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** Every change of `location_stock`, with who and why: the history that explains today's number. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dimensionId: integer('dimension_id').references(() => productDimensions.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    kind: text('kind').$type<StockMovementKind>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_product').on(table.productId, table.id),
    index('stock_movements_order').on(table.orderId).where(sql`${table.orderId} is not null`),
    check('stock_movements_kind', sql`${table.kind} in ('sale', 'return', 'adjustment', 'transfer')`),
  ],
);
