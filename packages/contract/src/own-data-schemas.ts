import * as z from 'zod/mini';
import { appointmentSchema } from './appointments-schemas.ts';
import { cartItemSchema } from './cart-schemas.ts';
import { customerCouponSchema } from './customer-coupons-schemas.ts';
import { addressSchema, customerProfileSchema } from './customers-schemas.ts';
import { boughtGiftCardSchema } from './gift-cards-schemas.ts';
import { pointTransactionSchema } from './loyalty-schemas.ts';
import { orderDetailsSchema } from './orders-schemas.ts';
import { referralSchema } from './referrals-schemas.ts';
import { repeatPurchaseSchema } from './repeat-purchases-schemas.ts';
import { reviewSchema } from './reviews-schemas.ts';
import { wishlistSchema } from './wishlists-schemas.ts';

/**
 * The customer's own data (GDPR art. 15, 17, 20, 21): the export of everything the shop keeps
 * about an account, the account's deletion and the withdrawal of marketing consents.
 */

/**
 * The reserved domain (RFC 6761: `.invalid` is never delivered) of the address a deleted account,
 * and the orders it keeps, carry instead of the customer's.
 */
export const DELETED_ACCOUNT_EMAIL_DOMAIN = 'deleted.invalid';

/** Whether an address is a deleted account's placeholder: nobody reads it, so nothing is mailed to it. */
export function isDeletedAccountEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${DELETED_ACCOUNT_EMAIL_DOMAIN}`);
}

/** Field error codes of the account deletion. */
export const OwnDataFieldError = {
  required: 'required_field',
  /** `pwd`: not the account's password. */
  wrongPassword: 'invalid_current_password',
  /** `idt`: the Google sign-in is not the account's, or is not valid. */
  wrongGoogleAccount: 'google_account_mismatch',
  /** `pwd`: the account has no password; a fresh Google sign-in (`idt`) confirms instead. */
  googleSignInRequired: 'google_sign_in_required',
} as const;

/**
 * `customers/deleteaccount`: the account's password, or for an account that only signs in with
 * Google a fresh Google ID token of the same Google account.
 */
export const deleteAccountRequestSchema = z.object({
  pwd: z
    .optional(z.string(OwnDataFieldError.required).check(z.maxLength(1024)))
    .check(z.describe('the current password')),
  idt: z
    .optional(
      z
        .string(OwnDataFieldError.required)
        .check(z.minLength(1, OwnDataFieldError.required), z.maxLength(8192)),
    )
    .check(z.describe('a fresh Google ID token, for an account without a password')),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

const iso = () => z.string().check(z.describe('ISO 8601, UTC'));

export const ownAccountSchema = z.extend(customerProfileSchema, {
  lang: z.string().check(z.describe('the language mails are written in')),
  rgd: iso().check(z.describe('registered')),
  vfd: z.nullable(iso()).check(z.describe('email verified')),
  lld: z.nullable(iso()).check(z.describe('last sign-in')),
  pwd: z.boolean().check(z.describe('the account has a password')),
  ggl: z.boolean().check(z.describe('the account is linked to a Google sign-in')),
  ref: z.nullable(z.string()).check(z.describe('the referral code the account registered with')),
});
export type OwnAccount = z.infer<typeof ownAccountSchema>;

export const ownNewsletterSchema = z.object({
  eml: z.string(),
  st: z.enum(['pending', 'confirmed', 'unsubscribed']),
  lang: z.string(),
  src: z.string().check(z.describe('where the latest sign-up came from')),
  rqd: iso().check(z.describe('asked for')),
  cfd: z.nullable(iso()).check(z.describe('confirmed from the mailed link')),
  usd: z.nullable(iso()).check(z.describe('unsubscribed')),
});
export type OwnNewsletter = z.infer<typeof ownNewsletterSchema>;

export const ownLoyaltySchema = z.object({
  apts: z.number().check(z.describe('approved points')),
  ppts: z.number().check(z.describe('pending points')),
  tier: z.nullable(z.string()).check(z.describe('tier code')),
  ledger: z.array(pointTransactionSchema).check(z.describe('every ledger row, newest first')),
});
export type OwnLoyalty = z.infer<typeof ownLoyaltySchema>;

/** A review with the product it is about; `st` tells whether it is pending, approved or rejected. */
export const ownReviewSchema = z.extend(reviewSchema, { pid: z.number() });
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** `customers/exportmydata`: served as a JSON attachment. */
export const ownDataExportSchema = z.object({
  exported: iso(),
  account: ownAccountSchema,
  newsletter: z.nullable(ownNewsletterSchema),
  addresses: z.array(addressSchema),
  orders: z.array(orderDetailsSchema),
  loyalty: ownLoyaltySchema,
  reviews: z.array(ownReviewSchema),
  wishlists: z.array(wishlistSchema),
  cart: z.array(cartItemSchema),
  repeatPurchases: z.array(repeatPurchaseSchema),
  appointments: z.array(appointmentSchema),
  referrals: z.array(referralSchema),
  coupons: z.array(customerCouponSchema),
  giftCards: z.array(boughtGiftCardSchema),
});
export type OwnDataExport = z.infer<typeof ownDataExportSchema>;

/** The name the export is downloaded as, with its date (`own-data-2026-11-24.json`). */
export function ownDataFileName(at: Date): string {
  return `own-data-${at.toISOString().slice(0, 10)}.json`;
}
