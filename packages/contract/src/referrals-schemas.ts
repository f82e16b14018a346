import { z } from 'zod';
import { CustomerFieldError, isValidEmail } from './customers.ts';
import { REFERRAL_COMMENTS_MAX_LENGTH, REFERRAL_STATES } from './referrals.ts';

/** The refer-a-friend calls on the wire; the rules are in `referrals.ts`. */

export const referAFriendQuerySchema = z.object({
  email: z
    .string(CustomerFieldError.required)
    .trim()
    .toLowerCase()
    .min(1, { error: CustomerFieldError.required, abort: true })
    .refine(isValidEmail, CustomerFieldError.invalidEmail)
    .describe("the friend's e-mail"),
  comments: z
    .string()
    .trim()
    .max(REFERRAL_COMMENTS_MAX_LENGTH, 'too_long')
    .optional()
    .describe('a personal note added to the invitation'),
});
export type ReferAFriendQuery = z.infer<typeof referAFriendQuerySchema>;

export const referAFriendResponseSchema = z.object({
  cd: z.string().describe('the invitation code'),
  url: z.string().describe('the registration link mailed to the friend'),
  message: z.string(),
});
export type ReferAFriendResponse = z.infer<typeof referAFriendResponseSchema>;

export const referralSchema = z.object({
  cd: z.string(),
  eml: z.string().describe('the invited address'),
  state: z.enum(REFERRAL_STATES),
  sent: z.string().describe('last mailed (ISO 8601)'),
  registered: z.string().nullable(),
  rewarded: z.string().nullable(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralListSchema = z.array(referralSchema);

/** What an invitation earns, from the shop's settings (the dialog and the referrals page say it). */
export const referralTermsSchema = z.object({
  sender_points: z.number().int(),
  friend_points: z.number().int(),
  coupon_pct: z.number(),
  coupon_days: z.number().int(),
});
export type ReferralTerms = z.infer<typeof referralTermsSchema>;
