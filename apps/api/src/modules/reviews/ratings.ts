import { type Language, languageOr, type Review, type ReviewList, ReviewStatus } from '@shop/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { translatorOf } from '../../lib/messages.ts';
import { reviewMessages } from './messages.ts';

export type ReviewRow = typeof reviews.$inferSelect;

const translate = translatorOf(reviewMessages);

/**
 * The rating of a product: its approved reviews' average (two decimals, rounded half up on
 * integers as PostgreSQL's `round(numeric)` does), their count and the count per star. The one
 * computation of it: the public list answers it, and the catalogue's copy on the product row (cards,
 * listings, structured data) is written from it whenever the approved reviews change.
 */
export async function ratingOf(db: Db, productId: number): Promise<ReviewList['aggregates']> {
  const stars = await db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, ReviewStatus.Approved)))
    .groupBy(reviews.rating);
  const histogram = [1, 2, 3, 4, 5].map((star) => stars.find((row) => row.rating === star)?.count ?? 0);
  const total = histogram.reduce((sum, value) => sum + value, 0);
  const sum = histogram.reduce((acc, value, index) => acc + value * (index + 1), 0);
  return {
    rating: total === 0 ? 0 : Math.round((sum * 100) / total) / 100,
    reviews: total,
    stars: histogram,
  };
}

/** The advisory lock class of a product's rating (the product id is the key). */
const RATING_LOCK = 72_011;

/**
 * Serialises the transactions that change which reviews of a product are approved, so that each
 * computes the rating with the others' changes committed.
 */
export async function lockRating(tx: Db, productId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RATING_LOCK}, ${productId})`);
}

/** The loyalty ledger's source of a review's approved version: `review:<id>`, then `review:<id>:v<n>`. */
export const pointsSource = (row: Pick<ReviewRow, 'id' | 'version'>) =>
  row.version <= 1 ? `review:${row.id}` : `review:${row.id}:v${row.version}`;

/** A review row as the storefront shows it; an author without a name is "Customer" in the page's language. */
export function toReview(row: ReviewRow, language: Language, verifiedBuyer: boolean): Review {
  return {
    id: row.id,
    nm: row.authorName || translate(language, 'review_author_customer'),
    tl: row.title,
    txt: row.body,
    rt: row.rating,
    st: row.status,
    dt: row.createdAt.toISOString(),
    lng: languageOr(row.language),
    vb: verifiedBuyer,
  };
}

/** The name a review is signed with: the first name and the last name's initial ("Μαρία Κ."). */
export function authorName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() ?? '';
  const initial = Array.from(lastName?.trim() ?? '')[0];
  return [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}
