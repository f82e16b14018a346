import * as z from 'zod/mini';
import { NET_UNITS } from './unit-price.ts';

export const productStatusSchema = z.object({
  id: z.number(),
  snm: z.string(),
  scd: z.string(),
  chex: z.nullable(z.string()),
  img1: z.nullable(z.string()),
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
  svtxt: z.nullable(z.string()),
  cvtxt: z.nullable(z.string()),
  cval: z.nullable(z.string()),
  img1: z.nullable(z.string()),
});
export type ProductDimension = z.infer<typeof productDimensionSchema>;

export const promotionPolicyBadgeSchema = z.object({
  id: z.number(),
  prom_policy_nm: z.string(),
  prom_policy_desc: z.nullable(z.string()),
  prom_policy_badge: z.nullable(z.string()),
  prom_policy_badge_url: z.nullable(z.string()),
  cust_groups: z.array(z.object({ code: z.string() })),
});

export const breadcrumbSchema = z.object({ id: z.number(), nm: z.string(), eurl: z.string() });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

/**
 * The product as the storefront reads it (spec 000 §3). Images travel as img1..imgN;
 * `images` repeats them as a list for clients that prefer one.
 */
export const productSchema = z.catchall(
  z.object({
    id: z.number(),
    nm: z.string(),
    cd: z.string(),
    bc: z.nullable(z.string()),
    eurl: z.string(),
    dsm: z.nullable(z.string()),
    ds: z.nullable(z.string()),
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
    nqty: z.nullable(z.number()),
    /** ml, g or piece. */
    nunit: z.nullable(z.enum(NET_UNITS)),
    ptype: z.number(),
    OrderMaxQuantity: z.nullable(z.number()),
    dshc: z.boolean(),
    /**
     * Cannot be returned once unsealed, for health or hygiene reasons (Directive 2011/83/EU,
     * article 16(e)): the returns form says so beside the line.
     */
    nonReturnable: z.optional(z.boolean()),
    mfid: z.nullable(z.number()),
    mfnm: z.nullable(z.string()),
    cnm: z.string(),
    breadcrumbs: z.array(breadcrumbSchema),
    stslst: z.array(productStatusSchema),
    prom_policies: z.array(promotionPolicyBadgeSchema),
    aggregates: z.object({ rating: z.number(), reviews: z.number() }),
    dimensions: z.array(productDimensionSchema),
    images: z.array(z.string()),
    PrevId: z.nullable(z.number()),
  }),
  z.unknown(),
);
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({ items: z.array(productSchema) });
