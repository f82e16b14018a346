import * as z from 'zod/mini';
import { LANGUAGES } from './languages.ts';
import {
  characterCount,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  REVIEW_TITLE_MIN_LENGTH,
  ReviewFieldError,
} from './reviews.ts';

/** Reviews on the wire; their limits and states are in `reviews.ts`. */

export const reviewSchema = z.object({
  id: z.number(),
  /** Author name as shown. */
  nm: z.string(),
  tl: z.string(),
  /** Plain text: the API stores and sends no markup. */
  txt: z.string(),
  /** Stars 1-5. */
  rt: z.number(),
  /** Moderation status (`ReviewStatus`); the public list only ever holds approved (1). */
  st: z.number(),
  dt: z.string(),
  /** The language it was written in; a page in another language says so. */
  lng: z.enum(LANGUAGES),
  /** Verified buyer: the author has an order with the product that was not cancelled. */
  vb: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number(),
  aggregates: z.object({
    rating: z.number(),
    reviews: z.number(),
    /** Count of reviews per star, index 0 = 1 star. */
    stars: z.array(z.number()),
  }),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** What a review is about (spec 001 §3): the entity kind ("Product") and its id. */
export const reviewTargetSchema = z.object({
  to_ent: z.union([z.string().check(z.trim(), z.maxLength(40)), z.number()]),
  to_id: z.coerce
    .number('invalid_id')
    .check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(2_147_483_647)),
});
export type ReviewTarget = z.infer<typeof reviewTargetSchema>;

const notEmpty = { error: ReviewFieldError.required, abort: true } as const;

/**
 * The review form (spec 001 §5): title 5-100 characters, text up to 1500, a rating required. The
 * API keeps the text as plain text (markup removed) and checks the title's length again after that.
 */
export const reviewFormSchema = z.object({
  tl: z.string(ReviewFieldError.required).check(
    z.trim(),
    z.minLength(1, notEmpty),
    z.refine(
      (value) =>
        characterCount(value) >= REVIEW_TITLE_MIN_LENGTH && characterCount(value) <= REVIEW_TITLE_MAX_LENGTH,
      ReviewFieldError.titleLength,
    ),
  ),
  txt: z.string(ReviewFieldError.required).check(
    z.trim(),
    z.refine((value) => characterCount(value) <= REVIEW_TEXT_MAX_LENGTH, ReviewFieldError.tooLong),
  ),
  rt: z.coerce
    .number(ReviewFieldError.ratingRequired)
    .check(
      z.int(ReviewFieldError.ratingRequired),
      z.gte(1, ReviewFieldError.ratingRequired),
      z.lte(5, ReviewFieldError.ratingRequired),
    ),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** `reviews/InsertCustomerReview` and `reviews/UpdateCustomerReview`: the review and its target (spec 001 §3). */
export const customerReviewRequestSchema = z.extend(reviewFormSchema, reviewTargetSchema.shape);
export type CustomerReviewRequest = z.infer<typeof customerReviewRequestSchema>;

/** The signed-in customer's own review of a target, in any state; null when there is none. */
export const customerReviewSchema = z.object({ item: z.nullable(reviewSchema) });
export type CustomerReview = z.infer<typeof customerReviewSchema>;

/** A review as staff moderate it: the public fields, the product and the author's account. */
export const adminReviewSchema = z.extend(reviewSchema, {
  pid: z.number(),
  /** The product's name in the language of the path. */
  pnm: z.string(),
  /** The author's customer id; null for reviews imported without an account. */
  cid: z.nullable(z.number()),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({ items: z.array(adminReviewSchema), total: z.number() });

export const ADMIN_REVIEW_STATES = ['pending', 'approved', 'rejected', 'all'] as const;
export type AdminReviewState = (typeof ADMIN_REVIEW_STATES)[number];
export const ADMIN_REVIEW_SORTS = ['date', 'rating'] as const;
export type AdminReviewSort = (typeof ADMIN_REVIEW_SORTS)[number];

/**
 * `admin/reviews/pending` (staff): the review queue, newest first unless asked otherwise;
 * searched in the title, the text, the author's name or by the product's code, filtered by
 * state (waiting by default) and stars, paged.
 */
export const adminReviewQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
  st: z._default(z.enum(ADMIN_REVIEW_STATES, 'invalid_value'), 'pending'),
  rating: z.optional(
    z.coerce
      .number('invalid_value')
      .check(z.int('invalid_value'), z.gte(1, 'invalid_value'), z.lte(5, 'invalid_value')),
  ),
  sort: z._default(z.enum(ADMIN_REVIEW_SORTS, 'invalid_value'), 'date'),
  dir: z._default(z.enum(['asc', 'desc'], 'invalid_value'), 'desc'),
  page: z._default(
    z.coerce
      .number('invalid_value')
      .check(z.int('invalid_value'), z.gte(1, 'invalid_value'), z.lte(10_000, 'invalid_value')),
    1,
  ),
  psize: z._default(
    z.coerce
      .number('invalid_value')
      .check(z.int('invalid_value'), z.gte(1, 'invalid_value'), z.lte(100, 'invalid_value')),
    50,
  ),
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuerySchema>;
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

export const reviewModerationRequestSchema = z.object({
  id: z.coerce
    .number('invalid_id')
    .check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(2_147_483_647)),
});
export type ReviewModerationRequest = z.infer<typeof reviewModerationRequestSchema>;
