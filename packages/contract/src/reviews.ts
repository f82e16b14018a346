/** Reviews (spec 001 §3, §5, §8): limits, moderation states and error codes; the schemas are in `reviews-schemas.ts`. */

/** Moderation state of a review: a submission goes for approval (spec 001 §4); shoppers see approved ones only. */
export const ReviewStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];

/** Spec 001 §5 and §9: title 5-100 characters, text at most 1500, a rating of 1-5 stars. */
export const REVIEW_TITLE_MIN_LENGTH = 5;
export const REVIEW_TITLE_MAX_LENGTH = 100;
export const REVIEW_TEXT_MAX_LENGTH = 1500;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

/** The entity kind reviews are about in the storefront (`to_ent`); matched without regard to case. */
export const REVIEW_PRODUCT_ENTITY = 'Product';

export function isReviewableEntity(value: string | number): boolean {
  const kind = String(value).trim().toLowerCase();
  return kind === 'product' || kind === 'products';
}

/** Error codes of the review form's fields; the form texts are the storefront's `form.errors.<code>`. */
export const ReviewFieldError = {
  required: 'required_field',
  titleLength: 'review_title_length',
  tooLong: 'too_long',
  ratingRequired: 'rating_required',
} as const;

/** Characters, not UTF-16 units, as a shopper counts them. */
export const characterCount = (value: string) => Array.from(value).length;
