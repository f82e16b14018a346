import * as z from 'zod/mini';
import {
  APPLIED_DISCOUNT_TYPES,
  CART_TOTALS_MAX_CODES,
  CART_TOTALS_MAX_LINES,
  COUPON_CHECK_RESULTS,
  GIFT_CARD_CHECK_RESULTS,
} from './cart-totals.ts';
import { DEFAULT_MAX_QUANTITY } from './constants.ts';
import { emailSchema } from './customers-schemas.ts';

/**
 * `POST /orders/composecarttotals` (spec 001 §3): the server prices a cart; the client only
 * displays. One request form serves the cart page (guest or signed in, no shipping yet) and
 * checkout (shipping type, payment type and countries known). Money on the wire is euros
 * with two decimals; inside, every figure is integer cents.
 */

const id = z.coerce.number().check(z.int(), z.positive());
const code = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const codes = z.pipe(
  z._default(z.array(code).check(z.maxLength(CART_TOTALS_MAX_CODES)), []),
  z.transform((list) => [...new Set(list.map((value) => value.toUpperCase()))]),
);

export const cartTotalsLineRequestSchema = z.object({
  pid: id,
  /** The size or colour id; 0 when the product has none. */
  dimension: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  quantity: z.coerce.number().check(z.int(), z.gte(1), z.lte(DEFAULT_MAX_QUANTITY)),
});
export type CartTotalsLineRequest = z.infer<typeof cartTotalsLineRequestSchema>;

/** A shopper's choice of gift among those a promotion offers. */
export const selectedProductOfferSchema = z.object({
  prom_policy_id: id,
  pid: id,
});

export const cartTotalsRequestSchema = z.object({
  lines: z.array(cartTotalsLineRequestSchema).check(z.maxLength(CART_TOTALS_MAX_LINES)),
  /** The shopper's email: guests give it at checkout; coupons limited to emails need it. An empty one counts as none. */
  eml: z.pipe(
    z.optional(z.union([z.literal(''), emailSchema])),
    z.transform((value) => value || undefined),
  ),
  couponscodes: codes,
  /** Gift-card codes. */
  gfcd: codes,
  /** Loyalty points the signed-in customer wants to redeem. */
  r_lpnt: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  SelectedProductOffers: z._default(
    z.array(selectedProductOfferSchema).check(z.maxLength(CART_TOTALS_MAX_LINES)),
    [],
  ),
  /** Shipping type id, when chosen. */
  stid: z.optional(id),
  /** Payment type id, when chosen. */
  ptid: z.optional(id),
  /** Receipt type: receipt or invoice. */
  rt: z.optional(z.enum(['receipt', 'invoice'])),
  /** Billing and delivery country ids and postal codes, when known. */
  ctid: z.optional(id),
  dctid: z.optional(id),
  /** Billing and delivery region ids, when known: an island region adds the courier's surcharge. */
  crid: z.optional(id),
  dcrid: z.optional(id),
  pc: z.optional(z.string().check(z.trim(), z.maxLength(10))),
  dpc: z.optional(z.string().check(z.trim(), z.maxLength(10))),
});
export type CartTotalsRequest = z.input<typeof cartTotalsRequestSchema>;
export type ParsedCartTotalsRequest = z.output<typeof cartTotalsRequestSchema>;

export const cartTotalsLineSchema = z.object({
  pid: z.number(),
  dimension: z.number(),
  quantity: z.number(),
  /** A free gift the server added; it goes away when its condition stops holding. */
  AutoInserted: z.boolean(),
  nm: z.string(),
  /** The size or colour chosen, in the request's language; null for a product without. */
  dnm: z.optional(z.nullable(z.string())),
  /** Unit price before cart promotions (the catalogue's current price). */
  uprc: z.number(),
  /** Line amount before cart promotions: uprc × quantity (0 for a gift). */
  gamt: z.number(),
  /** Discount on this line from promotions, bundles and coupons. */
  dsct: z.number(),
  /** Line amount after those discounts. */
  amt: z.number(),
  /** VAT rate in percent that applies to the line. */
  vat: z.number(),
  /** Units of the quantity that are free (Bogo). */
  free_qty: z.number(),
  /** Ids of the promotion policies that changed this line. */
  prom_policy_ids: z.array(z.number()),
});
export type CartTotalsLine = z.infer<typeof cartTotalsLineSchema>;

