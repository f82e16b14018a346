import {
  type CustomerCoupon,
  centsToEuros,
  type Language,
  type Offer,
  type PricingCoupon,
  type PricingGiftCard,
  type PricingResult,
  type ProductBundle,
  type PromotionPolicy,
} from '@shop/contract';
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import {
  giftCards,
  productBundleItems,
  productBundles,
  promotionPolicies,
  promotionPolicyGifts,
} from '../../db/schema/promotions.ts';
import { localized, localizedOrGreek } from '../../lib/localized.ts';
import type { CatalogService } from '../catalog/index.ts';
import {
  type CustomerCouponIssue,
  currentOffers,
  customerCoupons,
  issueCustomerCoupon,
} from './customer-coupons.ts';
import {
  type RedeemedByOrder,
  type RedeemingOrder,
  releaseCouponUses,
  restoreGiftCardAmounts,
  revertOrderRedemptions,
  takeCouponUses,
  takeGiftCardAmounts,
} from './redemptions.ts';
import { type CouponWithPolicy, type PolicyRecord, policyMemberships, prepareCouponsQuery } from './rules.ts';

export type { CustomerCouponIssue } from './customer-coupons.ts';
export type { RedeemedByOrder, RedeemingOrder } from './redemptions.ts';
export type { CouponWithPolicy, PolicyRecord } from './rules.ts';

/** A bundle with a price of its own, as the pricing engine sells it. */
export interface BundleRecord {
  id: number;
  nameEl: string;
  nameEn: string;
  priceCents: number;
  items: { productId: number; quantity: number }[];
}

/**
 * Promotion policies, coupons, gift cards and bundles: what the storefront shows of them, the
 * rules the pricing engine applies, and what a placed order uses up.
 */
export class PromotionService {
  private readonly couponsQuery: ReturnType<typeof prepareCouponsQuery>;
  private readonly ruleListeners: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {
    this.couponsQuery = prepareCouponsQuery(db);
  }

  /**
   * Has `listener` told when staff change policies, bundles or coupons: pricing, which asks
   * promotions for its rules, subscribes to forget its cached copy.
   */
  onRulesChanged(listener: () => void): void {
    this.ruleListeners.push(listener);
  }

  /** Tells the listeners; the back office calls it after its commit. */
  rulesChanged(): void {
    for (const listener of this.ruleListeners) listener();
  }

  /** An active promotion policy by its code, in one language. */
  async policyByCode(
    code: string,
    language: Language,
    now = new Date(),
  ): Promise<PromotionPolicy | undefined> {
    const [row] = await queryRows<{
      id: number;
      code: string;
      nameEl: string;
      nameEn: string;
      descriptionEl: string | null;
      descriptionEn: string | null;
      badge: string | null;
      badgeUrl: string | null;
      customerGroups: string[];
    }>(
      this.db,
      sql`select id, code, name_el as "nameEl", name_en as "nameEn", description_el as "descriptionEl",
          description_en as "descriptionEn", badge, badge_url as "badgeUrl", customer_groups as "customerGroups"
        from promotion_policies where lower(code) = lower(${code}) and is_active
          and (starts_at is null or starts_at <= ${now}) and (ends_at is null or ends_at > ${now})`,
    );
    if (!row) return undefined;
    return {
      id: row.id,
      cd: row.code,
      nm: localized(language, row.nameEl, row.nameEn),
      ds: localizedOrGreek(language, row.descriptionEl, row.descriptionEn),
      badge: row.badge,
      badge_url: row.badgeUrl,
      cust_groups: row.customerGroups.map((group) => ({ code: group })),
    };
  }

