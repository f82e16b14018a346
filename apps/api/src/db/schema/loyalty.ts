import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/** A customer's loyalty points and tier; the loyalty domain credits and debits it. */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  pointsBalance: integer('points_balance').notNull().default(0),
  /** Tier code (slv, prm, gld): the customer group promotion policies are limited to. */
  tierCode: text('tier_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
