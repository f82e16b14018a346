import type { CarrierCode, CarrierEventKind, ManualCourier } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { staffUsers } from './staff.ts';

/**
 * An order's voucher with a carrier (decision 046). One per order (`order_id` unique): a retried
 * or concurrent request finds the row and makes no second voucher. The row is written before the
 * carrier is called (`state = 'creating'`, no tracking number yet) and filled in after it answered,
 * or deleted when the carrier refused; a claim older than a few minutes (a crash mid-call) is taken over.
 */
export const carrierShipments = pgTable(
  'carrier_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').$type<CarrierCode>().notNull(),
    /** The courier whose tracking page the customer gets (the carrier itself unless manual). */
    courier: text('courier').$type<ManualCourier>().notNull(),
    state: text('state').$type<'creating' | 'created'>().notNull(),
    trackingNumber: text('tracking_number'),
    /** The carrier's own id of the parcel when it differs from the tracking number (BoxNow's delivery request). */
    carrierRef: text('carrier_ref'),
    codCents: integer('cod_cents').notNull().default(0),
    weightGrams: integer('weight_grams').notNull(),
    lockerId: text('locker_id'),
    pickupList: text('pickup_list'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The time of the newest carrier event applied, so that an older one changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    /** Delivered or returned: the poll stops asking. */
    finished: boolean('finished').notNull().default(false),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }),
  },
  (table) => [
    unique('carrier_shipments_order_key').on(table.orderId),
    index('carrier_shipments_open_idx')
      .on(table.carrier, table.finished)
      .where(sql`${table.state} = 'created'`),
    index('carrier_shipments_tracking_idx').on(table.trackingNumber),
  ],
);

/**
 * What a carrier said of a parcel, once each: `event_key` is the carrier's event id, or its code
 * and time, so a poll or webhook repeating an event records nothing new.
 */
export const carrierEvents = pgTable(
  'carrier_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => carrierShipments.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    kind: text('kind').$type<CarrierEventKind>().notNull(),
    code: text('code').notNull(),
    text: text('text').notNull(),
    location: text('location'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Whether it moved the order (false: older than one applied, or a kind that moves nothing). */
    applied: boolean('applied').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('carrier_events_key').on(table.shipmentId, table.eventKey)],
);

/** An imported COD settlement report of a carrier. */
export const codSettlements = pgTable('cod_settlements', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A line of a settlement: the amount collected for one tracking number and what the shop made of it. */
export const codSettlementLines = pgTable(
  'cod_settlement_lines',
  {
    id: serial('id').primaryKey(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => codSettlements.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    collectedCents: integer('collected_cents').notNull(),
    expectedCents: integer('expected_cents'),
    outcome: text('outcome')
      .$type<'paid' | 'already_paid' | 'difference' | 'unknown' | 'not_cod'>()
      .notNull(),
  },
  (table) => [index('cod_settlement_lines_settlement_idx').on(table.settlementId)],
);
