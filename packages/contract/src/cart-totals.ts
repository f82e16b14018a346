import type { CartTotals } from './cart-totals-schemas.ts';
import { centsToEuros, eurosToCents } from './money.ts';

/**
 * Limits, result codes and pure rules of the cart totals; the wire forms of
 * `POST /orders/composecarttotals` are in `cart-totals-schemas.ts`.
 */

/** Most lines a cart may send; a cart larger than this is not a shopper's cart. */
export const CART_TOTALS_MAX_LINES = 100;
/** Most coupon or gift-card codes one request may carry. */
export const CART_TOTALS_MAX_CODES = 10;

/** Coupon check results of spec 001 §4, plus `Applied` for a coupon that took effect. */
export const COUPON_CHECK_RESULTS = [
  'Applied',
  'NotFound',
  'Inactive',
  'Expired',
  'Pending',
  'Redeemed',
  'EmailNotAllowed',
  'NotApplicable',
  'InternalError',
  'MustHaveEmailOrCustomerId',
] as const;
export type CouponCheckResult = (typeof COUPON_CHECK_RESULTS)[number];

/** What happened to a gift-card code. */
export const GIFT_CARD_CHECK_RESULTS = [
  'Applied',
  'NotFound',
  'Inactive',
  'Expired',
  'Empty',
  'NotNeeded',
] as const;
export type GiftCardCheckResult = (typeof GIFT_CARD_CHECK_RESULTS)[number];

/** Applied discount types of spec 001 §3. */
export const APPLIED_DISCOUNT_TYPES = [
  'GiftCard',
  'LoyaltyPoints',
  'Coupon',
  'PromotionPolicy',
  'Bundle',
] as const;
export type AppliedDiscountType = (typeof APPLIED_DISCOUNT_TYPES)[number];

/**
 * Promotion discount kinds (spec 001 §4), `Gift` being the auto-inserted free product and
 * `Customized` a price the shop sets for the participating products (decision 017).
 */
export const PROMOTION_KINDS = ['FixedAmount', 'Percentage', 'Bogo', 'Gift', 'Customized'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Promotion combination rules (spec 001 §4); their meaning is documented in `pricing/engine.ts`. */
export const COMBINATION_RULES = [
  'ProductOnly',
  'CouponOnly',
  'Maximum',
  'Additive',
  'Multiplicative',
] as const;
export type CombinationRule = (typeof COMBINATION_RULES)[number];

/** Greek VAT rates by tax class number (`products.tax_class`): prices include VAT. */
export const VAT_RATES: Readonly<Record<number, number>> = { 0: 24, 1: 13, 2: 6, 3: 0 };

/** The VAT rate of a gift card's line, whatever its tax class (decision 021): none. */
export const GIFT_CARD_VAT_RATE = 0;

/** The VAT rate of shipping and payment fees (the standard Greek rate): orders and their documents charge them at it. */
export const SHIPPING_VAT_RATE = 24;

/**
 * Verdicts on a code that no change to the cart can turn: the code is taken off the list and its
 * message kept beside the field. "Not applicable", "pending" and "not needed" may change with the
 * cart, so those codes stay listed.
 */
const FINAL_REFUSALS = new Set<string>([
  'NotFound',
  'Inactive',
  'Expired',
  'Redeemed',
  'EmailNotAllowed',
  'Empty',
]);

export function isFinalRefusal(status: string): boolean {
  return FINAL_REFUSALS.has(status);
}

/**
 * The total's reduction split for display, in euros: promotions, bundles and coupons; gift cards;
 * loyalty points. Worked in cents, so the three add up to `dsct` exactly.
 */
export function reductionsOf(totals: Pick<CartTotals, 'dsct' | 'giftcards' | 'lpnt'>): {
  discount: number;
  giftCards: number;
  points: number;
} {
  const giftCardCents = totals.giftcards.reduce((total, card) => total + eurosToCents(card.amt), 0);
  const pointCents = eurosToCents(totals.lpnt.amt);
  return {
    discount: centsToEuros(eurosToCents(totals.dsct) - giftCardCents - pointCents),
    giftCards: centsToEuros(giftCardCents),
    points: centsToEuros(pointCents),
  };
}
