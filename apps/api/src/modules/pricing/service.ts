import {
  type CartTotals,
  COMBINATION_RULES,
  type CombinationRule,
  type CouponCheckResult,
  centsToEuros,
  type GiftCardCheckResult,
  type Language,
  mixesGiftCards,
  type ParsedCartTotalsRequest,
  PROMOTION_KINDS,
  type PricingCatalogue,
  type PricingCustomer,
  type PricingPolicy,
  type PricingResult,
  type PricingSettings,
  type PricingWarningCode,
  ProductType,
  type PromotionKind,
  priceCart,
  SHIPPING_VAT_RATE,
} from '@shop/contract';
import { HttpError } from '../../lib/http-error.ts';
import { localized } from '../../lib/localized.ts';
import { type KeysOf, translatorOf } from '../../lib/messages.ts';
import type { CatalogPricingProduct, CatalogService } from '../catalog/index.ts';
import type {
  CheckoutOptionsService,
  PaymentTypeRecord,
  ShippingTypeRecord,
} from '../checkout-options/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { GeoService } from '../geo/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { BundleRecord, PolicyRecord, PromotionService } from '../promotions/index.ts';
import { pricingMessages } from './messages.ts';

type MessageKey = KeysOf<typeof pricingMessages>;

const translate = translatorOf(pricingMessages);

const COUPON_MESSAGES: Record<CouponCheckResult, MessageKey> = {
  Applied: 'coupon_applied',
  NotFound: 'coupon_not_found',
  Inactive: 'coupon_inactive',
  Expired: 'coupon_expired',
  Pending: 'coupon_pending',
  Redeemed: 'coupon_redeemed',
  EmailNotAllowed: 'coupon_email_not_allowed',
  NotApplicable: 'coupon_not_applicable',
  InternalError: 'coupon_internal_error',
  MustHaveEmailOrCustomerId: 'coupon_must_have_email_or_customer',
};

/** A personal coupon refused for who is asking says whose it is rather than speaking of e-mails. */
function couponMessage(coupon: PricingResult['coupons'][number]): MessageKey {
  if (coupon.personal && coupon.status === 'EmailNotAllowed') return 'coupon_personal_other_account';
  if (coupon.personal && coupon.status === 'MustHaveEmailOrCustomerId') return 'coupon_personal_sign_in';
  return COUPON_MESSAGES[coupon.status];
}

const GIFT_CARD_MESSAGES: Record<GiftCardCheckResult, MessageKey> = {
  Applied: 'gift_card_applied',
  NotFound: 'gift_card_not_found',
  Inactive: 'gift_card_inactive',
  Expired: 'gift_card_expired',
  Empty: 'gift_card_empty',
  NotNeeded: 'gift_card_not_needed',
};

const WARNING_MESSAGES: Record<PricingWarningCode, MessageKey> = {
  line_dropped: 'cart_line_dropped',
  shipping_unavailable: 'shipping_unavailable',
  payment_unavailable: 'payment_unavailable',
  loyalty_needs_sign_in: 'loyalty_needs_sign_in',
};

function isKind(value: string | null): value is PromotionKind {
  return (PROMOTION_KINDS as readonly (string | null)[]).includes(value);
}

function asRule(value: string): CombinationRule {
  return (COMBINATION_RULES as readonly string[]).includes(value) ? (value as CombinationRule) : 'Additive';
}

/** The rules every cart reads: promotion policies, bundles, gift products, shipping and payment types. */
interface Rules {
  policies: PolicyRecord[];
  bundles: BundleRecord[];
  giftProductIds: number[];
  shippingTypes: ShippingTypeRecord[];
  paymentTypes: PaymentTypeRecord[];
  islandRegionIds: number[];
}

/** The services pricing loads a cart's catalogue, rules and customer through. */
export interface PricingSources {
  catalog: CatalogService;
  promotions: PromotionService;
  checkoutOptions: CheckoutOptionsService;
  loyalty: LoyaltyService;
  customers: CustomerService;
  geo: GeoService;
}