  async isPolicyActive(policyId: number, now = new Date()): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`select id from promotion_policies where id = ${policyId} and is_active
        and (starts_at is null or starts_at <= ${now}) and (ends_at is null or ends_at > ${now})`,
    );
    return rows.length > 0;
  }

  /** The active bundle the product belongs to, with every product of it. */
  async bundleOf(productId: number, language: Language): Promise<ProductBundle | undefined> {
    const [bundle] = await this.db
      .select({
        id: productBundles.id,
        code: productBundles.code,
        nameEl: productBundles.nameEl,
        nameEn: productBundles.nameEn,
        priceCents: productBundles.priceCents,
      })
      .from(productBundleItems)
      .innerJoin(productBundles, eq(productBundles.id, productBundleItems.bundleId))
      .where(and(eq(productBundleItems.productId, productId), eq(productBundles.isActive, true)))
      .orderBy(asc(productBundles.id))
      .limit(1);
    if (!bundle) return undefined;
    const items = await this.db
      .select({ productId: productBundleItems.productId, quantity: productBundleItems.quantity })
      .from(productBundleItems)
      .where(eq(productBundleItems.bundleId, bundle.id))
      .orderBy(asc(productBundleItems.position), asc(productBundleItems.productId));
    const found = await this.catalog.productsByIds(
      items.map((item) => item.productId),
      language,
    );
    // A bundle with an unpublished member cannot be bought as a whole.
    if (found.length !== items.length) return undefined;
    return {
      id: bundle.id,
      cd: bundle.code,
      nm: localized(language, bundle.nameEl, bundle.nameEn),
      prc: bundle.priceCents === null ? null : centsToEuros(bundle.priceCents),
      items: items.map((item, index) => {
        const product = found[index];
        if (!product) throw new Error('bundle member vanished');
        return { qty: item.quantity, product };
      }),
    };
  }

  /**
   * Policies with a cart effect that have not ended (the engine decides what is in force; ended
   * ones stay out so the table's history never slows a cart down).
   */
  async pricingPolicies(now: Date): Promise<PolicyRecord[]> {
    const rows = await this.db
      .select({ policy: promotionPolicies, ...policyMemberships })
      .from(promotionPolicies)
      .where(
        and(
          isNotNull(promotionPolicies.kind),
          or(isNull(promotionPolicies.endsAt), gt(promotionPolicies.endsAt, now)),
        ),
      )
      .orderBy(asc(promotionPolicies.id));
    return rows.map(({ policy, ...links }) => ({ ...policy, ...links }));
  }

  /** Active bundles with a price of their own, items in their order. */
  async pricedBundles(): Promise<BundleRecord[]> {
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
      .where(and(eq(productBundles.isActive, true), isNotNull(productBundles.priceCents)))
      .orderBy(asc(productBundles.id), asc(productBundleItems.position));
    const bundles = new Map<number, BundleRecord>();
    for (const row of rows) {
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
    return [...bundles.values()];
  }

  /** Every product some policy may give away, so a cart can price a gift it did not name. */
  async giftProductIds(): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ productId: promotionPolicyGifts.productId })
      .from(promotionPolicyGifts)
      .orderBy(asc(promotionPolicyGifts.productId));
    return rows.map((row) => row.productId);
  }

  /**
   * The coupons of these codes, each with its policy (also one that has ended, so that the
   * coupon can say "expired") and its redemptions overall and by this customer (id or e-mail).
   */
  async couponsByCode(
    codes: string[],
    customerId: number | null,
    email: string | null,
  ): Promise<CouponWithPolicy[]> {
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
        customerId: coupon.customerId,
      } satisfies PricingCoupon,
    }));
  }

  /**
   * Gives a customer a percentage coupon of their own (a referral, a birthday, a tier) inside the
   * caller's transaction, once per `source`, and answers its code: only that customer's account
   * can use it, once, for `validDays`.
   */
  issueCustomerCoupon(tx: Db, issue: CustomerCouponIssue): Promise<string> {
    return issueCustomerCoupon(tx, issue);
  }

  /** `customercoupons/getforcustomer`: the customer's own coupons and where each stands. */
  customerCoupons(
    customerId: number,
    language: Language,
    excludeInactive: boolean,
  ): Promise<CustomerCoupon[]> {
    return customerCoupons(this.db, customerId, language, excludeInactive);
  }

  /** `promotionpolicies/GetOffers`: the promotions in force now. */
  offers(language: Language): Promise<Offer[]> {
    return currentOffers(this.db, language);
  }

  async giftCardsByCode(codes: string[]): Promise<PricingGiftCard[]> {
    if (codes.length === 0) return [];
    const cards = await this.db.select().from(giftCards).where(inArray(giftCards.code, codes));
    return cards.map((card) => ({
      id: card.id,
      code: card.code,
      balanceCents: card.balanceCents,
      isActive: card.isActive,
      expiresAt: card.expiresAt,
    }));
  }

  /**
   * Takes what a placed order used: one use of each applied coupon and the gift cards' amounts
   * (its points go through the loyalty ledger, which the order calls). Call it inside the
   * order's transaction with the result `PricingService.price` gave for that order. Each take is
   * guarded (coupon row locked and its uses recounted, balances only lowered while they
   * suffice), so two orders racing for the last use or the last euro cannot both win: the loser
   * gets a 409 and its transaction rolls back; re-pricing shows why.
   */
  async recordRedemptions(tx: Db, result: PricingResult, order: RedeemingOrder): Promise<void> {
    await takeCouponUses(tx, result, order);
    await takeGiftCardAmounts(tx, result, order);
  }

  /**
   * Gives back what a cancelled order took, inside the order's transaction: its coupon uses and
   * gift-card amounts. Points go back through the loyalty ledger, which the order calls.
   */
  async revertRedemptions(tx: Db, order: RedeemedByOrder): Promise<void> {
    await revertOrderRedemptions(tx, order);
  }

  /**
   * Gives back what a refunded return paid with, inside the refund's transaction (decision 048):
   * the gift-card amounts of the returned units, and the order's coupon uses only when the whole
   * order has come back. The caller makes sure it runs once per return.
   */
  async giveBackForReturn(tx: Db, order: RedeemedByOrder & { wholeOrder: boolean }): Promise<void> {
    if (order.wholeOrder) await releaseCouponUses(tx, order.orderCode);
    await restoreGiftCardAmounts(tx, order);
  }
}
