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

/**
 * The request to price now: the live one while nothing is priced yet (a cart that has just
 * loaded shows its totals at once), else the one that has settled, so typing a quantity does
 * not ask the server at every keystroke.
 */
export function requestToPrice<Request extends { lines: unknown[] }>(
  live: Request,
  settled: Request,
): Request {
  return settled.lines.length === 0 ? live : settled;
}
