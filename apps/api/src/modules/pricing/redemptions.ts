import type { PricingResult } from '@shop/contract';
import { and, count, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons, giftCards, loyaltyAccounts } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';

export interface RedeemingOrder {
  code: string;
  customerId: number | null;
  email: string | null;
}

/**
 * Takes what a placed order used: one use of each applied coupon, the gift cards' amounts and
 * the loyalty points. Call it inside the order's transaction with the result `price` gave for
 * that order. Each take is guarded (coupon row locked and its uses recounted, balances only
 * lowered while they suffice), so two orders racing for the last use or the last euro cannot
 * both win: the loser gets a 409 and its transaction rolls back; re-pricing shows why.
 */
export async function recordRedemptions(tx: Db, result: PricingResult, order: RedeemingOrder): Promise<void> {
  for (const coupon of result.coupons) {
    if (coupon.status !== 'Applied' || coupon.id === null) continue;
    const [row] = await tx
      .select({
        max: coupons.maxRedemptions,
        maxPerCustomer: coupons.maxPerCustomer,
        isActive: coupons.isActive,
      })
      .from(coupons)
      .where(eq(coupons.id, coupon.id))
      .for('update');
    if (!row?.isActive) throw new HttpError(409, 'coupon_no_longer_valid');
    if (row.max !== null) {
      const [used] = await tx
        .select({ value: count() })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon.id));
      if ((used?.value ?? 0) >= row.max) throw new HttpError(409, 'coupon_no_longer_valid');
    }
    if (row.maxPerCustomer !== null) {
      const [mine] = await tx
        .select({ value: count() })
        .from(couponRedemptions)
        .where(
          and(
            eq(couponRedemptions.couponId, coupon.id),
            or(
              order.customerId === null ? sql`false` : eq(couponRedemptions.customerId, order.customerId),
              order.email === null ? sql`false` : eq(couponRedemptions.email, order.email),
            ),
          ),
        );
      if ((mine?.value ?? 0) >= row.maxPerCustomer) throw new HttpError(409, 'coupon_no_longer_valid');
    }
    await tx.insert(couponRedemptions).values({
      couponId: coupon.id,
      customerId: order.customerId,
      email: order.email,
      orderCode: order.code,
    });
  }

  for (const card of result.giftCards) {
    if (card.status !== 'Applied' || card.id === null || card.amountCents <= 0) continue;
    const taken = await tx
      .update(giftCards)
      .set({ balanceCents: sql`${giftCards.balanceCents} - ${card.amountCents}` })
      .where(
        and(
          eq(giftCards.id, card.id),
          eq(giftCards.isActive, true),
          gte(giftCards.balanceCents, card.amountCents),
        ),
      )
      .returning({ id: giftCards.id });
    if (taken.length === 0) throw new HttpError(409, 'gift_card_balance_changed');
  }

  const points = result.loyalty.used;
  if (points > 0) {
    if (order.customerId === null) throw new HttpError(409, 'loyalty_balance_changed');
    const taken = await tx
      .update(loyaltyAccounts)
      .set({ pointsBalance: sql`${loyaltyAccounts.pointsBalance} - ${points}`, updatedAt: new Date() })
      .where(
        and(eq(loyaltyAccounts.customerId, order.customerId), gte(loyaltyAccounts.pointsBalance, points)),
      )
      .returning({ id: loyaltyAccounts.customerId });
    if (taken.length === 0) throw new HttpError(409, 'loyalty_balance_changed');
  }
}
