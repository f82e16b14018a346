import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What shoppers sent through the contact page: the form's own fields, the page language (the
 * acknowledgement's and the shop's reply's), and an HMAC of the sender's IP address under a key
 * derived from the app secret, enough to see that many requests came from one place without
 * keeping the address itself.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    ipHash: text('ip_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** Requests to be called back, at a time within the call centre's hours. */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** Optional, lower-case: where the acknowledgement went. */
    email: text('email'),
    /** What the call is about, when the shopper said. */
    note: text('note'),
    /** The preferred time of the call. */
    preferredAt: timestamp('preferred_at', { withTimezone: true }).notNull(),
    language: text('language').notNull(),
    ipHash: text('ip_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('callback_requests_preferred_idx').on(table.preferredAt)],
);
