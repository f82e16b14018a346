import { ProductType } from '../enums.ts';
import type { PricingInput, PricingPolicy, PricingProduct, PricingWarning } from './types.ts';

/** A cart line while it is being priced. */
export interface WorkLine {
  product: PricingProduct;
  dimension: number;
  quantity: number;
  unit: number;
  gross: number;
  /** Takes promotions, coupons and points: everything but gift cards. */
  eligible: boolean;
  autoInserted: boolean;
  bundle: number;
  /** The chosen promotion and what it gives on the line after bundles. */
  promotion: PricingPolicy | null;
  promotionAmount: number;
  promotionFreeUnits: number;
  /** What coupons have left of the line, and what each took (by coupon code). */
  couponRest: number | null;
  couponAmounts: Map<string, number>;
  /** Final discount on the line, set when the line is settled. */
  discount: number;
  policyIds: number[];
}

export function isCurrent(startsAt: Date | null, endsAt: Date | null, now: Date): boolean {
  return (!startsAt || startsAt <= now) && (!endsAt || now < endsAt);
}

export function sum(values: readonly number[]): number {
  return values.reduce((accumulator, value) => accumulator + value, 0);
}

/** The request's lines merged by product and size, in that order, with the catalogue's data; unknown ones dropped with a warning. */
export function resolveLines({ catalogue, request }: PricingInput, warnings: PricingWarning[]): WorkLine[] {
  const merged = new Map<string, { pid: number; dimension: number; quantity: number }>();
  for (const line of request.lines) {
    const key = `${line.pid}:${line.dimension}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { pid: line.pid, dimension: line.dimension, quantity: line.quantity });
  }
  const ordered = [...merged.values()].sort((a, b) => a.pid - b.pid || a.dimension - b.dimension);
  const lines: WorkLine[] = [];
  for (const { pid, dimension, quantity } of ordered) {
    const product = catalogue.products.get(pid);
    const unit =
      dimension === 0
        ? product?.unitPriceCents
        : product?.dimensions.find((candidate) => candidate.id === dimension)?.unitPriceCents;
    if (!product || unit === undefined) {
      warnings.push({ code: 'line_dropped', pid, dimension });
      continue;
    }
    lines.push({
      product,
      dimension,
      quantity,
      unit,
      gross: unit * quantity,
      eligible: product.productType !== ProductType.GiftCard,
      autoInserted: false,
      bundle: 0,
      promotion: null,
      promotionAmount: 0,
      promotionFreeUnits: 0,
      couponRest: null,
      couponAmounts: new Map(),
      discount: 0,
      policyIds: [],
    });
  }
  return lines;
}
