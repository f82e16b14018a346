import {
  type AdminCoupon,
  type AdminCouponQuery,
  type AdminCouponSave,
  type AdminCouponSort,
  type AdminGiftCardQuery,
  type AdminPromotion,
  type AdminPromotionQuery,
  type AdminPromotionSave,
  type AdminPromotionSort,
  centsToEuros,
  eurosToCents,
  type Language,
} from '@shop/contract';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import {
  coupons,
  promotionPolicies,
  promotionPolicyCategories,
  promotionPolicyGifts,
  promotionPolicyManufacturers,
  promotionPolicyProducts,
} from '../../db/schema/promotions.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { sortedBy } from '../../lib/sort-order.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CategoryService } from '../categories/index.ts';
import type { ManufacturerService } from '../manufacturers/index.ts';
import { adminGiftCard, adminGiftCardPage } from './admin-gift-cards.ts';
import type { PromotionService } from './service.ts';

type FieldErrors = Record<string, string[]>;
const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));
const cents = (value: number | null) => (value === null ? null : eurosToCents(value));
const iso = (date: Date | null) => date?.toISOString() ?? null;
const flagOf = (value: 'true' | 'false' | undefined) => (value === undefined ? null : value === 'true');
const likeOf = (q: string | undefined) => (q ? `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null);

/**
 * Staff reads and writes of promotion policies (with the products, categories and brands they
 * cover), coupons and gift cards. Each save is one transaction with its audit entry; afterwards
 * the pricing engine drops its shared rules (told through `PromotionService.rulesChanged`) and the catalogue's read model shows the badges.
 */
export class PromotionsAdminService {
  constructor(
    private readonly db: Db,
    private readonly services: {
      audit: AuditService;
      promotions: PromotionService;
      catalog: CatalogService;
      categories: CategoryService;
      manufacturers: ManufacturerService;
    },
  ) {}

  async policies(
    query: AdminPromotionQuery,
    language: Language,
  ): Promise<{ items: AdminPromotion[]; total: number; page: number; psize: number }> {
    const like = likeOf(query.q);
    const active = flagOf(query.active);
    const sorts: Record<AdminPromotionSort, SQL> = {
      active: sql`is_active`,
      code: sql`lower(code)`,
      name: language === 'en' ? sql`lower(name_en)` : sql`lower(name_el)`,
      ends: sql`ends_at`,
    };
    const rows = await queryRows<{ id: number; total: number }>(
      this.db,
      sql`select id, count(*) over ()::int as total from promotion_policies
        where ${like === null ? sql`true` : sql`(code ilike ${like} or name_el ilike ${like} or name_en ilike ${like})`}
        and ${active === null ? sql`true` : sql`is_active = ${active}`}
        order by ${sortedBy(sorts[query.sort], sql`id`, query.dir)}
        limit ${query.psize} offset ${(query.page - 1) * query.psize}`,
    );
    return {
      items: await this.policiesByIds(
        this.db,
        rows.map((row) => row.id),
      ),
      total: rows[0]?.total ?? 0,
      page: query.page,
      psize: query.psize,
    };
  }

  async policy(id: number): Promise<AdminPromotion> {
    const [policy] = await this.policiesByIds(this.db, [id]);
    if (!policy) throw notFound('promotion_policy_not_found');
    return policy;
  }

  async savePolicy(input: AdminPromotionSave, staffId: number): Promise<AdminPromotion> {
    await this.checkPolicy(input);
    const values = {
      code: input.code,
      nameEl: input.el.nm,
      nameEn: input.en.nm,
      descriptionEl: input.el.dsc,
      descriptionEn: input.en.dsc,
      badge: input.badge,
      customerGroups: input.customerGroups,
      startsAt: input.startsAt === null ? null : new Date(input.startsAt),
      endsAt: input.endsAt === null ? null : new Date(input.endsAt),
      isActive: input.isActive,
      kind: input.kind,
      combinationRule: input.combinationRule,
      percent: input.percent,
      amountCents: cents(input.amount),
      buyQuantity: input.buyQuantity,
      freeQuantity: input.freeQuantity,
      minAmountCents: cents(input.minAmount),
      giftQuantity: input.giftQuantity,
    };
    const saved = await this.db.transaction(async (tx) => {
      const [before] = input.id === undefined ? [] : await this.policiesByIds(tx, [input.id]);
      if (input.id !== undefined && !before) throw notFound('promotion_policy_not_found');
      const [row] =
        input.id === undefined
          ? await tx.insert(promotionPolicies).values(values).returning({ id: promotionPolicies.id })
          : await tx
              .update(promotionPolicies)
              .set(values)
              .where(eq(promotionPolicies.id, input.id))
              .returning({ id: promotionPolicies.id });
      if (!row) throw new Error('policy not saved');
      const policyId = row.id;
      await tx.delete(promotionPolicyProducts).where(eq(promotionPolicyProducts.policyId, policyId));
      await tx.delete(promotionPolicyCategories).where(eq(promotionPolicyCategories.policyId, policyId));
      await tx
        .delete(promotionPolicyManufacturers)
        .where(eq(promotionPolicyManufacturers.policyId, policyId));
      await tx.delete(promotionPolicyGifts).where(eq(promotionPolicyGifts.policyId, policyId));
      if (input.productIds.length > 0)
        await tx
          .insert(promotionPolicyProducts)
          .values(input.productIds.map((productId) => ({ policyId, productId })));
      if (input.categoryIds.length > 0)
        await tx
          .insert(promotionPolicyCategories)
          .values(input.categoryIds.map((categoryId) => ({ policyId, categoryId })));
      if (input.manufacturerIds.length > 0)
        await tx
          .insert(promotionPolicyManufacturers)
          .values(input.manufacturerIds.map((manufacturerId) => ({ policyId, manufacturerId })));
      if (input.giftProductIds.length > 0)
        await tx
          .insert(promotionPolicyGifts)
          .values(input.giftProductIds.map((productId, position) => ({ policyId, productId, position })));
      const [after] = await this.policiesByIds(tx, [policyId]);
      if (!after) throw new Error('policy not saved');
      await this.services.audit.record(tx, {
        staffId,
        action: before ? 'promotion.update' : 'promotion.create',
        entity: 'promotion',
        entityId: String(policyId),
        before: before ?? null,
        after,
      });
      return after;
    });
    await this.changed();
    return saved;
  }

  async coupons(query: AdminCouponQuery) {
    const like = likeOf(query.q);
    const active = flagOf(query.active);
    const rows = await queryRows<CouponRow & { total: number }>(
      this.db,
      sql`${couponSelect} where ${like === null ? sql`true` : sql`c.code ilike ${like}`}
        and ${query.policyId === undefined ? sql`true` : sql`c.policy_id = ${query.policyId}`}
        and ${active === null ? sql`true` : sql`c.is_active = ${active}`}
        order by ${sortedBy(COUPON_SORTS[query.sort], sql`c.id`, query.dir)}
        limit ${query.psize} offset ${(query.page - 1) * query.psize}`,
    );
    return { items: rows.map(couponOut), total: rows[0]?.total ?? 0, page: query.page, psize: query.psize };
  }

  async saveCoupon(input: AdminCouponSave, staffId: number): Promise<AdminCoupon> {
    const values = {
      code: input.code,
      policyId: input.policyId,
      isActive: input.isActive,
      startsAt: input.startsAt === null ? null : new Date(input.startsAt),
      endsAt: input.endsAt === null ? null : new Date(input.endsAt),
      maxRedemptions: input.maxRedemptions,
      maxPerCustomer: input.maxPerCustomer,
      allowedEmails: [...new Set(input.allowedEmails)],
    };
    const saved = await this.db.transaction(async (tx) => {
      const [policy] = await tx
        .select({ id: promotionPolicies.id })
        .from(promotionPolicies)
        .where(eq(promotionPolicies.id, input.policyId));
      if (!policy) throw new HttpError(400, 'coupon_invalid', { policyId: ['not_found'] });
      const [before] = input.id === undefined ? [] : await this.couponRows(tx, input.id);
      if (input.id !== undefined && !before) throw notFound('coupon_not_found');
      const [holder] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(
          and(eq(coupons.code, input.code), input.id === undefined ? sql`true` : ne(coupons.id, input.id)),
        );
      if (holder) throw new HttpError(409, 'coupon_code_taken', { code: ['code_taken'] });
      const [row] =
        input.id === undefined
          ? await tx.insert(coupons).values(values).returning({ id: coupons.id })
          : await tx
              .update(coupons)
              .set(values)
              .where(eq(coupons.id, input.id))
              .returning({ id: coupons.id });
      if (!row) throw new Error('coupon not saved');
      const [after] = await this.couponRows(tx, row.id);
      if (!after) throw new Error('coupon not saved');
      await this.services.audit.record(tx, {
        staffId,
        action: before ? 'coupon.update' : 'coupon.create',
        entity: 'coupon',
        entityId: String(row.id),
        before: before ? couponOut(before) : null,
        after: couponOut(after),
      });
      return couponOut(after);
    });
    this.services.promotions.rulesChanged();
    return saved;
  }

  giftCards(query: AdminGiftCardQuery) {
    return adminGiftCardPage(this.db, query);
  }

  async giftCard(id: number) {
    const card = await adminGiftCard(this.db, id);
    if (!card) throw notFound('gift_card_not_found');
    return card;
  }

  /** The pricing engine's shared rules go (it listens); the answer waits until the catalogue shows the badges. */
  private async changed(): Promise<void> {
    this.services.promotions.rulesChanged();
    await this.services.catalog.settled();
  }

  private couponRows(db: Db, id: number): Promise<CouponRow[]> {
    return queryRows<CouponRow>(db, sql`${couponSelect} where c.id = ${id}`);
  }

  /** Every product, category, brand and gift named exists; nothing is written before. */
  private async checkPolicy(input: AdminPromotionSave): Promise<void> {
    const errors: FieldErrors = {};
    // Each owner says which ids it has (decision 006).
    const missing = async (
      existing: (ids: number[]) => Promise<number[]>,
      ids: number[],
    ): Promise<boolean> => {
      const unique = [...new Set(ids)];
      if (unique.length !== ids.length) return true;
      if (ids.length === 0) return false;
      return (await existing(unique)).length !== unique.length;
    };
    const { catalog, categories, manufacturers } = this.services;
    const products = (ids: number[]) => catalog.existingProductIds(ids);
    if (await missing(products, input.productIds)) errors.productIds = ['not_found'];
    if (await missing((ids) => categories.existingIds(ids), input.categoryIds))
      errors.categoryIds = ['not_found'];
    if (await missing((ids) => manufacturers.existingIds(ids), input.manufacturerIds)) {
      errors.manufacturerIds = ['not_found'];
    }
    if (await missing(products, input.giftProductIds)) errors.giftProductIds = ['not_found'];
    if (Object.keys(errors).length > 0) throw new HttpError(400, 'promotion_invalid', errors);
    const [holder] = await this.db
      .select({ id: promotionPolicies.id })
      .from(promotionPolicies)
      .where(
        and(
          eq(promotionPolicies.code, input.code),
          input.id === undefined ? sql`true` : ne(promotionPolicies.id, input.id),
        ),
      );
    if (holder) throw new HttpError(409, 'promotion_code_taken', { code: ['code_taken'] });
  }

  private async policiesByIds(db: Db, ids: number[]): Promise<AdminPromotion[]> {
    if (ids.length === 0) return [];
    // One after the other: inside a transaction the connection takes one query at a time.
    const rows = await db.select().from(promotionPolicies).where(inArray(promotionPolicies.id, ids));
    const productLinks = await db
      .select()
      .from(promotionPolicyProducts)
      .where(inArray(promotionPolicyProducts.policyId, ids));
    const categoryLinks = await db
      .select()
      .from(promotionPolicyCategories)
      .where(inArray(promotionPolicyCategories.policyId, ids));
    const brandLinks = await db
      .select()
      .from(promotionPolicyManufacturers)
      .where(inArray(promotionPolicyManufacturers.policyId, ids));
    const gifts = await db
      .select()
      .from(promotionPolicyGifts)
      .where(inArray(promotionPolicyGifts.policyId, ids));
    const couponCounts = await db
      .select({ policyId: coupons.policyId, count: sql<number>`count(*)::int` })
      .from(coupons)
      .where(inArray(coupons.policyId, ids))
      .groupBy(coupons.policyId);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id: row.id,
          code: row.code,
          el: { nm: row.nameEl, dsc: row.descriptionEl },
          en: { nm: row.nameEn, dsc: row.descriptionEn },
          badge: row.badge,
          customerGroups: row.customerGroups,
          startsAt: iso(row.startsAt),
          endsAt: iso(row.endsAt),
          isActive: row.isActive,
          kind: row.kind,
          combinationRule: row.combinationRule,
          percent: row.percent,
          amount: euros(row.amountCents),
          buyQuantity: row.buyQuantity,
          freeQuantity: row.freeQuantity,
          minAmount: euros(row.minAmountCents),
          giftQuantity: row.giftQuantity,
          productIds: productLinks.filter((link) => link.policyId === id).map((link) => link.productId),
          categoryIds: categoryLinks.filter((link) => link.policyId === id).map((link) => link.categoryId),
          manufacturerIds: brandLinks
            .filter((link) => link.policyId === id)
            .map((link) => link.manufacturerId),
          giftProductIds: gifts
            .filter((gift) => gift.policyId === id)
            .sort((a, b) => a.position - b.position)
            .map((gift) => gift.productId),
          coupons: couponCounts.find((entry) => entry.policyId === id)?.count ?? 0,
        },
      ];
    });
  }
}

interface CouponRow {
  id: number;
  code: string;
  policy_id: number;
  policy_code: string;
  is_active: boolean;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  max_redemptions: number | null;
  max_per_customer: number | null;
  allowed_emails: string[];
  customer_id: number | null;
  redemptions: number;
}

const COUPON_SORTS: Record<AdminCouponSort, SQL> = {
  created: sql`c.id`,
  code: sql`c.code`,
  ends: sql`c.ends_at`,
  redemptions: sql`redemptions`,
};

const couponSelect = sql`select c.id, c.code, c.policy_id, p.code as policy_code, c.is_active, c.starts_at, c.ends_at,
    c.max_redemptions, c.max_per_customer, c.allowed_emails, c.customer_id,
    (select count(*) from coupon_redemptions r where r.coupon_id = c.id)::int as redemptions,
    count(*) over ()::int as total
  from coupons c join promotion_policies p on p.id = c.policy_id`;

const instant = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function couponOut(row: CouponRow): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    policyId: row.policy_id,
    policyCode: row.policy_code,
    isActive: row.is_active,
    startsAt: instant(row.starts_at),
    endsAt: instant(row.ends_at),
    maxRedemptions: row.max_redemptions,
    maxPerCustomer: row.max_per_customer,
    allowedEmails: row.allowed_emails,
    customerId: row.customer_id,
    redemptions: row.redemptions,
  };
}
