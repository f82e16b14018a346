import * as z from 'zod/mini';
import type { CategoryTreeNode } from './catalog.ts';
import { emailSchema } from './customers-schemas.ts';
import { PRODUCT_SORT_ORDERS } from './enums.ts';
import { productSchema } from './products-schemas.ts';

export const facetValueSchema = z.object({
  /** The value to send back in `q`. */
  val: z.string(),
  nm: z.string(),
  cnt: z.number(),
  sel: z.boolean(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const facetSchema = z.object({
  /** Filter-kind number (spec 001 §9). */
  kind: z.number(),
  nm: z.string(),
  values: z.array(facetValueSchema),
});
export type Facet = z.infer<typeof facetSchema>;

export const productListingSchema = z.object({
  items: z.array(productSchema),
  total: z.number(),
  page: z.number(),
  psize: z.number(),
  sort: z.enum(PRODUCT_SORT_ORDERS),
  facets: z.array(facetSchema),
});
export type ProductListing = z.infer<typeof productListingSchema>;

export const categorySchema = z.object({
  id: z.number(),
  pid: z.nullable(z.number()),
  nm: z.string(),
  eurl: z.string(),
  ds: z.nullable(z.string()),
  img1: z.nullable(z.string()),
  breadcrumbs: z.array(z.object({ id: z.number(), nm: z.string(), eurl: z.string() })),
  children: z.array(z.object({ id: z.number(), nm: z.string(), eurl: z.string() })),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryTreeNodeSchema: z.ZodMiniType<CategoryTreeNode> = z.lazy(() =>
  z.object({ id: z.number(), nm: z.string(), eurl: z.string(), children: z.array(categoryTreeNodeSchema) }),
);

export const manufacturerSchema = z.object({
  id: z.number(),
  nm: z.string(),
  eurl: z.string(),
  ds: z.nullable(z.string()),
  img1: z.nullable(z.string()),
  cniso: z.nullable(z.string()),
  featured: z.boolean(),
  /** Published products of the brand. */
  cnt: z.number(),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;

export const productBundleSchema = z.object({
  id: z.number(),
  cd: z.string(),
  nm: z.string(),
  /** The bundle's own price in euros, null when its items keep their prices. */
  prc: z.nullable(z.number()),
  items: z.array(z.object({ qty: z.number(), product: productSchema })),
});
export type ProductBundle = z.infer<typeof productBundleSchema>;

export const productTabSchema = z.object({ id: z.number(), tl: z.string(), ds: z.string() });
export type ProductTab = z.infer<typeof productTabSchema>;

export const countryExclusionSchema = z.object({
  pid: z.number(),
  mfid: z.nullable(z.number()),
  /** ISO codes of the countries the product cannot be shipped to. */
  countries: z.array(z.string()),
});

export const suggestionSchema = z.object({ tl: z.string(), nu: z.string(), pid: z.nullable(z.number()) });
export type Suggestion = z.infer<typeof suggestionSchema>;

/** A link the search page offers: its text and its path. */
export const searchLinkSchema = z.object({ tl: z.string(), nu: z.string() });
export type SearchLink = z.infer<typeof searchLinkSchema>;

/** What a search without results offers instead: close spellings (brands, categories) and the main categories. */
export const searchAlternativesSchema = z.object({
  spellings: z.array(searchLinkSchema),
  categories: z.array(searchLinkSchema),
});
export type SearchAlternatives = z.infer<typeof searchAlternativesSchema>;

export const backInStockRequestSchema = z.object({
  email: emailSchema,
  pid: z.number().check(z.int(), z.positive()),
  pdid: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
});
export type BackInStockRequest = z.infer<typeof backInStockRequestSchema>;

export const promotionPolicySchema = z.object({
  id: z.number(),
  cd: z.string(),
  nm: z.string(),
  ds: z.nullable(z.string()),
  badge: z.nullable(z.string()),
  badge_url: z.nullable(z.string()),
  /** Tier codes the policy is limited to; empty for every customer. */
  cust_groups: z.array(z.object({ code: z.string() })),
});
export type PromotionPolicy = z.infer<typeof promotionPolicySchema>;

/** Everything the sitemap lists, by url slug; the storefront writes both languages of each. */
export const sitemapEntriesSchema = z.object({
  products: z.array(z.object({ eurl: z.string(), lastmod: z.string() })),
  categories: z.array(z.string()),
  brands: z.array(z.string()),
  /** The content domain's pages: articles and videos with their publication date (UTC), events with their last change, the rest by slug. */
  content: z.object({
    articles: z.array(z.object({ eurl: z.string(), lastmod: z.string() })),
    videos: z.array(z.object({ eurl: z.string(), lastmod: z.string() })),
    articleCategories: z.array(z.string()),
    videoCategories: z.array(z.string()),
    contributors: z.array(z.string()),
    /** Content pages, by their slug in each language, with the day they last changed (UTC). */
    pages: z.array(z.object({ el: z.string(), en: z.string(), lastmod: z.string() })),
    /** Events with the day they last changed (UTC). */
    events: z.array(z.object({ eurl: z.string(), lastmod: z.string() })),
  }),
});
export type SitemapEntries = z.infer<typeof sitemapEntriesSchema>;
