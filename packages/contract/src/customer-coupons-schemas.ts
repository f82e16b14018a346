import { z } from 'zod';
import { CUSTOMER_COUPON_REASONS, CUSTOMER_COUPON_STATES } from './customer-coupons.ts';

/** The coupons wallet and the offers page on the wire; the rules are in `customer-coupons.ts`. */

const booleanQuery = z
  .enum(['true', 'false', '1', '0'], 'invalid_value')
  .transform((value) => value === 'true' || value === '1');

export const customerCouponsQuerySchema = z.object({
  excludeInActive: booleanQuery
    .optional()
    .describe('true leaves out coupons that can no longer be used (used, expired, switched off)'),
});

export const customerCouponSchema = z.object({
  id: z.number().int(),
  cd: z.string().describe('the code to enter in the cart'),
  reason: z.enum(CUSTOMER_COUPON_REASONS),
  nm: z.string().describe("the coupon's promotion, in the request's language"),
  ds: z.string().nullable(),
  pct: z.number().nullable().describe('percentage off, for a percentage coupon'),
  amt: z.number().nullable().describe('euros off, for a fixed-amount coupon'),
  from: z.string().nullable().describe('valid from (ISO 8601), null for at once'),
  to: z.string().nullable().describe('valid until (ISO 8601), null for no end'),
  used: z.boolean(),
  state: z.enum(CUSTOMER_COUPON_STATES),
});
export type CustomerCoupon = z.infer<typeof customerCouponSchema>;

export const customerCouponListSchema = z.array(customerCouponSchema);

export const offerSchema = z.object({
  id: z.number().int(),
  cd: z.string().describe('the code of its page, /promotion-policy/{cd}'),
  nm: z.string(),
  ds: z.string().nullable(),
  badge: z.string().nullable(),
  badge_url: z.string().nullable(),
  kind: z
    .string()
    .nullable()
    .describe('FixedAmount, Percentage, Bogo, Gift, Customized; null for a badge only'),
  pct: z.number().nullable(),
  amt: z.number().nullable().describe('euros off (FixedAmount) or the fixed price (Customized)'),
  buy: z.number().int().nullable(),
  free: z.number().int().nullable(),
  min: z.number().nullable().describe('the amount the participating products must reach, in euros'),
  to: z.string().nullable().describe('ends at (ISO 8601), null for no end'),
  cust_groups: z.array(z.object({ code: z.string() })),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListSchema = z.array(offerSchema);
