import { GENDERS } from '@shop/contract';
import { sql } from 'drizzle-orm';
import {
  date,
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
import { countries, countryRegions } from './geo.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** `Role` of the contract: Inspector 0, SalesPerson 1. */
    role: smallint('role').notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_users_email_key').on(table.email)],
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

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    street: text('street').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => countryRegions.id),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    mobile: text('mobile'),
    comments: text('comments'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A title names one address of a customer, whatever its letter case ("address exists").
  (table) => [uniqueIndex('addresses_customer_title_key').on(table.customerId, sql`lower(${table.title})`)],
);
