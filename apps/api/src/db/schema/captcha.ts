import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Captcha challenges whose solution has been accepted once, kept until the challenge expires, so
 * a solved payload cannot be sent again (decision 014). The key is the challenge's random nonce,
 * covered by its signature; the primary key makes two concurrent uses race to one winner.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_challenges_expires_idx').on(table.expiresAt)],
);
