import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  coupons,
  giftCards,
  manufacturers,
  products,
  promotionPolicies,
  promotionPolicyGifts,
  promotionPolicyManufacturers,
} from '../schema/index.ts';

/**
 * Demo money rules on top of the demo catalogue: the catalogue's 1+1 and tier policies get their
 * cart effect, plus a brand percentage, a gift with purchase, coupons and a gift card (shipping
 * and payment types are the checkout's: `checkout-demo.ts`). Runs once: nothing happens when its
 * brand policy exists already.
 */
export async function seedPricingDemo(db: Db): Promise<void> {
  const existing = await db
    .select({ id: promotionPolicies.id })
    .from(promotionPolicies)
    .where(eq(promotionPolicies.code, 'aqualis-15'));
  if (existing.length > 0) return;

  await db
    .update(promotionPolicies)
    .set({ kind: 'Bogo', buyQuantity: 1, freeQuantity: 1, combinationRule: 'ProductOnly' })
    .where(eq(promotionPolicies.code, 'dermaline-1-plus-1'));
  await db
    .update(promotionPolicies)
    .set({ kind: 'Percentage', percent: 20, combinationRule: 'Maximum' })
    .where(eq(promotionPolicies.code, 'supplements-vip'));

  const [aqualis] = await db
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(eq(manufacturers.eurl, 'aqualis'));
  const [brandPolicy, giftPolicy, welcome, fiveOff] = await db
    .insert(promotionPolicies)
    .values([
      {
        code: 'aqualis-15',
        nameEl: 'Aqualis -15%',
        nameEn: 'Aqualis -15%',
        descriptionEl: 'Έκπτωση 15% σε όλα τα προϊόντα Aqualis, και με κουπόνι.',
        descriptionEn: '15% off every Aqualis product, coupons on top.',
        badge: '-15%',
        kind: 'Percentage',
        percent: 15,
        combinationRule: 'Multiplicative',
      },
      {
        code: 'gift-over-50',
        nameEl: 'Δώρο για αγορές άνω των 50 €',
        nameEn: 'A gift with orders over 50 €',
        descriptionEl: 'Με αγορές από 50 € ένα δώρο μπαίνει αυτόματα στο καλάθι.',
        descriptionEn: 'From 50 € a gift is added to the cart automatically.',
        badge: 'Δώρο',
        kind: 'Gift',
        minAmountCents: 5000,
      },
      {
        code: 'welcome-10',
        nameEl: 'Κουπόνι καλωσορίσματος -10%',
        nameEn: 'Welcome coupon -10%',
        kind: 'Percentage',
        percent: 10,
        combinationRule: 'CouponOnly',
      },
      {
        code: 'five-off-30',
        nameEl: '5 € έκπτωση για αγορές από 30 €',
        nameEn: '5 € off orders from 30 €',
        kind: 'FixedAmount',
        amountCents: 500,
        minAmountCents: 3000,
        combinationRule: 'CouponOnly',
      },
    ])
    .returning({ id: promotionPolicies.id });
  if (!brandPolicy || !giftPolicy || !welcome || !fiveOff)
    throw new Error('demo promotion policies not inserted');
  if (aqualis) {
    await db
      .insert(promotionPolicyManufacturers)
      .values({ policyId: brandPolicy.id, manufacturerId: aqualis.id });
  }
  // The gifts: the two cheapest plain products in stock.
  const gifts = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.productType, 0), gt(products.stock, 0), eq(products.isPublished, true)))
    .orderBy(asc(products.priceCents), asc(products.id))
    .limit(2);
  if (gifts.length > 0) {
    await db
      .insert(promotionPolicyGifts)
      .values(gifts.map((gift, position) => ({ policyId: giftPolicy.id, productId: gift.id, position })));
  }

  await db.insert(coupons).values([
    { code: 'WELCOME10', policyId: welcome.id },
    { code: 'SAVE5', policyId: fiveOff.id, maxPerCustomer: 1 },
  ]);
  await db.insert(giftCards).values({ code: 'DEMO-GIFT-50', initialCents: 5000, balanceCents: 5000 });
}