function toPolicy(record: PolicyRecord, language: Language): PricingPolicy[] {
  const kind = record.kind;
  if (!isKind(kind)) return [];
  return [
    {
      id: record.id,
      name: localized(language, record.nameEl, record.nameEn),
      kind,
      rule: asRule(record.combinationRule),
      isActive: record.isActive,
      startsAt: record.startsAt,
      endsAt: record.endsAt,
      customerGroups: record.customerGroups,
      productIds: record.productIds,
      categoryIds: record.categoryIds,
      manufacturerIds: record.manufacturerIds,
      percent: record.percent,
      amountCents: record.amountCents,
      buyQuantity: record.buyQuantity,
      freeQuantity: record.freeQuantity,
      minAmountCents: record.minAmountCents,
      giftProductIds: record.giftProductIds,
      giftQuantity: record.giftQuantity,
    },
  ];
}

/** A cart's products: the rows committed now (an order), or the read model's, as shown (totals). */
export type ProductsRead = 'committed' | 'shown';

/**
 * Loads what one cart-totals request needs through the services that own it and hands it to the
 * pure pricing engine; checkout calls `price` for the same figures when it places the order. The
 * rules every cart shares (policies, bundles, gift products, shipping and payment types) are kept
 * for `rulesCacheSeconds`, so an order costs one query for its products (a cart's totals none:
 * the read model's), plus one for coupons, gift cards or the customer when it names them.
 */
/**
 * A priced cart and the catalogue's products it was priced on (the cart's and the gifts'), which
 * also carry what an order line keeps of them: placing an order reads its products once.
 */
export type PricedCart = PricingResult & { products: ReadonlyMap<number, CatalogPricingProduct> };

export class PricingService {
  private readonly settings: PricingSettings;
  private readonly rulesCacheMs: number;
  private cachedRules: { loadedAt: number; rules: Promise<Rules> } | null = null;

  constructor(
    private readonly sources: PricingSources,
    config: {
      loyaltyPointsPerEuro: number;
      pricing: {
        loyaltyRedeemPointsPerEuro: number;
        loyaltyRedeemMaxPercent: number;
        freeShippingThresholdCents: number;
        rulesCacheSeconds: number;
      };
    },
  ) {
    this.settings = {
      freeShippingThresholdCents: config.pricing.freeShippingThresholdCents,
      loyaltyRedeemPointsPerEuro: config.pricing.loyaltyRedeemPointsPerEuro,
      loyaltyRedeemMaxPercent: config.pricing.loyaltyRedeemMaxPercent,
      loyaltyEarnPointsPerEuro: config.loyaltyPointsPerEuro,
      shippingVatRate: SHIPPING_VAT_RATE,
    };
    this.rulesCacheMs = config.pricing.rulesCacheSeconds * 1000;
  }

  /** The cart totals in cents, as checkout needs them, with the products they were priced on. */
  async price(
    request: ParsedCartTotalsRequest,
    language: Language,
    customerId: number | null,
    now = new Date(),
    products: ProductsRead = 'committed',
  ): Promise<PricedCart> {
    const [catalogue, customer] = await Promise.all([
      this.loadCatalogue(request, language, customerId, now, products),
      this.loadCustomer(customerId),
    ]);
    return {
      ...priceCart({ catalogue, settings: this.settings, customer, request, now }),
      products: catalogue.products,
    };
  }

  /** `POST /orders/composecarttotals`: the totals in euros with every message translated. */
  async composeCartTotals(
    request: ParsedCartTotalsRequest,
    language: Language,
    customerId: number | null,
  ): Promise<CartTotals> {
    // Products as the shop shows them, without a query (issue 13); placing prices committed rows.
    const priced = await this.price(request, language, customerId, new Date(), 'shown');
    const giftCardLines = request.lines.map(
      (line) => priced.products.get(line.pid)?.productType === ProductType.GiftCard,
    );
    if (mixesGiftCards(giftCardLines)) {
      throw new HttpError(400, 'gift_card_exclusive', { lines: ['gift_card_exclusive'] });
    }
    return toCartTotals(priced, language);
  }

