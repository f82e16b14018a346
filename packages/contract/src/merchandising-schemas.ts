import * as z from 'zod/mini';
import { BANNER_TARGETS, LANDING_RULE_KINDS } from './merchandising.ts';
import { productSchema } from './products-schemas.ts';

/** Banners, curated lists and landing collections on the wire (spec 000 §3 short names where it has them). */

/** One picture at its own width, for a `srcset`. */
export const imageVariantSchema = z.object({ src: z.string(), w: z.number().check(z.int()) });

/** A picture with its intrinsic size and the narrower copies generated from it. */
export const bannerImageSchema = z.object({
  src: z.string(),
  width: z.number().check(z.int()),
  height: z.number().check(z.int()),
  variants: z
    .array(imageVariantSchema)
    .check(z.describe('the same picture at other widths, narrowest first')),
});
export type BannerImage = z.infer<typeof bannerImageSchema>;

export const bannerSchema = z.object({
  id: z.number(),
  tl: z.string().check(z.describe('the banner’s title, also the picture’s text alternative')),
  img1: z.string().check(z.describe('the picture in the language asked (falls back to the Greek one)')),
  image: bannerImageSchema,
  mobileImage: z.nullable(bannerImageSchema).check(z.describe('the picture for narrow screens, if any')),
  nu: z.nullable(z.string()).check(z.describe('where it leads: a path of the shop or an https address')),
  target: z.enum(BANNER_TARGETS),
  pos: z.number().check(z.int()),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListSchema = z.object({ items: z.array(bannerSchema) });

export const curatedProductSchema = z.object({ id: z.number(), barcode: z.nullable(z.string()) });

/** A curated list (spec 000 §3): a category's chosen products, or the home list (id -1). */
export const curatedListSchema = z.object({
  categoryId: z.number().check(z.int()),
  categoryName: z.string(),
  categoryUrl: z.nullable(z.string()).check(z.describe('the category page’s slug; null for the home list')),
  products: z.array(curatedProductSchema),
});
export type CuratedList = z.infer<typeof curatedListSchema>;

export const curatedListsSchema = z.object({ items: z.array(curatedListSchema) });

export const personalisedProductsSchema = z.object({
  items: z.array(productSchema),
  basis: z.enum(['customer', 'home']).check(z.describe('picked from the customer’s lists, or the home list')),
});
export type PersonalisedProducts = z.infer<typeof personalisedProductsSchema>;

export const landingCollectionSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  tl: z.string(),
  dsm: z.string().check(z.describe('a plain-text summary, also the page’s meta description')),
  img1: z.nullable(z.string()).check(z.describe('the first banner’s picture, if the collection has one')),
});
export type LandingCollectionSummary = z.infer<typeof landingCollectionSummarySchema>;

export const landingCollectionListSchema = z.object({ items: z.array(landingCollectionSummarySchema) });

export const landingCollectionSchema = z.extend(landingCollectionSummarySchema, {
  intro: z.string().check(z.describe('sanitised HTML')),
  rule: z.enum(LANDING_RULE_KINDS),
  banners: z.array(bannerSchema),
  products: z.array(productSchema),
});
export type LandingCollection = z.infer<typeof landingCollectionSchema>;
