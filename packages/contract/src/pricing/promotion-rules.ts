import { allocate, mulDivRound, percentOf } from './arithmetic.ts';
import type { PricedDiscount, PricingInput, PricingPolicy, PricingProduct } from './types.ts';
import { sum, type WorkLine } from './work-line.ts';

/** Steps 2-4 of the engine (`engine.ts`): bundles, promotion policies and their gifts, on the work lines. */

export function participates(policy: PricingPolicy, line: WorkLine): boolean {
  if (!line.eligible) return false;
  const { productIds, categoryIds, manufacturerIds } = policy;
  if (productIds.length === 0 && categoryIds.length === 0 && manufacturerIds.length === 0) return true;
  const { product } = line;
  return (
    productIds.includes(product.id) ||
    categoryIds.some((id) => product.categoryIds.includes(id)) ||
    (product.manufacturerId !== null && manufacturerIds.includes(product.manufacturerId))
  );
}

export function applyBundles({ catalogue }: PricingInput, lines: WorkLine[], discounts: PricedDiscount[]) {
  const used = new Map<WorkLine, number>();
  const free = (line: WorkLine) => line.quantity - (used.get(line) ?? 0);
  for (const bundle of [...catalogue.bundles].sort((a, b) => a.id - b.id)) {
    if (bundle.items.length === 0) continue;
    const linesOf = (productId: number) =>
      lines.filter((line) => line.eligible && line.product.id === productId);
    const sets = Math.min(
      ...bundle.items.map((item) =>
        Math.floor(sum(linesOf(item.productId).map(free)) / Math.max(1, item.quantity)),
      ),
    );
    if (sets < 1) continue;
    const taken = new Map<WorkLine, number>();
    for (const item of bundle.items) {
      let wanted = sets * item.quantity;
      for (const line of linesOf(item.productId)) {
        const units = Math.min(wanted, free(line) - (taken.get(line) ?? 0));
        if (units > 0) taken.set(line, (taken.get(line) ?? 0) + units);
        wanted -= Math.max(0, units);
      }
    }
    const parts = [...taken.entries()];
    const regular = sum(parts.map(([line, units]) => line.unit * units));
    const saving = regular - sets * bundle.priceCents;
    if (saving <= 0) continue;
    const shares = allocate(
      saving,
      parts.map(([line, units]) => line.unit * units),
    );
    parts.forEach(([line, units], index) => {
      used.set(line, (used.get(line) ?? 0) + units);
      line.bundle += shares[index] ?? 0;
    });
    discounts.push({ type: 'Bundle', id: bundle.id, code: null, name: bundle.name, amountCents: saving });
  }
}

/**
 * What a policy gives each participating line, computed on `base(line)`: the basis is the line
 * after bundles for promotions and what earlier coupons left for coupons. Null when its minimum
 * is not reached or nothing participates.
 */
export function policyAmounts(
  policy: PricingPolicy,
  lines: readonly WorkLine[],
  base: (line: WorkLine) => number,
  minimumBase: (line: WorkLine) => number,
): Map<WorkLine, { amount: number; freeUnits: number }> | null {
  const taking = lines.filter((line) => participates(policy, line));
  if (taking.length === 0) return null;
  if (policy.minAmountCents !== null && sum(taking.map(minimumBase)) < policy.minAmountCents) return null;
  const amounts = new Map<WorkLine, { amount: number; freeUnits: number }>();
  if (policy.kind === 'Percentage') {
    const percent = Math.min(100, Math.max(0, policy.percent ?? 0));
    for (const line of taking) amounts.set(line, { amount: percentOf(base(line), percent), freeUnits: 0 });
  } else if (policy.kind === 'FixedAmount') {
    const bases = taking.map(base);
    const total = Math.min(Math.max(0, policy.amountCents ?? 0), sum(bases));
    const shares = allocate(total, bases);
    taking.forEach((line, index) => {
      amounts.set(line, { amount: shares[index] ?? 0, freeUnits: 0 });
    });
  } else if (policy.kind === 'Bogo') {
    const buy = Math.max(1, policy.buyQuantity ?? 1);
    const get = Math.max(1, policy.freeQuantity ?? 1);
    const units = sum(taking.map((line) => line.quantity));
    let freeUnits = Math.floor(units / (buy + get)) * get;
    // The cheapest units go free; `taking` is in (product, size) order, which breaks ties.
    const cheapestFirst = [...taking].sort((a, b) => a.unit - b.unit);
    for (const line of cheapestFirst) {
      const lineFree = Math.min(freeUnits, line.quantity);
      freeUnits -= lineFree;
      amounts.set(line, { amount: mulDivRound(base(line), lineFree, line.quantity), freeUnits: lineFree });
    }
  } else if (policy.kind === 'Customized') {
    // A price the shop sets for each participating unit: a unit dearer than it is sold at that
    // price, a cheaper one keeps its own. Without a price the policy gives nothing.
    if (policy.amountCents === null) return null;
    const price = Math.max(0, policy.amountCents);
    for (const line of taking) {
      const saving = Math.max(0, (line.unit - price) * line.quantity);
      amounts.set(line, { amount: Math.min(saving, base(line)), freeUnits: 0 });
    }
  } else {
    return null;
  }
  return amounts;
}

export function applyPromotions(policies: readonly PricingPolicy[], lines: WorkLine[]) {
  const afterBundle = (line: WorkLine) => line.gross - line.bundle;
  for (const policy of policies) {
    if (policy.kind === 'Gift') continue;
    const amounts = policyAmounts(policy, lines, afterBundle, afterBundle);
    if (!amounts) continue;
    for (const [line, { amount, freeUnits }] of amounts) {
      const capped = Math.min(amount, afterBundle(line));
      if (capped > line.promotionAmount) {
        line.promotion = policy;
        line.promotionAmount = capped;
        line.promotionFreeUnits = freeUnits;
      }
    }
  }
}

export function giftFor(
  policy: PricingPolicy,
  { catalogue, request }: PricingInput,
  lines: readonly WorkLine[],
) {
  const taking = lines.filter((line) => participates(policy, line));
  if (taking.length === 0) return null;
  const reached = sum(taking.map((line) => line.gross - line.bundle - line.promotionAmount));
  if (reached < (policy.minAmountCents ?? 0)) return null;
  const choices = policy.giftProductIds.filter((id) => catalogue.products.get(id)?.inStock);
  const selected = request.SelectedProductOffers.find((offer) => offer.prom_policy_id === policy.id)?.pid;
  const productId = selected !== undefined && choices.includes(selected) ? selected : choices[0];
  const product = productId === undefined ? undefined : catalogue.products.get(productId);
  return product ? { product, choices } : null;
}

export function giftLine(product: PricingProduct, policy: PricingPolicy): WorkLine {
  return {
    product,
    dimension: 0,
    quantity: Math.max(1, policy.giftQuantity),
    unit: 0,
    gross: 0,
    eligible: false,
    autoInserted: true,
    bundle: 0,
    promotion: null,
    promotionAmount: 0,
    promotionFreeUnits: 0,
    couponRest: null,
    couponAmounts: new Map(),
    discount: 0,
    policyIds: [policy.id],
  };
}
