import * as z from 'zod/mini';

/** The price-comparison feeds the shop publishes at `/feeds/<name>.xml` (decision 044). */
export const FEED_NAMES = ['skroutz', 'bestprice', 'google'] as const;
export type FeedName = (typeof FEED_NAMES)[number];

const MAX_ID = 2_147_483_647;
const id = z
  .number('invalid_id')
  .check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(MAX_ID, 'invalid_id'));
const feed = z.enum(FEED_NAMES, 'invalid_value');

/** `admin/feeds/categories/set`: leaves a category, and every category below it, out of a feed, or lists it again. */
export const adminFeedCategoryRuleSchema = z.object({
  feed,
  categoryId: id,
  excluded: z.boolean('invalid_value'),
});
export type AdminFeedCategoryRule = z.infer<typeof adminFeedCategoryRuleSchema>;

/** `admin/feeds/products/set`: a product's own choice for a feed; `listed` null follows its categories again. */
export const adminFeedProductRuleSchema = z.object({
  feed,
  productId: id,
  listed: z.nullable(z.boolean('invalid_value')),
});
export type AdminFeedProductRule = z.infer<typeof adminFeedProductRuleSchema>;

/** `admin/feeds/weights/set`: a product's shipping weight in grams; null removes it. */
export const adminFeedWeightSchema = z.object({
  productId: id,
  weightGrams: z.nullable(
    z
      .number('invalid_value')
      .check(z.int('invalid_value'), z.positive('invalid_value'), z.lte(1_000_000, 'invalid_value')),
  ),
});
export type AdminFeedWeight = z.infer<typeof adminFeedWeightSchema>;

/** `admin/feeds/settings`: every rule staff set. */
export const adminFeedSettingsSchema = z.object({
  categories: z.array(z.object({ feed, categoryId: z.number() })),
  products: z.array(z.object({ feed, productId: z.number(), listed: z.boolean() })),
  weights: z.array(z.object({ productId: z.number(), weightGrams: z.number() })),
});
export type AdminFeedSettings = z.infer<typeof adminFeedSettingsSchema>;
