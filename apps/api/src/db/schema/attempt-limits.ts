import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters of the rate-limit plugin (sign-in failures, mails, lookups), one fixed window per
 * counter and key, so every API process counts against the same limit. A row whose window has
 * ended counts for nothing and is deleted by the next prune.
 */
export const attemptWindows = pgTable(
  'attempt_windows',
  {
    /** The counter's name and the counted key, e.g. `staff-sign-in-email:a@b.gr`. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('attempt_windows_reset_idx').on(table.resetAt)],
);
