import * as z from 'zod/mini';
import { CUSTOMER_COUPON_REASONS, CUSTOMER_COUPON_STATES } from './customer-coupons.ts';

/** The coupons wallet and the offers page on the wire; the rules are in `customer-coupons.ts`. */

const booleanQuery = z.pipe(
  z.enum(['true', 'false', '1', '0'], 'invalid_value'),
  z.transform((value) => value === 'true' || value === '1'),
);

export const customerCouponsQuerySchema = z.object({
  excludeInActive: z
    .optional(booleanQuery)
    .check(z.describe('true leaves out coupons that can no longer be used (used, expired, switched off)')),
});

export const customerCouponSchema = z.object({
  id: z.number().check(z.int()),
  cd: z.string().check(z.describe('the code to enter in the cart')),
  reason: z.enum(CUSTOMER_COUPON_REASONS),
  nm: z.string().check(z.describe("the coupon's promotion, in the request's language")),
  ds: z.nullable(z.string()),
  pct: z.nullable(z.number()).check(z.describe('percentage off, for a percentage coupon')),
  amt: z.nullable(z.number()).check(z.describe('euros off, for a fixed-amount coupon')),
  from: z.nullable(z.string()).check(z.describe('valid from (ISO 8601), null for at once')),
  to: z.nullable(z.string()).check(z.describe('valid until (ISO 8601), null for no end')),
  used: z.boolean(),
  state: z.enum(CUSTOMER_COUPON_STATES),
});
export type CustomerCoupon = z.infer<typeof customerCouponSchema>;

export const customerCouponListSchema = z.array(customerCouponSchema);

export const offerSchema = z.object({
  id: z.number().check(z.int()),
  cd: z.string().check(z.describe('the code of its page, /promotion-policy/{cd}')),
  nm: z.string(),
  ds: z.nullable(z.string()),
  badge: z.nullable(z.string()),
  badge_url: z.nullable(z.string()),
  kind: z
    .nullable(z.string())
    .check(z.describe('FixedAmount, Percentage, Bogo, Gift, Customized; null for a badge only')),
  pct: z.nullable(z.number()),
  amt: z.nullable(z.number()).check(z.describe('euros off (FixedAmount) or the fixed price (Customized)')),
  buy: z.nullable(z.number().check(z.int())),
  free: z.nullable(z.number().check(z.int())),
  min: z.nullable(z.number()).check(z.describe('the amount the participating products must reach, in euros')),
  to: z.nullable(z.string()).check(z.describe('ends at (ISO 8601), null for no end')),
  cust_groups: z.array(z.object({ code: z.string() })),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListSchema = z.array(offerSchema);
