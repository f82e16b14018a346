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
import { takeawayStores } from './checkout-options.ts';
import { customers } from './customers.ts';

/**
 * When the pharmacist holds consultations, in minutes from midnight Athens time, per weekday
 * (1 Monday … 7 Sunday): at a store, or online when `store_id` is null. A day may have several
 * periods (morning and evening).
 */
export const appointmentHours = pgTable(
  'appointment_hours',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => takeawayStores.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (table) => [
    index('appointment_hours_store_idx').on(table.storeId, table.weekday),
    check('appointment_hours_weekday', sql`${table.weekday} between 1 and 7`),
    check(
      'appointment_hours_period',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute}`,
    ),
  ],
);

/** A customer's consultation with the pharmacist (spec 001 §9: InPerson or Online). */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The store of an InPerson consultation; null online. */
    storeId: integer('store_id').references(() => takeawayStores.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    topic: text('topic').notNull(),
    note: text('note'),
    /** Booked or Cancelled. */
    status: text('status').notNull().default('Booked'),
    /** The language its mails are written in. */
    language: text('language').notNull(),
    /** Loyalty points the booking credited (NewAppointment), taken back on cancellation. */
    points: integer('points').notNull().default(0),
    /** Who cancelled: Customer or Staff; and the shop's note to the customer. */
    cancelledBy: text('cancelled_by'),
    cancelNote: text('cancel_note'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A slot of a store (or of the online line, store 0) is held by one booked appointment at most.
    uniqueIndex('appointments_booked_slot_unique')
      .on(sql`coalesce(${table.storeId}, 0)`, table.startsAt)
      .where(sql`${table.status} = 'Booked'`),
    index('appointments_customer_idx').on(table.customerId, table.startsAt),
    index('appointments_starts_idx').on(table.startsAt),
    check('appointments_type', sql`${table.type} in ('InPerson', 'Online')`),
    check('appointments_status', sql`${table.status} in ('Booked', 'Cancelled')`),
  ],
);