  /** Forgets the shared rules, for whoever changes policies, bundles or shipping and payment types. */
  invalidateRules(): void {
    this.cachedRules = null;
  }

  private rules(now: Date): Promise<Rules> {
    const cached = this.cachedRules;
    if (cached && Date.now() - cached.loadedAt < this.rulesCacheMs) return cached.rules;
    const rules = this.loadRules(now);
    this.cachedRules = { loadedAt: Date.now(), rules };
    // A failed load is not kept: the next cart tries again.
    rules.catch(() => {
      if (this.cachedRules?.rules === rules) this.cachedRules = null;
    });
    return rules;
  }

  private async loadRules(now: Date): Promise<Rules> {
    const { promotions, checkoutOptions } = this.sources;
    const [policies, bundles, giftProductIds, options, islandRegionIds] = await Promise.all([
      promotions.pricingPolicies(now),
      promotions.pricedBundles(),
      promotions.giftProductIds(),
      checkoutOptions.activeRecords(),
      this.sources.geo.islandRegionIds(),
    ]);
    return { policies, bundles, giftProductIds, ...options, islandRegionIds };
  }

  private async loadCustomer(customerId: number | null): Promise<PricingCustomer> {
    if (customerId === null) return { id: null, email: null, groups: [], pointsBalance: 0 };
    const [email, account] = await Promise.all([
      this.sources.customers.emailOf(customerId),
      this.sources.loyalty.account(customerId),
    ]);
    return {
      id: customerId,
      email: email ?? null,
      groups: account?.tierCode ? [account.tierCode] : [],
      pointsBalance: account?.pointsBalance ?? 0,
    };
  }

  private async loadCatalogue(
    request: ParsedCartTotalsRequest,
    language: Language,
    customerId: number | null,
    now: Date,
    read: ProductsRead,
  ): Promise<PricingCatalogue & { products: ReadonlyMap<number, CatalogPricingProduct> }> {
    const { catalog, promotions } = this.sources;
    const lineIds = [...new Set(request.lines.map((line) => line.pid))];
    const rulesLoaded = this.rules(now);
    // The cart's products and every gift product in one catalogue call, as soon as the rules
    // (usually cached) name the gifts; coupons and gift cards load beside it.
    const productsLoaded = rulesLoaded.then((rules) => {
      const ids = [...new Set([...lineIds, ...rules.giftProductIds])];
      return read === 'shown'
        ? catalog.pricingProductsInMemory(ids, language)
        : catalog.pricingProducts(ids, language);
    });
    const [rules, products, couponRows, cards] = await Promise.all([
      rulesLoaded,
      productsLoaded,
      promotions.couponsByCode(request.couponscodes, customerId, request.eml ?? null),
      promotions.giftCardsByCode(request.gfcd),
    ]);
    const policies = new Map(rules.policies.map((record) => [record.id, record]));
    // A coupon brings its policy along, also one that has ended, so that it can say "expired".
    for (const { policy } of couponRows) if (!policies.has(policy.id)) policies.set(policy.id, policy);
    const inCart = new Set(lineIds);
    return {
      products,
      policies: [...policies.values()]
        .sort((a, b) => a.id - b.id)
        .flatMap((record) => toPolicy(record, language)),
      bundles: rules.bundles
        .filter((bundle) => bundle.items.every((item) => inCart.has(item.productId)))
        .map((bundle) => ({
          id: bundle.id,
          name: localized(language, bundle.nameEl, bundle.nameEn),
          priceCents: bundle.priceCents,
          items: bundle.items,
        })),
      coupons: couponRows.map(({ coupon }) => coupon),
      giftCards: cards,
      // Every active type: the engine prices the chosen one, and before a choice says what the
      // cheapest delivery will add.
      shippingTypes: rules.shippingTypes.map((type) => ({
        id: type.id,
        name: localized(language, type.nameEl, type.nameEn),
        costCents: type.costCents,
        freeAboveThreshold: type.freeAboveThreshold,
        countryIds: type.countryIds,
        islandSurchargeCents: type.islandSurchargeCents,
      })),
      paymentTypes: rules.paymentTypes
        .filter((type) => type.id === request.ptid)
        .map((type) => ({
          id: type.id,
          name: localized(language, type.nameEl, type.nameEn),
          feeCents: type.feeCents,
        })),
      islandRegionIds: rules.islandRegionIds,
    };
  }
}

