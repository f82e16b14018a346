/**
 * Loyalty points a purchase earns: whole points per euro paid, rounded down (decision 005),
 * the one rule for the product page and the cart. Integer arithmetic on cents: the rate is taken
 * to hundredths of a point, as a percentage is taken to hundredths of a percent, so 0.29 € at
 * 100 points per euro earns 29 points, never 28.999… → 28.
 */
export function loyaltyPointsEarned(paidCents: number, pointsPerEuro: number): number {
  if (paidCents <= 0 || pointsPerEuro <= 0) return 0;
  return Math.floor((paidCents * Math.round(pointsPerEuro * 100)) / 10_000);
}

/** What a customer's tier is measured on (spec 001 §4). */
export const TIER_BASES = ['LoyaltyPoints', 'TotalPurchases'] as const;
export type TierBasis = (typeof TIER_BASES)[number];

/** The tiers, lowest first; a tier's id is its place in this list (1-3). */
export const TIER_CODES = ['slv', 'prm', 'gld'] as const;
export type TierCode = (typeof TIER_CODES)[number];

/** The id of a tier code (1 slv, 2 prm, 3 gld). */
export function tierId(code: TierCode): number {
  return TIER_CODES.indexOf(code) + 1;
}

/**
 * The tier a value on the basis reaches: the highest whose threshold it meets, null below the
 * lowest. `thresholds` are in tier order (slv, prm, gld), points or cents as the basis says.
 */
export function tierFor(value: number, thresholds: readonly number[]): TierCode | null {
  let reached: TierCode | null = null;
  TIER_CODES.forEach((code, index) => {
    const from = thresholds[index];
    if (from !== undefined && value >= from) reached = code;
  });
  return reached;
}

/**
 * The next redemption step above a balance: the smallest range holding more points than the
 * balance, with the points missing; null when the balance is at or above the highest.
 */
export function nextMilestone(
  balance: number,
  ranges: readonly number[],
): { points: number; missing: number } | null {
  const next = [...ranges].sort((a, b) => a - b).find((points) => points > balance);
  return next === undefined ? null : { points: next, missing: next - Math.max(balance, 0) };
}

/** Cents that `points` pay at `pointsPerEuro` points to the euro. */
export function pointsValueCents(points: number, pointsPerEuro: number): number {
  if (points <= 0 || pointsPerEuro <= 0) return 0;
  return Math.floor((points * 100) / pointsPerEuro);
}
