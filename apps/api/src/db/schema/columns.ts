import { timestamp } from 'drizzle-orm/pg-core';

/** The creation time every row of the account tables carries. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
