import { type CartTotalsRequest, cartTotalsRequestSchema } from '../cart-totals-schemas.ts';
import { priceCart } from './engine.ts';
import type {
  PricingCatalogue,
  PricingCoupon,
  PricingCustomer,
  PricingGiftCard,
  PricingPolicy,
  PricingProduct,
  PricingResult,
  PricingSettings,
} from './types.ts';

/** Builders of engine inputs for tests: every field has a plain default, tests state what matters. */

export const TEST_NOW = new Date('2026-06-01T10:00:00Z');

export const TEST_SETTINGS: PricingSettings = {
  freeShippingThresholdCents: 3900,
  loyaltyRedeemPointsPerEuro: 100,
  loyaltyRedeemMaxPercent: 30,
  loyaltyEarnPointsPerEuro: 1,
  shippingVatRate: 24,
};

export const GUEST: PricingCustomer = { id: null, email: null, groups: [], pointsBalance: 0 };

export function testProduct(
  id: number,
  unitPriceCents: number,
  extra: Partial<PricingProduct> = {},
): PricingProduct {
  return {
    id,
    name: `Product ${id}`,
    unitPriceCents,
    taxClass: 0,
    productType: 0,
    manufacturerId: null,
    categoryIds: [],
    dimensions: [],
    inStock: true,
    ...extra,
  };
}

export function testPolicy(
  id: number,
  extra: Partial<PricingPolicy> & Pick<PricingPolicy, 'kind'>,
): PricingPolicy {
  return {
    id,
    name: `Policy ${id}`,
    rule: 'Additive',
    isActive: true,
    startsAt: null,
    endsAt: null,
    customerGroups: [],
    productIds: [],
    categoryIds: [],
    manufacturerIds: [],
    percent: null,
    amountCents: null,
    buyQuantity: null,
    freeQuantity: null,
    minAmountCents: null,
    giftProductIds: [],
    giftQuantity: 1,
    ...extra,
  };
}

export function testCoupon(
  id: number,
  code: string,
  policyId: number,
  extra: Partial<PricingCoupon> = {},
): PricingCoupon {
  return {
    id,
    code,
    policyId,
    isActive: true,
    startsAt: null,
    endsAt: null,
    maxRedemptions: null,
    redemptions: 0,
    maxPerCustomer: null,
    customerRedemptions: 0,
    allowedEmails: [],
    customerId: null,
    ...extra,
  };
}

export function testGiftCard(
  id: number,
  code: string,
  balanceCents: number,
  extra: Partial<PricingGiftCard> = {},
) {
  return { id, code, balanceCents, isActive: true, expiresAt: null, ...extra } satisfies PricingGiftCard;
}

export interface TestCatalogue extends Partial<Omit<PricingCatalogue, 'products'>> {
  products: readonly PricingProduct[];
}

export function testPrice(
  catalogue: TestCatalogue,
  request: CartTotalsRequest,
  options: { customer?: PricingCustomer; settings?: Partial<PricingSettings>; now?: Date } = {},
): PricingResult {
  return priceCart({
    catalogue: {
      policies: [],
      bundles: [],
      coupons: [],
      giftCards: [],
      shippingTypes: [],
      paymentTypes: [],
      islandRegionIds: [],
      ...catalogue,
      products: new Map(catalogue.products.map((product) => [product.id, product])),
    },
    settings: { ...TEST_SETTINGS, ...options.settings },
    customer: options.customer ?? GUEST,
    request: cartTotalsRequestSchema.parse(request),
    now: options.now ?? TEST_NOW,
  });
}
