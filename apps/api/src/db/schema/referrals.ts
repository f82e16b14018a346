import { integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';

/**
 * A refer-a-friend invitation (spec 000 §3-§5, 001 §4): a signed-in customer invites an e-mail
 * address with a short code `cd`; registering with `?ref=cd` links the new account, and the
 * invited customer's first completed order rewards both once.
 */
export const referralInvitations = pgTable(
  'referral_invitations',
  {
    id: serial('id').primaryKey(),
    /** The code in the mailed link (`/register?ref=`), upper-case, unguessable. */
    code: text('code').notNull().unique(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lower-case; one invitation per sender and address. */
    email: text('email').notNull(),
    comments: text('comments'),
    /** The language the invitation was mailed in (the sender's). */
    language: text('language').notNull(),
    /** Times it was mailed: re-inviting the same address mails the same invitation again. */
    mailCount: smallint('mail_count').notNull().default(1),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The account that registered with the code; an account is linked to one invitation. */
    inviteeId: integer('invitee_id').references(() => customers.id, { onDelete: 'set null' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** When the invitee's first order completed and both were rewarded, and which order it was. */
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    rewardedOrderCode: text('rewarded_order_code'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('referral_invitations_sender_email_idx').on(table.senderId, table.email),
    uniqueIndex('referral_invitations_invitee_idx').on(table.inviteeId),
  ],
);
