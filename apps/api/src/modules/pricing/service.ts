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

/**
 * Loads what one cart-totals request needs from the database (only the products, coupons,
 * gift cards and options it names) and hands it to the pure pricing engine; checkout calls
 * `price` for the same figures when it places the order.
 */
export class PricingService {
  private readonly settings: PricingSettings;

  constructor(
    private readonly db: Db,
    config: {
      loyaltyPointsPerEuro: number;
      pricing: {
        loyaltyRedeemPointsPerEuro: number;
        loyaltyRedeemMaxPercent: number;
        freeShippingThresholdCents: number;
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
    const email = request.eml ?? null;
    const [policies, productRows, bundles, couponRows, cards, shipping, payment] = await Promise.all([
      this.loadPolicies(language, now, request.couponscodes),
      this.loadProducts(lineIds, language),
      this.loadBundles(lineIds, language),
      this.loadCoupons(request.couponscodes, customerId, email),
      request.gfcd.length === 0
        ? Promise.resolve([])
        : this.db.select().from(giftCards).where(inArray(giftCards.code, request.gfcd)),
      request.stid === undefined
        ? Promise.resolve([])
        : this.db
            .select()
            .from(shippingTypes)
            .where(and(eq(shippingTypes.id, request.stid), eq(shippingTypes.isActive, true))),
      request.ptid === undefined
        ? Promise.resolve([])
        : this.db
            .select()
            .from(paymentTypes)
            .where(and(eq(paymentTypes.id, request.ptid), eq(paymentTypes.isActive, true))),
    ]);
    return {
      products: productRows,
      policies,
      bundles,
      coupons: couponRows,
      giftCards: cards.map((card) => ({
        id: card.id,
        code: card.code,
        balanceCents: card.balanceCents,
        isActive: card.isActive,
        expiresAt: card.expiresAt,
      })),
      shippingTypes: shipping.map((type) => ({
        id: type.id,
        name: pick(language, type.nameEl, type.nameEn),
        costCents: type.costCents,
        freeAboveThreshold: type.freeAboveThreshold,
        countryIds: type.countryIds,
      })),
      paymentTypes: payment.map((type) => ({
        id: type.id,
        name: pick(language, type.nameEl, type.nameEn),
        feeCents: type.feeCents,
      })),
    };
  }

  /**
   * Every policy with a cart effect that has not ended, and those of the requested coupons; the
   * engine decides what is in force. Ended ones stay out so the table's history never slows a
   * cart down, except where a coupon needs its policy to say "expired".
   */
  private async loadPolicies(language: Language, now: Date, couponCodes: string[]): Promise<PricingPolicy[]> {
    const current = or(isNull(promotionPolicies.endsAt), gt(promotionPolicies.endsAt, now));
    const ofCoupons = inArray(
      promotionPolicies.id,
      this.db.select({ id: coupons.policyId }).from(coupons).where(inArray(coupons.code, couponCodes)),
    );
    // One round trip: the memberships come along as arrays (outer id spelled out, as for products).
    const members = (table: string, column: string, order = column) =>
      sql<
        number[]
      >`coalesce((select array_agg(${sql.identifier(column)} order by ${sql.raw(order)}) from ${sql.identifier(table)} m where m.policy_id = "promotion_policies"."id"), '{}')`;
    const rows = await this.db
      .select({
        policy: promotionPolicies,
        productIds: members('promotion_policy_products', 'product_id'),
        categoryIds: members('promotion_policy_categories', 'category_id'),
        manufacturerIds: members('promotion_policy_manufacturers', 'manufacturer_id'),
        giftProductIds: members('promotion_policy_gifts', 'product_id', 'position, product_id'),
      })
      .from(promotionPolicies)
      .where(
        and(isNotNull(promotionPolicies.kind), couponCodes.length > 0 ? or(current, ofCoupons) : current),
      )
      .orderBy(asc(promotionPolicies.id));
    return rows.flatMap(({ policy: row, productIds, categoryIds, manufacturerIds, giftProductIds }) => {
      const kind = row.kind;
      if (!isKind(kind)) return [];
      return [
        {
          id: row.id,
          name: pick(language, row.nameEl, row.nameEn),
          kind,
          rule: asRule(row.combinationRule),
          isActive: row.isActive,
          startsAt: row.startsAt,
          endsAt: row.endsAt,
          customerGroups: row.customerGroups,
          productIds,
          categoryIds,
          manufacturerIds,
          percent: row.percent,
          amountCents: row.amountCents,
          buyQuantity: row.buyQuantity,
          freeQuantity: row.freeQuantity,
          minAmountCents: row.minAmountCents,
          giftProductIds,
          giftQuantity: row.giftQuantity,
        },
      ];
    });
  }

  /** The cart's products and every gift product, at their current (effective) prices. */
  private async loadProducts(lineIds: number[], language: Language): Promise<Map<number, PricingProduct>> {
    // `= any(array(…))` runs the subquery once and probes the primary key; `in (select …)` next
    // to an OR would make PostgreSQL scan every product.
    const giftIds = sql`${products.id} = any(array(select product_id from ${promotionPolicyGifts}))`;
    const wanted = lineIds.length > 0 ? or(inArray(products.id, lineIds), giftIds) : giftIds;
    // One round trip: sizes and categories come along as arrays. The outer id is spelled out
    // because drizzle writes a selected table's column unqualified, which `d` would capture.
    const rows = await this.db
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
      .where(and(wanted, eq(products.isPublished, true)));
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

  /** Active bundles with a price that contain a product of the cart. */
  private async loadBundles(lineIds: number[], language: Language) {
    if (lineIds.length === 0) return [];
    const touching = this.db
      .select({ id: productBundleItems.bundleId })
      .from(productBundleItems)
      .where(inArray(productBundleItems.productId, lineIds));
    const rows = await this.db
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
      .where(
        and(
          inArray(productBundles.id, touching),
          eq(productBundles.isActive, true),
          isNotNull(productBundles.priceCents),
        ),
      )
      .orderBy(asc(productBundles.id), asc(productBundleItems.position));
    const bundles = new Map<
      number,
      { id: number; name: string; priceCents: number; items: { productId: number; quantity: number }[] }
    >();
    for (const row of rows) {
      const bundle = bundles.get(row.id) ?? {
        id: row.id,
        name: pick(language, row.nameEl, row.nameEn),
        priceCents: row.priceCents ?? 0,
        items: [],
      };
      bundle.items.push({ productId: row.productId, quantity: row.quantity });
      bundles.set(row.id, bundle);
    }
    return [...bundles.values()];
  }

  /** The requested coupons with their redemptions overall and by this customer (id or e-mail). */
  private async loadCoupons(codes: string[], customerId: number | null, email: string | null) {
    if (codes.length === 0) return [];
    const mine =
      customerId !== null && email !== null
        ? sql`(${couponRedemptions.customerId} = ${customerId} or ${couponRedemptions.email} = ${email})`
        : customerId !== null
          ? sql`${couponRedemptions.customerId} = ${customerId}`
          : email !== null
            ? sql`${couponRedemptions.email} = ${email}`
            : sql`false`;
    const rows = await this.db
      .select({
        coupon: coupons,
        redemptions: sql<number>`count(${couponRedemptions.id})::int`,
        customerRedemptions: sql<number>`(count(${couponRedemptions.id}) filter (where ${mine}))::int`,
      })
      .from(coupons)
      .leftJoin(couponRedemptions, eq(couponRedemptions.couponId, coupons.id))
      .where(inArray(coupons.code, codes))
      .groupBy(coupons.id);
    return rows.map(({ coupon, redemptions, customerRedemptions }) => ({
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
