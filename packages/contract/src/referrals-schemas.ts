import * as z from 'zod/mini';
import { CustomerFieldError, isValidEmail } from './customers.ts';
import { REFERRAL_COMMENTS_MAX_LENGTH, REFERRAL_STATES } from './referrals.ts';

/** The refer-a-friend calls on the wire; the rules are in `referrals.ts`. */

export const referAFriendQuerySchema = z.object({
  email: z
    .string(CustomerFieldError.required)
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: CustomerFieldError.required, abort: true }),
      z.refine(isValidEmail, CustomerFieldError.invalidEmail),
      z.describe("the friend's e-mail"),
    ),
  comments: z
    .optional(z.string().check(z.trim(), z.maxLength(REFERRAL_COMMENTS_MAX_LENGTH, 'too_long')))
    .check(z.describe('a personal note added to the invitation')),
});
export type ReferAFriendQuery = z.infer<typeof referAFriendQuerySchema>;

export const referAFriendResponseSchema = z.object({
  cd: z.string().check(z.describe('the invitation code')),
  url: z.string().check(z.describe('the registration link mailed to the friend')),
  message: z.string(),
});
export type ReferAFriendResponse = z.infer<typeof referAFriendResponseSchema>;

export const referralSchema = z.object({
  cd: z.string(),
  eml: z.string().check(z.describe('the invited address')),
  state: z.enum(REFERRAL_STATES),
  sent: z.string().check(z.describe('last mailed (ISO 8601)')),
  registered: z.nullable(z.string()),
  rewarded: z.nullable(z.string()),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralListSchema = z.array(referralSchema);

/** What an invitation earns, from the shop's settings (the dialog and the referrals page say it). */
export const referralTermsSchema = z.object({
  sender_points: z.number().check(z.int()),
  friend_points: z.number().check(z.int()),
  coupon_pct: z.number(),
  coupon_days: z.number().check(z.int()),
});
export type ReferralTerms = z.infer<typeof referralTermsSchema>;
