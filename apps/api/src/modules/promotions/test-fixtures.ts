import { coupons, giftCards, promotionPolicies } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/index.ts';

/** A coupon `code` for 10 % off (coupon only), usable `maxRedemptions` times. */
export async function insertTenPercentCoupon(
  t: TestApp,
  code: string,
  maxRedemptions: number,
): Promise<void> {
  const db = t.database.db;
  const [policy] = await db
    .insert(promotionPolicies)
    .values({
      code: `${code.toLowerCase()}-10`,
      nameEl: '-10%',
      nameEn: '-10%',
      kind: 'Percentage',
      percent: 10,
      combinationRule: 'CouponOnly',
    })
    .returning({ id: promotionPolicies.id });
  if (!policy) throw new Error('policy not inserted');
  await db.insert(coupons).values({ code, policyId: policy.id, maxRedemptions });
}

/** A gift card `code` holding `cents`. */
export async function insertGiftCard(t: TestApp, code: string, cents: number): Promise<void> {
  await t.database.db.insert(giftCards).values({ code, initialCents: cents, balanceCents: cents });
}
