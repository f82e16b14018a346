/**
 * Personal coupons: a coupon a customer owns (issued for a referral, a birthday or a tier), usable
 * by that customer's account only; shop-wide coupons have no owner.
 */
export const CUSTOMER_COUPON_REASONS = ['Referral', 'Birthday', 'Tier'] as const;
export type CustomerCouponReason = (typeof CUSTOMER_COUPON_REASONS)[number];

/** Where a personal coupon stands for its owner, in the wallet's order. */
export const CUSTOMER_COUPON_STATES = ['active', 'pending', 'used', 'expired', 'inactive'] as const;
export type CustomerCouponState = (typeof CUSTOMER_COUPON_STATES)[number];
