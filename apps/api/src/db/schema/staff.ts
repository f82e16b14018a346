import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The name the back office greets and signs audit lists with. */
    name: text('name').notNull().default(''),
    /** The back office's language for this staff member (`el` | `en`). */
    language: text('language').notNull().default('el'),
    /** `Role` of the contract: Inspector 0, SalesPerson 1, Admin 3. */
    role: smallint('role').notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set when an Admin disabled the account: it cannot sign in, and its sessions have ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_users_email_key').on(table.email)],
);

/**
 * A staff sign-in. The access token names its session, and every staff call reads the session
 * with the staff row (one primary-key join), so signing out or being disabled refuses the token
 * at once on every API process.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** `sign_out`, `disabled`, `role_changed`. */
    endedReason: text('ended_reason'),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

export const impersonationGrants = pgTable('impersonation_grants', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staffUsers.id),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Every request made in an impersonated session, with the staff member behind it. */
export const impersonationActions = pgTable(
  'impersonation_actions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    customerId: integer('customer_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    statusCode: smallint('status_code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('impersonation_actions_staff_idx').on(table.staffId, table.createdAt)],
);
