import type { PricingResult } from '@shop/contract';
import { and, count, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons, giftCardMovements, giftCards } from '../../db/schema/promotions.ts';
import { HttpError } from '../../lib/http-error.ts';

export interface RedeemingOrder {
  code: string;
  customerId: number | null;
  email: string | null;
}

/** One use of each applied coupon, the coupon row locked and its uses recounted first. */
export async function takeCouponUses(tx: Db, result: PricingResult, order: RedeemingOrder): Promise<void> {
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
}

/** The gift cards' amounts, each balance lowered only while it suffices and written to its history. */
export async function takeGiftCardAmounts(
  tx: Db,
  result: PricingResult,
  order: RedeemingOrder,
): Promise<void> {
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
    await tx.insert(giftCardMovements).values({
      giftCardId: card.id,
      kind: 'redeemed',
      amountCents: -card.amountCents,
      orderCode: order.code,
    });
  }
}

/** What an order took from promotions, as the order recorded it. */
export interface RedeemedByOrder {
  orderCode: string;
  giftCards: readonly { id: number; amountCents: number }[];
}

/**
 * Gives back what a cancelled order took: its coupon uses are deleted (so they count again) and
 * each gift card's amount returns to its balance. The order's own transaction runs this once,
 * under the order's row lock, so a second cancellation never gives back twice.
 */
export async function revertOrderRedemptions(tx: Db, order: RedeemedByOrder): Promise<void> {
  await releaseCouponUses(tx, order.orderCode);
  await restoreGiftCardAmounts(tx, order);
}

/** The order's coupon uses are deleted, so they count again. */
export async function releaseCouponUses(tx: Db, orderCode: string): Promise<void> {
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderCode, orderCode));
}

/** Each gift card's amount returns to its balance, with a `restored` movement naming the order. */
export async function restoreGiftCardAmounts(tx: Db, order: RedeemedByOrder): Promise<void> {
  for (const card of [...order.giftCards].sort((a, b) => a.id - b.id)) {
    if (card.amountCents <= 0) continue;
    await tx
      .update(giftCards)
      .set({ balanceCents: sql`${giftCards.balanceCents} + ${card.amountCents}` })
      .where(eq(giftCards.id, card.id));
    await tx.insert(giftCardMovements).values({
      giftCardId: card.id,
      kind: 'restored',
      amountCents: card.amountCents,
      orderCode: order.orderCode,
    });
  }
}
