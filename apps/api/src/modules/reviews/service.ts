import { languageOr, type ReviewList } from '@shop/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ReviewStatus, reviews } from '../../db/schema/reviews.ts';

/** Approved reviews of a product, newest first, with the rating aggregate over all approved ones. */
export class ReviewService {
  constructor(private readonly db: Db) {}

  async forProduct(productId: number, page: number, psize: number): Promise<ReviewList> {
    const approved = and(eq(reviews.productId, productId), eq(reviews.status, ReviewStatus.Approved));
    const [rows, stars] = await Promise.all([
      this.db
        .select()
        .from(reviews)
        .where(approved)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(psize)
        .offset((page - 1) * psize),
      this.db
        .select({ rating: reviews.rating, count: count() })
        .from(reviews)
        .where(approved)
        .groupBy(reviews.rating),
    ]);
    const histogram = [1, 2, 3, 4, 5].map((star) => stars.find((row) => row.rating === star)?.count ?? 0);
    const total = histogram.reduce((sum, value) => sum + value, 0);
    const sum = histogram.reduce((acc, value, index) => acc + value * (index + 1), 0);
    return {
      items: rows.map((row) => ({
        id: row.id,
        nm: row.authorName,
        tl: row.title,
        txt: row.body,
        rt: row.rating,
        st: row.status,
        dt: row.createdAt.toISOString(),
        lng: languageOr(row.language),
      })),
      total,
      aggregates: {
        rating: total === 0 ? 0 : Math.round((sum / total) * 100) / 100,
        reviews: total,
        stars: histogram,
      },
    };
  }
}
