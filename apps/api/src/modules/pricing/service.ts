import {
  type CartTotals,
  COMBINATION_RULES,
  type CombinationRule,
  type CouponCheckResult,
  centsToEuros,
  effectivePrice,
  type GiftCardCheckResult,
  type Language,
  type ParsedCartTotalsRequest,
  PROMOTION_KINDS,
  type PricingCatalogue,
  type PricingCustomer,
  type PricingPolicy,
  type PricingProduct,
  type PricingResult,
  type PricingSettings,
  type PricingWarningCode,
  type PromotionKind,
  priceCart,
} from '@shop/contract';
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  couponRedemptions,
  coupons,
  customers,
  giftCards,
  loyaltyAccounts,
  paymentTypes,
  productBundleItems,
  productBundles,
  productCategories,
  productDimensions,
  products,
  promotionPolicies,
  promotionPolicyGifts,
  shippingTypes,
} from '../../db/schema/index.ts';
import { type MessageKey, translate } from '../../lib/messages.ts';

/** VAT of shipping and payment fees: the standard Greek rate. */
const SHIPPING_VAT_RATE = 24;

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

const pick = (language: Language, el: string, en: string) => (language === 'el' ? el : en);

function isKind(value: string | null): value is PromotionKind {
  return (PROMOTION_KINDS as readonly (string | null)[]).includes(value);
}

function asRule(value: string): CombinationRule {
  return (COMBINATION_RULES as readonly string[]).includes(value) ? (value as CombinationRule) : 'Additive';
}

type PolicyRecord = typeof promotionPolicies.$inferSelect & {
  productIds: number[];
  categoryIds: number[];
  manufacturerIds: number[];
  giftProductIds: number[];
};

interface BundleRecord {
  id: number;
  nameEl: string;
  nameEn: string;
  priceCents: number;
  items: { productId: number; quantity: number }[];
}

/** The rules every cart reads: promotion policies, bundles, shipping and payment types. */
interface Rules {
  policies: PolicyRecord[];
  bundles: BundleRecord[];
  shippingTypes: (typeof shippingTypes.$inferSelect)[];
  paymentTypes: (typeof paymentTypes.$inferSelect)[];
}

// A policy's memberships as arrays in the same row; the outer id is spelled out because drizzle
// writes a selected table's column unqualified, which the subquery's own table would capture.
const members = (table: string, column: string, order = column) =>
  sql<
    number[]
  >`coalesce((select array_agg(${sql.identifier(column)} order by ${sql.raw(order)}) from ${sql.identifier(table)} m where m.policy_id = "promotion_policies"."id"), '{}')`;
const policyFields = {
  productIds: members('promotion_policy_products', 'product_id'),
  categoryIds: members('promotion_policy_categories', 'category_id'),
  manufacturerIds: members('promotion_policy_manufacturers', 'manufacturer_id'),
  giftProductIds: members('promotion_policy_gifts', 'product_id', 'position, product_id'),
};

