import type { CartTotals, CheckoutShippingType } from '@shop/contract';

/**
 * What a shipping option costs this cart, in euros, as the totals will charge it: nothing for
 * e-mailed gift cards, nothing for a type that is free above the threshold once the cart reached
 * it, else the type's cost. Null while the cart's totals are not known.
 */
export function shippingOptionCost(
  type: Pick<CheckoutShippingType, 'cost' | 'free_above_threshold'>,
  totals: Pick<CartTotals, 'fsth' | 'fsrem'> | null | undefined,
  giftCardsOnly: boolean,
): number {
  if (giftCardsOnly || type.cost <= 0) return 0;
  const thresholdReached = totals != null && totals.fsth > 0 && totals.fsrem === 0;
  return type.free_above_threshold && thresholdReached ? 0 : type.cost;
}
