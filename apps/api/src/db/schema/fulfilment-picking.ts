import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { stockLocations } from './inventory.ts';
import { orders } from './orders.ts';
import { staffUsers } from './staff.ts';

/** One picked product or size of a packed order, and how many went into the parcel. */
export interface PackedLine {
  productId: number;
  dimensionId: number | null;
  quantity: number;
}

/**
 * The fulfilment workflow's packing (decision 047): an order's lines from one location, packed
 * there once. The unique key makes two staff packing the same order at once pack it once.
 */
export const orderPacks = pgTable(
  'order_packs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Lines are missing on purpose: a partial shipment staff chose, with its reason. */
    partial: boolean('partial').notNull().default(false),
    reason: text('reason'),
    lines: jsonb('lines').$type<PackedLine[]>().notNull(),
    packedAt: timestamp('packed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('order_packs_order_location').on(table.orderId, table.locationId),
    index('order_packs_location_day').on(table.locationId, table.packedAt),
  ],
);