function toPolicy(record: PolicyRecord, language: Language): PricingPolicy[] {
  const kind = record.kind;
  if (!isKind(kind)) return [];
  return [
    {
      id: record.id,
      name: pick(language, record.nameEl, record.nameEn),
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

// Prepared once: a cart's queries are planned by PostgreSQL on first use, not on every cart.
// `= any(array(…))` runs the gift subquery once and probes the primary key (an `in (select …)`
// beside the OR would scan every product). Sizes and categories come along as arrays; the
// outer id is spelled out because drizzle writes a selected table's column unqualified,
// which the subquery's own table would capture.
function prepareProductsQuery(db: Db) {
  return db
    .select({
      id: products.id,
      nameEl: products.nameEl,
      nameEn: products.nameEn,
      priceCents: products.priceCents,
      listPriceCents: products.listPriceCents,
      discountPercent: products.discountPercent,
      taxClass: products.taxClass,
      productType: products.productType,
      manufacturerId: products.manufacturerId,
      stock: products.stock,
      categoryIds: sql<
        number[]
      >`coalesce((select array_agg(c.category_id) from ${productCategories} c where c.product_id = "products"."id"), '{}')`,
      dimensions: sql<
        [number, number | null, number | null][]
      >`coalesce((select json_agg(json_build_array(d.id, d.price_cents, d.list_price_cents)) from ${productDimensions} d where d.product_id = "products"."id"), '[]')`,
    })
    .from(products)
    .where(
      and(
        or(
          sql`${products.id} = any(${sql.placeholder('ids')}::int[])`,
          sql`${products.id} = any(array(select product_id from ${promotionPolicyGifts}))`,
        ),
        eq(products.isPublished, true),
      ),
    )
    .prepare('pricing_products');
}

function prepareCouponsQuery(db: Db) {
  return db
    .select({
      coupon: coupons,
      policy: promotionPolicies,
      ...policyFields,
      redemptions: sql<number>`(select count(*) from ${couponRedemptions} r where r.coupon_id = "coupons"."id")::int`,
      // A null customer id or e-mail matches nothing.
      customerRedemptions: sql<number>`(select count(*) from ${couponRedemptions} r where r.coupon_id = "coupons"."id" and (r.customer_id = ${sql.placeholder('customerId')}::int or r.email = ${sql.placeholder('email')}::text))::int`,
    })
    .from(coupons)
    .innerJoin(promotionPolicies, eq(promotionPolicies.id, coupons.policyId))
    .where(sql`${coupons.code} = any(${sql.placeholder('codes')}::text[])`)
    .prepare('pricing_coupons');
}

/**
 * Loads what one cart-totals request needs from the database and hands it to the pure pricing
 * engine; checkout calls `price` for the same figures when it places the order. The rules every
 * cart shares (policies, bundles, shipping and payment types) are kept for `rulesCacheSeconds`,
 * so a cart costs one query for its products, plus one for coupons, gift cards or the customer
 * when it names them.
 */
export class PricingService {
  private readonly settings: PricingSettings;
  private readonly rulesCacheMs: number;
  private cachedRules: { loadedAt: number; rules: Promise<Rules> } | null = null;

  private readonly productsQuery: ReturnType<typeof prepareProductsQuery>;
  private readonly couponsQuery: ReturnType<typeof prepareCouponsQuery>;

  constructor(
    private readonly db: Db,
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
    this.productsQuery = prepareProductsQuery(db);
    this.couponsQuery = prepareCouponsQuery(db);
  }

  /** The cart totals in cents, as checkout needs them. */
  async price(
    request: ParsedCartTotalsRequest,
    language: Language,
    customerId: number | null,
    now = new Date(),
  ): Promise<PricingResult> {
    const [catalogue, customer] = await Promise.all([
      this.loadCatalogue(request, language, customerId, now),
      this.loadCustomer(customerId),
    ]);
    return priceCart({ catalogue, settings: this.settings, customer, request, now });
  }

  /** `POST /orders/composecarttotals`: the totals in euros with every message translated. */
  async composeCartTotals(
    request: ParsedCartTotalsRequest,
    language: Language,
    customerId: number | null,
  ): Promise<CartTotals> {
    return toCartTotals(await this.price(request, language, customerId), language);
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

  /**
   * Policies with a cart effect that have not ended (the engine decides what is in force; ended
   * ones stay out so the table's history never slows a cart down), active bundles with a price,
   * active shipping and payment types.
   */
  private async loadRules(now: Date): Promise<Rules> {
    const [policies, bundleRows, shipping, payment] = await Promise.all([
      this.db
        .select({ policy: promotionPolicies, ...policyFields })
        .from(promotionPolicies)
        .where(
          and(
            isNotNull(promotionPolicies.kind),
            or(isNull(promotionPolicies.endsAt), gt(promotionPolicies.endsAt, now)),
          ),
        )
        .orderBy(asc(promotionPolicies.id)),
      this.db
        .select({
          id: productBundles.id,
          nameEl: productBundles.nameEl,
          nameEn: productBundles.nameEn,
          priceCents: productBundles.priceCents,
          productId: productBundleItems.productId,
          quantity: productBundleItems.quantity,
        })
        .from(productBundles)
        .innerJoin(productBundleItems, eq(productBundleItems.bundleId, productBundles.id))
        .where(and(eq(productBundles.isActive, true), isNotNull(productBundles.priceCents)))
        .orderBy(asc(productBundles.id), asc(productBundleItems.position)),
      this.db
        .select()
        .from(shippingTypes)
        .where(eq(shippingTypes.isActive, true))
        .orderBy(asc(shippingTypes.id)),
      this.db
        .select()
        .from(paymentTypes)
        .where(eq(paymentTypes.isActive, true))
        .orderBy(asc(paymentTypes.id)),
    ]);
    const bundles = new Map<number, BundleRecord>();
    for (const row of bundleRows) {
      const bundle = bundles.get(row.id) ?? {
        id: row.id,
        nameEl: row.nameEl,
        nameEn: row.nameEn,
        priceCents: row.priceCents ?? 0,
        items: [],
      };
      bundle.items.push({ productId: row.productId, quantity: row.quantity });
      bundles.set(row.id, bundle);
    }
    return {
      policies: policies.map(({ policy, ...links }) => ({ ...policy, ...links })),
      bundles: [...bundles.values()],
      shippingTypes: shipping,
      paymentTypes: payment,
    };
  }

  private async loadCustomer(customerId: number | null): Promise<PricingCustomer> {
    if (customerId === null) return { id: null, email: null, groups: [], pointsBalance: 0 };
    const [row] = await this.db
      .select({
        email: customers.email,
        points: loyaltyAccounts.pointsBalance,
        tier: loyaltyAccounts.tierCode,
      })
      .from(customers)
      .leftJoin(loyaltyAccounts, eq(loyaltyAccounts.customerId, customers.id))
      .where(eq(customers.id, customerId));
    return {
      id: customerId,
      email: row?.email ?? null,
      groups: row?.tier ? [row.tier] : [],
      pointsBalance: row?.points ?? 0,
    };
  }

  private async loadCatalogue(
    request: ParsedCartTotalsRequest,
    language: Language,
    customerId: number | null,
    now: Date,
  ): Promise<PricingCatalogue> {
    const lineIds = [...new Set(request.lines.map((line) => line.pid))];
    const [rules, productRows, couponRows, cards] = await Promise.all([
      this.rules(now),
      this.loadProducts(lineIds, language),
      this.loadCoupons(request.couponscodes, customerId, request.eml ?? null),
      request.gfcd.length === 0
        ? Promise.resolve([])
        : this.db.select().from(giftCards).where(inArray(giftCards.code, request.gfcd)),
    ]);
    const policies = new Map(rules.policies.map((record) => [record.id, record]));
    // A coupon brings its policy along, also one that has ended, so that it can say "expired".
    for (const { policy } of couponRows) if (!policies.has(policy.id)) policies.set(policy.id, policy);
    const inCart = new Set(lineIds);
    return {
      products: productRows,
      policies: [...policies.values()]
        .sort((a, b) => a.id - b.id)
        .flatMap((record) => toPolicy(record, language)),
      bundles: rules.bundles
        .filter((bundle) => bundle.items.every((item) => inCart.has(item.productId)))
        .map((bundle) => ({
          id: bundle.id,
          name: pick(language, bundle.nameEl, bundle.nameEn),
          priceCents: bundle.priceCents,
          items: bundle.items,
        })),
      coupons: couponRows.map(({ coupon }) => coupon),
      giftCards: cards.map((card) => ({
        id: card.id,
        code: card.code,
        balanceCents: card.balanceCents,
        isActive: card.isActive,
        expiresAt: card.expiresAt,
      })),
      shippingTypes: rules.shippingTypes
        .filter((type) => type.id === request.stid)
        .map((type) => ({
          id: type.id,
          name: pick(language, type.nameEl, type.nameEn),
          costCents: type.costCents,
          freeAboveThreshold: type.freeAboveThreshold,
          countryIds: type.countryIds,
        })),
      paymentTypes: rules.paymentTypes
        .filter((type) => type.id === request.ptid)
        .map((type) => ({
          id: type.id,
          name: pick(language, type.nameEl, type.nameEn),
          feeCents: type.feeCents,
        })),
    };
  }

  /** The cart's products and every gift product, at their current (effective) prices. */
  private async loadProducts(lineIds: number[], language: Language): Promise<Map<number, PricingProduct>> {
    const rows = await this.productsQuery.execute({ ids: lineIds });
    const result = new Map<number, PricingProduct>();
    for (const row of rows) {
      const listCents = row.listPriceCents ?? 0;
      result.set(row.id, {
        id: row.id,
        name: pick(language, row.nameEl, row.nameEn),
        // The same effective price the product page shows (spec 000 §9), sizes included.
        unitPriceCents: effectivePrice(row.priceCents, listCents, row.discountPercent),
        taxClass: row.taxClass,
        productType: row.productType,
        manufacturerId: row.manufacturerId,
        categoryIds: row.categoryIds,
        dimensions: row.dimensions.map(([id, priceCents, dimensionListCents]) => {
          const dimensionList = dimensionListCents ?? (priceCents === null ? listCents : 0);
          return {
            id,
            unitPriceCents: effectivePrice(priceCents ?? row.priceCents, dimensionList, row.discountPercent),
          };
        }),
        inStock: row.stock > 0,
      });
    }
    return result;
  }

  /**
   * The requested coupons, each with its policy and its redemptions overall and by this customer
   * (id or e-mail).
   */
  private async loadCoupons(codes: string[], customerId: number | null, email: string | null) {
    if (codes.length === 0) return [];
    const rows = await this.couponsQuery.execute({ codes, customerId, email });
    return rows.map(({ coupon, policy, redemptions, customerRedemptions, ...links }) => ({
      policy: { ...policy, ...links },
      coupon: {
        id: coupon.id,
        code: coupon.code,
        policyId: coupon.policyId,
        isActive: coupon.isActive,
        startsAt: coupon.startsAt,
        endsAt: coupon.endsAt,
        maxRedemptions: coupon.maxRedemptions,
        redemptions,
        maxPerCustomer: coupon.maxPerCustomer,
        customerRedemptions,
        allowedEmails: coupon.allowedEmails.map((allowed) => allowed.toLowerCase()),
      },
    }));
  }
}

/** The engine's cents and codes as the wire shape: euros and sentences in the request's language. */
export function toCartTotals(result: PricingResult, language: Language): CartTotals {
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
      msg: translate(language, COUPON_MESSAGES[coupon.status]),
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
