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
