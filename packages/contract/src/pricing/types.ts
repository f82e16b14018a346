import type {
  AppliedDiscountType,
  CombinationRule,
  CouponCheckResult,
  GiftCardCheckResult,
  PromotionKind,
} from '../cart-totals.ts';
import type { ParsedCartTotalsRequest } from '../cart-totals-schemas.ts';

/** Every amount below is integer cents; every name is already in the shopper's language. */

export interface PricingDimension {
  id: number;
  /** The size's current unit price (VAT included). */
  unitPriceCents: number;
}

export interface PricingProduct {
  id: number;
  name: string;
  /** The current unit price (VAT included), the catalogue's effective price. */
  unitPriceCents: number;
  /** Tax class number (see `VAT_RATES`). */
  taxClass: number;
  /** Product type; gift cards (1) take no promotion, coupon or points. */
  productType: number;
  manufacturerId: number | null;
  categoryIds: readonly number[];
  dimensions: readonly PricingDimension[];
  /** Whether it can be handed out as a free gift now. */
  inStock: boolean;
}

export interface PricingPolicy {
  id: number;
  name: string;
  kind: PromotionKind;
  rule: CombinationRule;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Customer groups (tier codes) it is limited to; empty for everyone. */
  customerGroups: readonly string[];
  /** Participating products, categories and brands; all three empty means every product. */
  productIds: readonly number[];
  categoryIds: readonly number[];
  manufacturerIds: readonly number[];
  percent: number | null;
  amountCents: number | null;
  buyQuantity: number | null;
  freeQuantity: number | null;
  minAmountCents: number | null;
  giftProductIds: readonly number[];
  giftQuantity: number;
}

export interface PricingBundle {
  id: number;
  name: string;
  /** The price of one complete set. */
  priceCents: number;
  items: readonly { productId: number; quantity: number }[];
}

export interface PricingCoupon {
  id: number;
  code: string;
  policyId: number;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxRedemptions: number | null;
  /** Redemptions so far by everyone. */
  redemptions: number;
  maxPerCustomer: number | null;
  /** Redemptions so far by this customer (id or e-mail). */
  customerRedemptions: number;
  /** Lower-case e-mails allowed; empty for everyone. */
  allowedEmails: readonly string[];
  /** The customer a personal coupon belongs to; null for a shop coupon. */
  customerId: number | null;
}

export interface PricingGiftCard {
  id: number;
  code: string;
  balanceCents: number;
  isActive: boolean;
  expiresAt: Date | null;
}

export interface PricingShippingType {
  id: number;
  name: string;
  costCents: number;
  freeAboveThreshold: boolean;
  countryIds: readonly number[];
  /** Added for a delivery to an island region, whether or not the threshold is reached. */
  islandSurchargeCents: number;
}

export interface PricingPaymentType {
  id: number;
  name: string;
  feeCents: number;
}

/** What the engine needs from the database for one request. */
export interface PricingCatalogue {
  products: ReadonlyMap<number, PricingProduct>;
  /** Automatic policies and those the requested coupons refer to. */
  policies: readonly PricingPolicy[];
  bundles: readonly PricingBundle[];
  /** Coupons whose (upper-case) code was requested. */
  coupons: readonly PricingCoupon[];
  /** Gift cards whose (upper-case) code was requested. */
  giftCards: readonly PricingGiftCard[];
  shippingTypes: readonly PricingShippingType[];
  paymentTypes: readonly PricingPaymentType[];
  /** Regions the courier charges an island surcharge for. */
  islandRegionIds: readonly number[];
}

export interface PricingSettings {
  /** Goods at or above this amount ship free; 0 turns free shipping off. */
  freeShippingThresholdCents: number;
  /** Points that make one euro when redeemed. */
  loyaltyRedeemPointsPerEuro: number;
  /** Most of the goods (percent) points may pay. */
  loyaltyRedeemMaxPercent: number;
  /** Points earned per euro paid for goods. */
  loyaltyEarnPointsPerEuro: number;
  /** VAT rate (percent) of shipping and payment fees. */
  shippingVatRate: number;
}

export interface PricingCustomer {
  /** Null for a guest. */
  id: number | null;
  email: string | null;
  /** Tier codes (slv, prm, gld). */
  groups: readonly string[];
  pointsBalance: number;
}

export interface PricingInput {
  catalogue: PricingCatalogue;
  settings: PricingSettings;
  customer: PricingCustomer;
  request: ParsedCartTotalsRequest;
  now: Date;
}

export interface PricedLine {
  pid: number;
  dimension: number;
  quantity: number;
  autoInserted: boolean;
  name: string;
  unitPriceCents: number;
  grossCents: number;
  discountCents: number;
  amountCents: number;
  vatRate: number;
  freeQuantity: number;
  policyIds: number[];
}

export interface PricedDiscount {
  type: AppliedDiscountType;
  id: number | null;
  code: string | null;
  /** Null for loyalty points and gift cards, whose label the caller translates. */
  name: string | null;
  amountCents: number;
}

export type PricingWarningCode =
  | 'line_dropped'
  | 'shipping_unavailable'
  | 'payment_unavailable'
  | 'loyalty_needs_sign_in';

export interface PricingWarning {
  code: PricingWarningCode;
  pid?: number;
  dimension?: number;
}

export interface PricingResult {
  /** To pay: gross − discount + shipping + payment fee. */
  totalCents: number;
  discountCents: number;
  grossCents: number;
  /** Goods after promotions, bundles and coupons. */
  itemsCents: number;
  earnedPoints: number;
  lines: PricedLine[];
  discounts: PricedDiscount[];
  /** `id` is the coupon's, null when the code matched none. */
  coupons: {
    id: number | null;
    code: string;
    status: CouponCheckResult;
    amountCents: number;
    /** Set for a customer's personal coupon, whose refusals read differently. */
    personal?: true;
  }[];
  giftCards: {
    id: number | null;
    code: string;
    status: GiftCardCheckResult;
    balanceCents: number;
    amountCents: number;
  }[];
  loyalty: { requested: number; balance: number; max: number; used: number; amountCents: number };
  vat: { rate: number; grossCents: number; netCents: number; vatCents: number }[];
  shipping: {
    id: number;
    name: string;
    costCents: number;
    /** Charged: the cost (0 when free) plus the island surcharge. */
    amountCents: number;
    free: boolean;
    islandSurchargeCents: number;
  } | null;
  payment: { id: number; name: string; amountCents: number } | null;
  freeShippingThresholdCents: number;
  freeShippingRemainingCents: number;
  /**
   * Before a shipping choice, the lowest cost a delivery will add (the cheapest type that charges
   * this cart); null once shipping is chosen or when no type charges.
   */
  deliveryFromCents: number | null;
  /** Every line is a gift card: nothing is delivered (the cards are e-mailed), shipping is free. */
  giftCardsOnly: boolean;
  offers: { policyId: number; name: string; productIds: number[]; productId: number }[];
  warnings: PricingWarning[];
}
