import { GENDERS } from '@shop/contract';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { staffUsers } from './staff.ts';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case, so the unique index is case-insensitive. */
    email: text('email').notNull(),
    /** Null for an account that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    gender: text('gender', { enum: GENDERS }),
    birthDate: date('birth_date', { mode: 'string' }),
    /** The language mails are written in: the one of registration, then of the last login. */
    language: text('language').notNull().default('el'),
    /** The referral code given at registration, kept for the referral feature. */
    referredByCode: text('referred_by_code'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('customers_email_key').on(table.email),
    uniqueIndex('customers_google_subject_key').on(table.googleSubject),
  ],
);

export const CUSTOMER_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type CustomerTokenPurpose = (typeof CUSTOMER_TOKEN_PURPOSES)[number];

/** Single-use links mailed to a customer; only a SHA-256 of the guid is stored. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CUSTOMER_TOKEN_PURPOSES }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('customer_tokens_customer_idx').on(table.customerId, table.purpose)],
);

/**
 * One row per sign-in (a refresh-token family). Revoking it ends the session at once:
 * every authenticated request checks it, and its refresh tokens stop working.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Set when a SalesPerson opened this session on the customer's behalf. */
    impersonatorStaffId: integer('impersonator_staff_id').references(() => staffUsers.id),
    createdAt: createdAt(),
    /** Absolute expiry: rotation never extends a session beyond it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('customer_sessions_customer_idx').on(table.customerId)],
);

/** Opaque refresh tokens, stored as SHA-256; a used one is kept to detect its replay. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => customerSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);
