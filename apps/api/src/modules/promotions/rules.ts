import type { PricingCoupon } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons, promotionPolicies } from '../../db/schema/promotions.ts';

/** A policy with its memberships: what the pricing engine needs of it, in both languages. */
export type PolicyRecord = typeof promotionPolicies.$inferSelect & {
  productIds: number[];
  categoryIds: number[];
  manufacturerIds: number[];
  giftProductIds: number[];
};

export interface CouponWithPolicy {
  policy: PolicyRecord;
  coupon: PricingCoupon;
}

// A policy's memberships as arrays in the same row; the outer id is spelled out because drizzle
// writes a selected table's column unqualified, which the subquery's own table would capture.
const members = (table: string, column: string, order = column) =>
  sql<
    number[]
  >`coalesce((select array_agg(${sql.identifier(column)} order by ${sql.raw(order)}) from ${sql.identifier(table)} m where m.policy_id = "promotion_policies"."id"), '{}')`;

export const policyMemberships = {
  productIds: members('promotion_policy_products', 'product_id'),
  categoryIds: members('promotion_policy_categories', 'category_id'),
  manufacturerIds: members('promotion_policy_manufacturers', 'manufacturer_id'),
  giftProductIds: members('promotion_policy_gifts', 'product_id', 'position, product_id'),
};

// Prepared once: a cart's queries are planned by PostgreSQL on first use, not on every cart.
export function prepareCouponsQuery(db: Db) {
  return db
    .select({
      coupon: coupons,
      policy: promotionPolicies,
      ...policyMemberships,
      redemptions: sql<number>`(select count(*) from ${couponRedemptions} r where r.coupon_id = "coupons"."id")::int`,
      // A null customer id or e-mail matches nothing.
      customerRedemptions: sql<number>`(select count(*) from ${couponRedemptions} r where r.coupon_id = "coupons"."id" and (r.customer_id = ${sql.placeholder('customerId')}::int or r.email = ${sql.placeholder('email')}::text))::int`,
    })
    .from(coupons)
    .innerJoin(promotionPolicies, eq(promotionPolicies.id, coupons.policyId))
    .where(sql`${coupons.code} = any(${sql.placeholder('codes')}::text[])`)
    .prepare('pricing_coupons');
}
