import { priceCart } from './engine.ts';
import type { PricingPolicy, PricingProduct } from './types.ts';

/** What one unit of a product (or of one size) costs a guest with nothing else in the cart. */
export interface UnitOffer {
  /** The unit's price after the promotions that apply to it alone. */
  unitCents: number;
  /** Points its purchase earns. */
  earnedPoints: number;
}

/**
 * The price a product page and a listing card show, and the points they promise: the pricing
 * engine run on a cart of that one unit for a guest (decision 005, the one pricing path), so a
 * page can never announce a promotion the cart does not give, or miss one it gives. Promotions
 * limited to customer groups, or that need a minimum or several units, show only in the cart.
 * `dimension` is the size's id, 0 for the product itself; undefined when the product has no such size.
 */
export function unitOffer(
  product: PricingProduct,
  dimension: number,
  policies: readonly PricingPolicy[],
  loyaltyEarnPointsPerEuro: number,
  now: Date,
): UnitOffer | undefined {
  const result = priceCart({
    catalogue: {
      products: new Map([[product.id, product]]),
      policies,
      bundles: [],
      coupons: [],
      giftCards: [],
      shippingTypes: [],
      paymentTypes: [],
      islandRegionIds: [],
    },
    settings: {
      freeShippingThresholdCents: 0,
      loyaltyRedeemPointsPerEuro: 0,
      loyaltyRedeemMaxPercent: 0,
      loyaltyEarnPointsPerEuro,
      shippingVatRate: 0,
    },
    customer: { id: null, email: null, groups: [], pointsBalance: 0 },
    request: {
      lines: [{ pid: product.id, dimension, quantity: 1 }],
      eml: undefined,
      couponscodes: [],
      gfcd: [],
      r_lpnt: 0,
      SelectedProductOffers: [],
    },
    now,
  });
  const line = result.lines.find((candidate) => !candidate.autoInserted);
  if (!line) return undefined;
  return { unitCents: line.amountCents, earnedPoints: result.earnedPoints };
}
