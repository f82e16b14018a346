/** Refer a friend (spec 000 §3-§5, 001 §4): the invitation's code, link and states. */

/** Longest comment a sender may add to an invitation. */
export const REFERRAL_COMMENTS_MAX_LENGTH = 500;

/** Characters of an invitation code: no 0/O or 1/I, so a code read aloud or retyped survives. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 10 characters of 32: 50 bits, unguessable by trying. */
export const REFERRAL_CODE_LENGTH = 10;

/** The query parameter of the registration page that carries the code (spec 000 §2). */
export const REFERRAL_QUERY_PARAM = 'ref';

/** The registration page an invitation links to, before its language prefix. */
export const referralRegisterPath = (code: string) =>
  `/register?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;

/** Percentage of the personal coupon the invited customer gets with their first completed order. */
export const REFERRAL_COUPON_PERCENT = 30;

/** An invitation's state: mailed, the friend registered with it, the friend's first order completed (both rewarded). */
export const REFERRAL_STATES = ['sent', 'registered', 'rewarded'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];
