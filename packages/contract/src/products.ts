import { z } from 'zod';
import { Availability, ProductType } from './enums.ts';
import { NET_UNITS } from './unit-price.ts';

export const productStatusSchema = z.object({
  id: z.number(),
  snm: z.string(),
  scd: z.string(),
  chex: z.string().nullable(),
  img1: z.string().nullable(),
  s_as_tag: z.boolean(),
});
export type ProductStatus = z.infer<typeof productStatusSchema>;

export const productDimensionSchema = z.object({
  id: z.number(),
  /** The size or colour label, whether or not it is in stock. */
  nm: z.string(),
  qty: z.number(),
  prc: z.number(),
  cprc: z.number(),
  /** This size's Omnibus reference price (the lowest of the 30 days before its reduction). */
  cprcbd: z.number(),
  /** This size's announced reduction in percent. */
  dsc: z.number(),
  svtxt: z.string().nullable(),
  cvtxt: z.string().nullable(),
  cval: z.string().nullable(),
  img1: z.string().nullable(),
});
export type ProductDimension = z.infer<typeof productDimensionSchema>;

export const promotionPolicyBadgeSchema = z.object({
  id: z.number(),
  prom_policy_nm: z.string(),
  prom_policy_desc: z.string().nullable(),
  prom_policy_badge: z.string().nullable(),
  prom_policy_badge_url: z.string().nullable(),
  cust_groups: z.array(z.object({ code: z.string() })),
});

export const breadcrumbSchema = z.object({ id: z.number(), nm: z.string(), eurl: z.string() });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

/**
 * The product as the storefront reads it (spec 000 §3). Images travel as img1..imgN;
 * `images` repeats them as a list for clients that prefer one.
 */
export const productSchema = z
  .object({
    id: z.number(),
    nm: z.string(),
    cd: z.string(),
    bc: z.string().nullable(),
    eurl: z.string(),
    dsm: z.string().nullable(),
    ds: z.string().nullable(),
    prc: z.number(),
    prcbd: z.number(),
    cprc: z.number(),
    cprcbd: z.number(),
    rprc: z.number(),
    dsc: z.number(),
    qty: z.number(),
    /** 1 when the product can be ordered now (decision 010); otherwise why not. */
    ast: z.number(),
    /** The detailed availability (Availability), for the label: Limited, Days_2_5, PreOrder … */
    avl: z.number(),
    /** The pack's net quantity in `nunit`, for the unit price; null when not sold by quantity. */
    nqty: z.number().nullable(),
    /** ml, g or piece. */
    nunit: z.enum(NET_UNITS).nullable(),
    ptype: z.number(),
    OrderMaxQuantity: z.number().nullable(),
    dshc: z.boolean(),
    mfid: z.number().nullable(),
    mfnm: z.string().nullable(),
    cnm: z.string(),
    breadcrumbs: z.array(breadcrumbSchema),
    stslst: z.array(productStatusSchema),
    prom_policies: z.array(promotionPolicyBadgeSchema),
    aggregates: z.object({ rating: z.number(), reviews: z.number() }),
    dimensions: z.array(productDimensionSchema),
    images: z.array(z.string()),
    PrevId: z.number().nullable(),
  })
  .catchall(z.unknown());
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({ items: z.array(productSchema) });

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
