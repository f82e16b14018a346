import type { Language, OwnReview } from '@shop/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { toReview } from './ratings.ts';

/** Every review the customer wrote, whatever its moderation state, with its product's id. */
export async function reviewsExportOf(db: Db, customerId: number, language: Language): Promise<OwnReview[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.customerId, customerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => ({ ...toReview(row, language, false), pid: row.productId }));
}

/**
 * A deleted account's reviews stay, unsigned (decision 024): the product's rating other shoppers
 * read does not change, and an empty author reads as "Customer" in the page's language. Nothing
 * links them to anyone any more.
 */
export async function anonymiseReviewsOf(tx: Db, customerId: number): Promise<void> {
  await tx
    .update(reviews)
    .set({ customerId: null, authorName: '' })
    .where(eq(reviews.customerId, customerId));
}
