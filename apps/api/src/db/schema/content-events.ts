import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { contributors } from './content.ts';

/**
 * The pharmacy's events (content domain): skin-check days in the shop, talks and online webinars,
 * hosted by contributors. Texts in Greek and, where written, English (null falls back to Greek);
 * the body keeps its source and format and the sanitised HTML rendered when stored (decision 020).
 */
export const contentEvents = pgTable(
  'content_events',
  {
    id: serial('id').primaryKey(),
    eurl: text('eurl').notNull().unique(),
    titleEl: text('title_el').notNull(),
    titleEn: text('title_en'),
    summaryEl: text('summary_el').notNull(),
    summaryEn: text('summary_en'),
    /** A `ContentFormat`: how the source texts are written. */
    format: text('format').notNull(),
    sourceEl: text('source_el').notNull(),
    sourceEn: text('source_en'),
    /** The sources rendered and sanitised when stored. */
    bodyEl: text('body_el').notNull(),
    bodyEn: text('body_en'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** An `EventAttendanceMode`: InPerson or Online. */
    mode: text('mode').notNull(),
    /** The venue of an event in person; null online. */
    placeNameEl: text('place_name_el'),
    placeNameEn: text('place_name_en'),
    addressEl: text('address_el'),
    addressEn: text('address_en'),
    cityEl: text('city_el'),
    cityEn: text('city_en'),
    /** An https page where one registers. */
    registrationUrl: text('registration_url'),
    poster: text('poster').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_events_start_idx').on(table.startsAt),
    index('content_events_end_idx').on(table.endsAt),
    check('content_events_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    check('content_events_mode', sql`${table.mode} in ('InPerson', 'Online')`),
  ],
);

/** Who hosts an event, in the order its page lists them. */
export const contentEventHosts = pgTable(
  'content_event_hosts',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => contentEvents.id, { onDelete: 'cascade' }),
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => contributors.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.contributorId] }),
    index('content_event_hosts_contributor_idx').on(table.contributorId),
  ],
);