/** The engine's cents and codes as the wire shape: euros and sentences in the request's language. */
export function toCartTotals(
  result: PricingResult & { products?: PricedCart['products'] },
  language: Language,
): CartTotals {
  const dimensionName = (pid: number, dimension: number) =>
    dimension === 0
      ? null
      : (result.products?.get(pid)?.dimensions.find((candidate) => candidate.id === dimension)?.name ?? null);
  return {
    amt: centsToEuros(result.totalCents),
    dsct: centsToEuros(result.discountCents),
    gamt: centsToEuros(result.grossCents),
    c_lpnt: result.earnedPoints,
    iamt: centsToEuros(result.itemsCents),
    lines: result.lines.map((line) => ({
      pid: line.pid,
      dimension: line.dimension,
      quantity: line.quantity,
      AutoInserted: line.autoInserted,
      nm: line.name,
      dnm: dimensionName(line.pid, line.dimension),
      uprc: centsToEuros(line.unitPriceCents),
      gamt: centsToEuros(line.grossCents),
      dsct: centsToEuros(line.discountCents),
      amt: centsToEuros(line.amountCents),
      vat: line.vatRate,
      free_qty: line.freeQuantity,
      prom_policy_ids: line.policyIds,
    })),
    discounts: result.discounts.map((discount) => ({
      type: discount.type,
      id: discount.id,
      cd: discount.code,
      nm:
        discount.name ??
        translate(
          language,
          discount.type === 'LoyaltyPoints' ? 'discount_loyalty_points' : 'discount_gift_card',
        ),
      amt: centsToEuros(discount.amountCents),
    })),
    coupons: result.coupons.map((coupon) => ({
      cd: coupon.code,
      status: coupon.status,
      msg: translate(language, couponMessage(coupon)),
      amt: centsToEuros(coupon.amountCents),
    })),
    giftcards: result.giftCards.map((card) => ({
      cd: card.code,
      status: card.status,
      msg: translate(language, GIFT_CARD_MESSAGES[card.status]),
      bal: centsToEuros(card.balanceCents),
      amt: centsToEuros(card.amountCents),
    })),
    lpnt: {
      req: result.loyalty.requested,
      bal: result.loyalty.balance,
      max: result.loyalty.max,
      used: result.loyalty.used,
      amt: centsToEuros(result.loyalty.amountCents),
    },
    vat: result.vat.map((row) => ({
      rate: row.rate,
      gamt: centsToEuros(row.grossCents),
      net: centsToEuros(row.netCents),
      vat: centsToEuros(row.vatCents),
    })),
    shipping: result.shipping && {
      stid: result.shipping.id,
      nm: result.shipping.name,
      amt: centsToEuros(result.shipping.amountCents),
      cost: centsToEuros(result.shipping.costCents),
      free: result.shipping.free,
    },
    payment: result.payment && {
      ptid: result.payment.id,
      nm: result.payment.name,
      amt: centsToEuros(result.payment.amountCents),
    },
    fsth: centsToEuros(result.freeShippingThresholdCents),
    fsrem: centsToEuros(result.freeShippingRemainingCents),
    shfrom: result.deliveryFromCents === null ? null : centsToEuros(result.deliveryFromCents),
    offers: result.offers.map((offer) => ({
      prom_policy_id: offer.policyId,
      nm: offer.name,
      pids: offer.productIds,
      pid: offer.productId,
    })),
    warnings: result.warnings.map((warning) => ({
      code: warning.code,
      msg: translate(language, WARNING_MESSAGES[warning.code]),
      ...(warning.pid === undefined ? {} : { pid: warning.pid }),
      ...(warning.dimension === undefined ? {} : { dimension: warning.dimension }),
    })),
  };
}
