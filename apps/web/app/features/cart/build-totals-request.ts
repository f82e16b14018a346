import { type CartLine, type CartTotalsRequest, DEFAULT_MAX_QUANTITY } from '@shop/contract';

/** What the shopper typed for the totals, besides the lines: kept through reloads and sign-in. */
export interface TotalsInputs {
  coupons: string[];
  giftcards: string[];
  points: number;
  /** The gift chosen per promotion that offers a choice. */
  offers: { prom_policy_id: number; pid: number }[];
}

/**
 * The pricing engine's request for the stored lines and the shopper's inputs: a line being
 * emptied is left out, and no line asks for more than a line may hold.
 */
export function buildTotalsRequest(lines: CartLine[], inputs: TotalsInputs): CartTotalsRequest {
  return {
    lines: lines
      .filter((line) => line.quantity > 0)
      .map((line) => ({
        pid: line.productId,
        dimension: line.dimensionId,
        quantity: Math.min(line.quantity, DEFAULT_MAX_QUANTITY),
      })),
    couponscodes: inputs.coupons,
    gfcd: inputs.giftcards,
    r_lpnt: inputs.points,
    SelectedProductOffers: inputs.offers,
  };
}
