/**
 * The pricing engine's only rounding rule: a fraction of a cent is rounded half up (amounts are
 * never negative, so this is also half away from zero, as in `roundCents`), once, where a rate or
 * proportion produces it. Integer arithmetic throughout, so 10.5 cents is never 10.499999.
 */
export function mulDivRound(value: number, numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  const product = value * numerator;
  const quotient = Math.floor(product / denominator);
  const remainder = product - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** A percentage with up to two decimals as hundredths of a percent: 12.5 % → 1250. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** `percent` % of `amount`, rounded by the rule above. */
export function percentOf(amount: number, percent: number): number {
  return mulDivRound(amount, percentToBasisPoints(percent), 10_000);
}

/**
 * Splits `total` over `weights` in proportion (largest-remainder method): the shares are whole
 * cents that add up to `total` exactly, no share exceeds its weight when `total` ≤ the weights'
 * sum, and equal remainders go to the earlier weight, so the split is deterministic.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((accumulator, weight) => accumulator + weight, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let rest = total - shares.reduce((accumulator, share) => accumulator + share, 0);
  const order = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (rest <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    rest -= 1;
  }
  return shares;
}
