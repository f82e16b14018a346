import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const NEWSLETTER_SOURCES = ['footer', 'checkout'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/**
 * One row per address (decision 015): pending until a mailed link is followed (double opt-in),
 * confirmed, or unsubscribed. What the consent rests on is kept: when it was asked for, from
 * where, and when the mailbox confirmed it.
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  /** Stored trimmed and lower-case. */
  email: text('email').notNull().unique(),
  /** The language of its mails. */
  language: text('language').notNull().default('el'),
  status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
  /** Where the latest sign-up came from. */
  source: text('source', { enum: NEWSLETTER_SOURCES }).notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Mailed confirmation links: only the SHA-256 of the guid is kept; single use, expiring. */
export const newsletterTokens = pgTable(
  'newsletter_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('newsletter_tokens_subscription_idx').on(table.subscriptionId, table.createdAt)],
);
