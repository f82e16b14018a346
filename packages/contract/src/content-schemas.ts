import * as z from 'zod/mini';

/** Articles, videos and contributors on the wire; formats and page sizes are in `content.ts`. */

export const contributorSummarySchema = z.object({
  id: z.number(),
  nm: z.string(),
  eurl: z.string(),
  /** What they are: pharmacist, dietitian … */
  role: z.string(),
  img: z.nullable(z.string()),
});
export type ContributorSummary = z.infer<typeof contributorSummarySchema>;

export const contributorSchema = z.extend(contributorSummarySchema, {
  /** Sanitised HTML. */
  bio: z.string(),
});
export type Contributor = z.infer<typeof contributorSchema>;

export const contentCategorySchema = z.object({
  id: z.number(),
  tl: z.string(),
  eurl: z.string(),
  ds: z.nullable(z.string()),
});
export type ContentCategory = z.infer<typeof contentCategorySchema>;

export const newsEntrySummarySchema = z.object({
  id: z.number(),
  tl: z.string(),
  eurl: z.string(),
  /** A short plain-text summary. */
  dsm: z.string(),
  img1: z.nullable(z.string()),
  /** Publication time, ISO 8601. */
  dt: z.string(),
  readMinutes: z.number(),
  category: z.omit(contentCategorySchema, { ds: true }),
  contributor: z.nullable(contributorSummarySchema),
});
export type NewsEntrySummary = z.infer<typeof newsEntrySummarySchema>;

export const newsEntrySchema = z.extend(newsEntrySummarySchema, {
  /** The article, sanitised HTML. */
  body: z.string(),
  /** The language the text is in: English pages fall back to the Greek text where none exists. */
  lng: z.enum(['el', 'en']),
});
export type NewsEntry = z.infer<typeof newsEntrySchema>;

export const videoSchema = z.object({
  id: z.number(),
  tl: z.string(),
  eurl: z.string(),
  /** Sanitised HTML. */
  ds: z.string(),
  /** The poster image, served by the shop: nothing is fetched from the video's host before play. */
  poster: z.string(),
  /** The player's address (an embed URL), loaded only when the shopper presses play. */
  embedUrl: z.string(),
  durationSeconds: z.number(),
  dt: z.string(),
  groupCode: z.nullable(z.string()),
  category: z.omit(contentCategorySchema, { ds: true }),
  contributor: z.nullable(contributorSummarySchema),
});
export type Video = z.infer<typeof videoSchema>;

export const newsEntryPageSchema = z.object({ items: z.array(newsEntrySummarySchema), total: z.number() });
export type NewsEntryPage = z.infer<typeof newsEntryPageSchema>;

export const videoPageSchema = z.object({ items: z.array(videoSchema), total: z.number() });
export type VideoPage = z.infer<typeof videoPageSchema>;

/** What reading an article or watching a video credited (ReadBlog, ViewVideo). */
export const contentRewardSchema = z.object({
  /** Points this call credited: 0 when the item was already rewarded or the event gives none. */
  points: z.number(),
});
export type ContentReward = z.infer<typeof contentRewardSchema>;
