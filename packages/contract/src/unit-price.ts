/** Units a pack's net quantity is stated in. */
export const NET_UNITS = ['ml', 'g', 'piece'] as const;
export type NetUnit = (typeof NET_UNITS)[number];

export function isNetUnit(value: string | null): value is NetUnit {
  return NET_UNITS.includes(value as NetUnit);
}

/** What a unit price is per: a litre for liquids, a kilogram for weights, a piece for counts. */
export type UnitPriceBasis = 'l' | 'kg' | 'piece';

export interface UnitPrice {
  /** Euros per basis, rounded to the cent. */
  amount: number;
  per: UnitPriceBasis;
}

const BASIS: Record<NetUnit, { per: UnitPriceBasis; size: number }> = {
  ml: { per: 'l', size: 1000 },
  g: { per: 'kg', size: 1000 },
  piece: { per: 'piece', size: 1 },
};

/**
 * The price per litre, kilogram or piece (Price Indication Directive 98/6/EC) of a pack at
 * `priceEuros` holding `quantity` of `unit`; null when the product is not sold by quantity or
 * the unit price would only repeat the price (a single piece).
 */
export function unitPriceOf(
  priceEuros: number,
  quantity: number | null,
  unit: string | null,
): UnitPrice | null {
  if (quantity === null || quantity <= 0 || !isNetUnit(unit)) return null;
  const basis = BASIS[unit];
  if (basis.per === 'piece' && quantity === 1) return null;
  return { amount: Math.round((priceEuros * 100 * basis.size) / quantity) / 100, per: basis.per };
}