export const appliedDiscountSchema = z.object({
  type: z.enum(APPLIED_DISCOUNT_TYPES),
  /** Policy, bundle, coupon or gift-card id. */
  id: z.nullable(z.number()),
  /** Coupon or gift-card code. */
  cd: z.nullable(z.string()),
  nm: z.string(),
  amt: z.number(),
});
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;

export const couponResultSchema = z.object({
  cd: z.string(),
  status: z.enum(COUPON_CHECK_RESULTS),
  /** The check result as a sentence in the request's language. */
  msg: z.string(),
  amt: z.number(),
});
export type CouponResult = z.infer<typeof couponResultSchema>;

export const giftCardResultSchema = z.object({
  cd: z.string(),
  status: z.enum(GIFT_CARD_CHECK_RESULTS),
  msg: z.string(),
  /** Balance before this order. */
  bal: z.number(),
  /** Amount this order takes from it. */
  amt: z.number(),
});
export type GiftCardResult = z.infer<typeof giftCardResultSchema>;

export const loyaltyRedemptionSchema = z.object({
  /** Points asked for. */
  req: z.number(),
  /** Points the customer holds (0 for guests). */
  bal: z.number(),
  /** Most points this order can take (balance and the allowed share of the total). */
  max: z.number(),
  /** Points redeemed. */
  used: z.number(),
  /** Their value in euros. */
  amt: z.number(),
});
export type LoyaltyRedemption = z.infer<typeof loyaltyRedemptionSchema>;

export const vatBreakdownSchema = z.object({
  /** Rate in percent. */
  rate: z.number(),
  /** VAT-inclusive amount taxed at this rate, after discounts. */
  gamt: z.number(),
  net: z.number(),
  vat: z.number(),
});
export type VatBreakdown = z.infer<typeof vatBreakdownSchema>;

export const cartTotalsShippingSchema = z.object({
  stid: z.number(),
  nm: z.string(),
  /** Cost charged (0 when the free-shipping threshold is reached). */
  amt: z.number(),
  /** Cost before the free-shipping threshold. */
  cost: z.number(),
  free: z.boolean(),
});

export const cartTotalsPaymentSchema = z.object({
  ptid: z.number(),
  nm: z.string(),
  /** Cash-on-delivery (or other) fee charged. */
  amt: z.number(),
});

export const giftOfferSchema = z.object({
  prom_policy_id: z.number(),
  nm: z.string(),
  /** Gift products the shopper may choose between. */
  pids: z.array(z.number()),
  /** The gift in the cart. */
  pid: z.number(),
});

export const cartTotalsWarningSchema = z.object({
  /** `line_dropped` (the product is gone), `shipping_unavailable`, `payment_unavailable`, `loyalty_needs_sign_in`. */
  code: z.string(),
  msg: z.string(),
  pid: z.optional(z.number()),
  dimension: z.optional(z.number()),
});

export const cartTotalsResponseSchema = z.object({
  /** Total to pay: gamt − dsct + shipping + payment fee. */
  amt: z.number(),
  /** Every discount together (promotions, bundles, coupons, loyalty points, gift cards). */
  dsct: z.number(),
  /** Sum of the lines before any discount. */
  gamt: z.number(),
  /** Loyalty points this order earns. */
  c_lpnt: z.number(),
  /** Goods after promotions, bundles and coupons (before points and gift cards). */
  iamt: z.number(),
  lines: z.array(cartTotalsLineSchema),
  discounts: z.array(appliedDiscountSchema),
  coupons: z.array(couponResultSchema),
  giftcards: z.array(giftCardResultSchema),
  lpnt: loyaltyRedemptionSchema,
  vat: z.array(vatBreakdownSchema),
  /** Chosen shipping, null before a choice. */
  shipping: z.nullable(cartTotalsShippingSchema),
  /** Chosen payment, null before a choice. */
  payment: z.nullable(cartTotalsPaymentSchema),
  /** Free-shipping threshold in euros. */
  fsth: z.number(),
  /**
   * Remaining amount to free shipping (0 once reached), measured on the goods after promotions
   * and before coupons, so that a coupon never costs free shipping.
   */
  fsrem: z.number(),
  /** Before a shipping choice, the lowest delivery cost this cart will add (euros); null after one or when none charges. */
  shfrom: z.nullable(z.number()),
  offers: z.array(giftOfferSchema),
  warnings: z.array(cartTotalsWarningSchema),
});
export type CartTotals = z.infer<typeof cartTotalsResponseSchema>;
