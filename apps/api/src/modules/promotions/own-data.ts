import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons, giftCards } from '../../db/schema/promotions.ts';

/**
 * A deleted account's traces in promotions, inside the deletion's transaction (decision 024): its
 * personal coupons are switched off (their redemptions stay counted for the shop's reports), its
 * redemptions no longer name it, and the gift cards it bought no longer say who bought or signed
 * them. A card stays valid for whoever holds its code: it was paid for.
 */
export async function anonymisePromotionsOf(
  tx: Db,
  customerId: number,
  placeholderEmail: string,
): Promise<void> {
  await tx.update(coupons).set({ isActive: false }).where(eq(coupons.customerId, customerId));
  await tx
    .update(couponRedemptions)
    .set({ customerId: null, email: placeholderEmail })
    .where(eq(couponRedemptions.customerId, customerId));
  await tx
    .update(giftCards)
    .set({ buyerCustomerId: null, senderName: null, message: null })
    .where(eq(giftCards.buyerCustomerId, customerId));
}
