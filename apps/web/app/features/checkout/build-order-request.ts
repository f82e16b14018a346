import { type CartLine, DEFAULT_MAX_QUANTITY, GIFT_FORM_FIELDS, type OrderFormInput } from '@shop/contract';
import type { TotalsInputs } from '~/features/cart';
import { type CheckoutDraft, draftOrderFields } from './checkout-draft';

/**
 * The body of `composeordertotals` and `orders/save`: the checkout draft, the cart's lines and
 * what the shopper redeems. A gift card's recipient details travel with the order (spec 001 §3);
 * the first gift-card line that has them gives them.
 */
export function buildOrderRequest(
  draft: CheckoutDraft,
  lines: CartLine[],
  inputs: TotalsInputs,
): OrderFormInput {
  const gift = lines.map((line) => line.gift).find((value) => typeof value === 'object' && value !== null) as
    | Record<string, unknown>
    | undefined;
  const giftFields = Object.fromEntries(
    GIFT_FORM_FIELDS.map((field) => [field, typeof gift?.[field] === 'string' ? gift[field] : '']),
  );
  return {
    ...draftOrderFields(draft),
    ...giftFields,
    lines: lines
      .filter((line) => line.quantity > 0)
      .map((line) => ({
        pid: line.productId,
        pdid: line.dimensionId,
        qty: Math.min(line.quantity, DEFAULT_MAX_QUANTITY),
      })),
    couponscodes: inputs.coupons,
    gfcd: inputs.giftcards,
    r_lpnt: inputs.points,
    SelectedProductOffers: inputs.offers,
  };
}
