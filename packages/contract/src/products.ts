import { Availability, ProductType } from './enums.ts';
import type { Product, ProductDimension } from './products-schemas.ts';

/** Images are the fields img1..imgN; fields starting with imgdel are not images (spec 000 §3). */
export function productImages(product: Record<string, unknown>): string[] {
  return Object.keys(product)
    .filter((key) => /^img\d+$/.test(key) && typeof product[key] === 'string' && product[key] !== '')
    .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
    .map((key) => product[key] as string);
}

/**
 * Effective price (spec 000 §9): the price when a before-discount price above 0 exists;
 * otherwise the price reduced by the discount percent when that is strictly between 0
 * and 100; otherwise the price. Works in any unit; callers pass cents.
 */
export function effectivePrice(price: number, priceBeforeDiscount: number, discountPercent: number): number {
  if (priceBeforeDiscount > 0) return price;
  if (discountPercent > 0 && discountPercent < 100) return Math.round(price * (1 - discountPercent / 100));
  return price;
}

export const PURCHASABILITY_REASONS = [
  'NO_SIZE_SELECTED',
  'PRODUCT_UNAVAILABLE',
  'DIMENSION_UNAVAILABLE',
  'DISABLED',
  'MAX_QUANTITY_EXCEEDED',
] as const;
export type PurchasabilityReason = (typeof PURCHASABILITY_REASONS)[number];

export type Purchasability = { ok: true } | { ok: false; reason: PurchasabilityReason };

type PurchasableProduct = Pick<Product, 'ast' | 'dshc' | 'OrderMaxQuantity'> & {
  dimensions: Pick<ProductDimension, 'id' | 'qty'>[];
};

/** Purchasability, checked in the order of spec 000 §4; the first failing check is the reason. */
export function purchasability(
  product: PurchasableProduct,
  dimensionId: number | null,
  quantity: number,
): Purchasability {
  if (product.dimensions.length > 0 && !dimensionId) return { ok: false, reason: 'NO_SIZE_SELECTED' };
  if (product.ast !== Availability.Available) return { ok: false, reason: 'PRODUCT_UNAVAILABLE' };
  if (dimensionId) {
    const dimension = product.dimensions.find((d) => d.id === dimensionId);
    if (!dimension || dimension.qty <= 0) return { ok: false, reason: 'DIMENSION_UNAVAILABLE' };
  }
  if (product.dshc) return { ok: false, reason: 'DISABLED' };
  if (product.OrderMaxQuantity && quantity > product.OrderMaxQuantity) {
    return { ok: false, reason: 'MAX_QUANTITY_EXCEEDED' };
  }
  return { ok: true };
}

/**
 * Whether a product's options are colours (shades of a make-up) rather than sizes: a colour
 * option is named by its colour text, so the page asks for a colour, not a size.
 */
export function choosesColour(product: { dimensions: Pick<ProductDimension, 'nm' | 'cvtxt'>[] }): boolean {
  return (
    product.dimensions.length > 0 &&
    product.dimensions.every((dimension) => dimension.cvtxt !== null && dimension.nm === dimension.cvtxt)
  );
}

export function isGiftCard(product: Pick<Product, 'ptype'>): boolean {
  return product.ptype === ProductType.GiftCard;
}

/**
 * The promotion badges a shopper sees on a product: every policy open to all, and a policy
 * limited to tier groups only when the shopper's tier (slv, prm, gld) is one of them (spec 000 §6).
 */
export function visiblePromotions(
  product: Pick<Product, 'prom_policies'>,
  tierCode: string | null,
): Product['prom_policies'] {
  return product.prom_policies.filter(
    (policy) =>
      policy.cust_groups.length === 0 ||
      (tierCode !== null && policy.cust_groups.some((group) => group.code === tierCode)),
  );
}

/** The price a product leads with before a size is chosen: on its card, and on its page. */
export interface LeadPrice {
  current: number;
  before: number;
  /** The announced reduction in whole percent. */
  discount: number;
  /** The sizes cost differently: the price is the lowest, said as "from". */
  from: boolean;
}

/**
 * A product with sizes leads with its cheapest size in stock (every size when none is), and says
 * "from" when its sizes cost differently; a sold-out size's price is never the one shown first.
 */
export function leadPrice(product: Pick<Product, 'cprc' | 'cprcbd' | 'dsc' | 'dimensions'>): LeadPrice {
  const { dimensions } = product;
  if (dimensions.length === 0)
    return { current: product.cprc, before: product.cprcbd, discount: product.dsc, from: false };
  const inStock = dimensions.filter((dimension) => dimension.qty > 0);
  const offered = inStock.length > 0 ? inStock : dimensions;
  const lead = offered.reduce((low, dimension) => (dimension.cprc < low.cprc ? dimension : low));
  return {
    current: lead.cprc,
    before: lead.cprcbd,
    discount: lead.dsc,
    from: offered.some((dimension) => dimension.cprc !== lead.cprc),
  };
}
