import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every message the shop sends is written here first, in the transaction of the change it
 * announces; with SMTP configured a delivery job per row sends it (decision 027). The row stays
 * the truth: `claimed_until` holds it for the one delivery in progress, `sent_at` ends it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    raw: text('raw').notNull(),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Until when a delivery in progress holds the message; another may take it only after. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.sentAt, table.id)],
);
