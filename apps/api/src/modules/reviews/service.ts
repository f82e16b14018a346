import {
  type AdminReview,
  type AdminReviewList,
  type AdminReviewQuery,
  type AdminReviewState,
  characterCount,
  type Language,
  REVIEW_TITLE_MIN_LENGTH,
  type Review,
  ReviewFieldError,
  type ReviewForm,
  type ReviewList,
  ReviewStatus,
} from '@shop/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { localized } from '../../lib/localized.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { OrdersService } from '../orders/index.ts';
import { plainText } from './plain-text.ts';
import { authorName, lockRating, pointsSource, type ReviewRow, ratingOf, toReview } from './ratings.ts';

/** The domains reviews ask: product names and ratings, points, purchases, authors' names. */
export interface ReviewOwners {
  audit: AuditService;
  catalog: CatalogService;
  loyalty: LoyaltyService;
  orders: OrdersService;
  customers: CustomerService;
}

const STATE_VALUES: Record<Exclude<AdminReviewState, 'all'>, ReviewStatus> = {
  pending: ReviewStatus.Pending,
  approved: ReviewStatus.Approved,
  rejected: ReviewStatus.Rejected,
};

/** A staff member's verdict on a review. */
type Verdict = typeof ReviewStatus.Approved | typeof ReviewStatus.Rejected;

/**
 * Product reviews (spec 001): customers write one per product, staff approve or reject them, and
 * the storefront shows the approved ones with their rating. A new or edited review waits for
 * approval; approval credits the author's Review points once per approved version (ledger source
 * `review:<id>`), and an edit or a rejection of an approved review takes them back
 * (RevertAfterEdit, Revert). Every change of which reviews are approved rewrites the product's
 * rating on the catalogue's row in the same transaction, from the same computation the public
 * list answers.
 */
export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly owners: ReviewOwners,
    private readonly reviewPoints: number,
  ) {}

  /** Approved reviews of a product, newest first, each marked when its author bought the product. */
  async forProduct(productId: number, page: number, psize: number, language: Language): Promise<ReviewList> {
    const [rows, aggregates] = await Promise.all([
      this.db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.status, ReviewStatus.Approved)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(psize)
        .offset((page - 1) * psize),
      ratingOf(this.db, productId),
    ]);
    const buyers = await this.buyers(productId, rows);
    return {
      items: rows.map((row) => toReview(row, language, this.isBuyer(buyers, row))),
      total: aggregates.reviews,
      aggregates,
    };
  }

  /** The customer's own review of the product in whatever state it is; null when there is none. */
  async ofCustomer(customerId: number, productId: number, language: Language): Promise<Review | null> {
    const row = await this.rowOf(this.db, customerId, productId);
    if (!row) return null;
    return toReview(row, language, this.isBuyer(await this.buyers(productId, [row]), row));
  }

  /** Reviews waiting for a verdict, oldest first, with their products' names (staff). */
  /** Reviews waiting for approval, newest first (the dashboard counts them). */
  pending(page: number, psize: number, language: Language): Promise<AdminReviewList> {
    return this.queue({ st: 'pending', sort: 'date', dir: 'desc', page, psize }, language);
  }

  /** The back office's review queue: searched, filtered by state and stars, sorted and paged. */
  async queue(query: AdminReviewQuery, language: Language): Promise<AdminReviewList> {
    const filters: SQL[] = [];
    if (query.st !== 'all') filters.push(eq(reviews.status, STATE_VALUES[query.st]));
    if (query.rating !== undefined) filters.push(eq(reviews.rating, query.rating));
    if (query.q) {
      const pattern = containsPattern(query.q);
      const matches = [
        sql`${reviews.title} ilike ${pattern}`,
        sql`${reviews.body} ilike ${pattern}`,
        sql`${reviews.authorName} ilike ${pattern}`,
      ];
      const productId = await this.owners.catalog.productIdByCode(query.q);
      if (productId !== undefined) matches.push(eq(reviews.productId, productId));
      filters.push(sql`(${sql.join(matches, sql` or `)})`);
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const order = query.dir === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(order(query.sort === 'rating' ? reviews.rating : reviews.createdAt), order(reviews.id))
        .limit(query.psize)
        .offset((query.page - 1) * query.psize),
      this.db.select({ n: count() }).from(reviews).where(where),
    ]);
    return { items: await this.forStaff(rows, language), total: total?.n ?? 0 };
  }

  /** A customer's new review of a product: plain text, pending; one per customer and product (409). */
  async insert(customerId: number, productId: number, form: ReviewForm, language: Language): Promise<Review> {
    const content = this.content(form);
    const name = await this.authorOf(customerId);
    const [row] = await this.db
      .insert(reviews)
      .values({
        productId,
        customerId,
        authorName: name,
        ...content,
        status: ReviewStatus.Pending,
        language,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError(409, 'review_already_exists');
    return toReview(row, language, this.isBuyer(await this.buyers(productId, [row]), row));
  }

  /**
   * The customer edits their review of the product: it waits for approval again, and when it was
   * approved its points go back (RevertAfterEdit) and the product's rating leaves it out. The same
   * title, text and rating again change nothing.
   */
  async update(customerId: number, productId: number, form: ReviewForm, language: Language): Promise<Review> {
    const content = this.content(form);
    const name = await this.authorOf(customerId);
    const { row, ratingChanged } = await this.db.transaction(async (tx) => {
      await lockRating(tx, productId);
      const current = await this.rowOf(tx, customerId, productId, true);
      if (!current) throw new HttpError(404, 'review_not_found');
      const same =
        current.title === content.title && current.body === content.body && current.rating === content.rating;
      if (same) return { row: current, ratingChanged: false };
      await this.takeBackPoints(tx, current, 'RevertAfterEdit');
      const [updated] = await tx
        .update(reviews)
        .set({
          ...content,
          authorName: name,
          language,
          status: ReviewStatus.Pending,
          version: current.version + 1,
          creditedPoints: 0,
          updatedAt: new Date(),
        })
        .where(eq(reviews.id, current.id))
        .returning();
      if (!updated) throw new HttpError(404, 'review_not_found');
      const wasApproved = current.status === ReviewStatus.Approved;
      if (wasApproved) await this.writeRating(tx, productId);
      return { row: updated, ratingChanged: wasApproved };
    });
    if (ratingChanged) await this.owners.catalog.settled();
    return toReview(row, language, this.isBuyer(await this.buyers(productId, [row]), row));
  }

  /**
   * Staff approve a review: the storefront lists it, the product's rating counts it and its author
   * is credited the Review points once for this version. Approving an approved review changes nothing.
   */
  approve(reviewId: number, staffId: number, language: Language): Promise<AdminReview> {
    return this.judge(reviewId, staffId, ReviewStatus.Approved, language);
  }

  /** Staff reject a review; an approved one leaves the list and the rating, and its points go back (Revert). */
  reject(reviewId: number, staffId: number, language: Language): Promise<AdminReview> {
    return this.judge(reviewId, staffId, ReviewStatus.Rejected, language);
  }

  private async judge(reviewId: number, staffId: number, verdict: Verdict, language: Language) {
    const [target] = await this.db
      .select({ productId: reviews.productId, customerId: reviews.customerId })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!target) throw notFound('review_not_found');
    const { productId } = target;
    // Points go to an account that still exists (the ledger refers to it); asked before the
    // transaction, which holds the only connection of the embedded database.
    const creditable =
      target.customerId !== null &&
      this.reviewPoints > 0 &&
      (await this.owners.customers.exists(target.customerId));
    const { row, ratingChanged } = await this.db.transaction(async (tx) => {
      await lockRating(tx, productId);
      const [current] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
      if (!current) throw notFound('review_not_found');
      if (current.status === verdict) return { row: current, ratingChanged: false };
      const wasApproved = current.status === ReviewStatus.Approved;
      const credited =
        verdict === ReviewStatus.Approved && creditable ? await this.creditPoints(tx, current) : 0;
      if (verdict === ReviewStatus.Rejected) await this.takeBackPoints(tx, current, 'Revert');
      const [judged] = await tx
        .update(reviews)
        .set({
          status: verdict,
          creditedPoints: credited,
          // A withdrawn credit closes its version: approving it again is a new one, credited anew.
          version: wasApproved && current.creditedPoints !== 0 ? current.version + 1 : current.version,
          moderatedBy: staffId,
          moderatedAt: new Date(),
        })
        .where(eq(reviews.id, reviewId))
        .returning();
      if (!judged) throw notFound('review_not_found');
      await this.owners.audit.record(tx, {
        staffId,
        action: verdict === ReviewStatus.Approved ? 'review.approve' : 'review.reject',
        entity: 'review',
        entityId: reviewId,
        before: { status: current.status, creditedPoints: current.creditedPoints, version: current.version },
        after: { status: judged.status, creditedPoints: judged.creditedPoints, version: judged.version },
      });
      const changed = wasApproved || verdict === ReviewStatus.Approved;
      if (changed) await this.writeRating(tx, productId);
      return { row: judged, ratingChanged: changed };
    });
    if (ratingChanged) await this.owners.catalog.settled();
    const [item] = await this.forStaff([row], language);
    if (!item) throw notFound('review_not_found');
    return item;
  }

  /** Credits the review's points for its version; the points credited (0 when none or already). */
  private async creditPoints(tx: Db, row: ReviewRow): Promise<number> {
    if (row.customerId === null) return 0;
    const credited = await this.owners.loyalty.record(
      {
        customerId: row.customerId,
        kind: 'Review',
        source: pointsSource(row),
        approvedPoints: this.reviewPoints,
      },
      tx,
    );
    return credited ? this.reviewPoints : 0;
  }

  /** Takes back what the approval of the review's current version credited; once per version. */
  private async takeBackPoints(tx: Db, row: ReviewRow, kind: 'RevertAfterEdit' | 'Revert'): Promise<void> {
    if (row.customerId === null || row.creditedPoints === 0) return;
    await this.owners.loyalty.record(
      {
        customerId: row.customerId,
        kind,
        source: pointsSource(row),
        approvedPoints: -row.creditedPoints,
      },
      tx,
    );
  }

  /** The product's rating from its approved reviews, onto the catalogue's row, in `tx`. */
  private async writeRating(tx: Db, productId: number): Promise<void> {
    const rating = await ratingOf(tx, productId);
    await this.owners.catalog.setRating(tx, productId, { average: rating.rating, count: rating.reviews });
  }

  /** Title and text as plain text; a title that markup alone made long enough is too short. */
  private content(form: ReviewForm) {
    const title = plainText(form.tl);
    if (characterCount(title) < REVIEW_TITLE_MIN_LENGTH) {
      throw new HttpError(400, 'invalid_input', { tl: [ReviewFieldError.titleLength] });
    }
    return { title, body: plainText(form.txt), rating: form.rt };
  }

  private async authorOf(customerId: number): Promise<string> {
    const profile = await this.owners.customers.profile(customerId);
    return authorName(plainText(profile.fnm ?? ''), plainText(profile.lnm ?? ''));
  }

  private async rowOf(db: Db, customerId: number, productId: number, lock = false) {
    const query = db
      .select()
      .from(reviews)
      .where(and(eq(reviews.customerId, customerId), eq(reviews.productId, productId)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** The authors among `rows` who bought the product (orders domain). */
  private buyers(productId: number, rows: ReviewRow[]): Promise<Set<number>> {
    const ids = [...new Set(rows.flatMap((row) => (row.customerId === null ? [] : [row.customerId])))];
    return this.owners.orders.reads.buyersOf(productId, ids);
  }

  private isBuyer(buyers: Set<number>, row: ReviewRow): boolean {
    return row.customerId !== null && buyers.has(row.customerId);
  }

  /** Reviews with their products' names and the verified-buyer mark, as staff see them. */
  private async forStaff(rows: ReviewRow[], language: Language): Promise<AdminReview[]> {
    const productIds = [...new Set(rows.map((row) => row.productId))];
    const labels = await this.owners.catalog.productLabels(productIds);
    const buyersByProduct = new Map(
      await Promise.all(
        productIds.map(
          async (productId) =>
            [
              productId,
              await this.buyers(
                productId,
                rows.filter((row) => row.productId === productId),
              ),
            ] as const,
        ),
      ),
    );
    return rows.map((row) => {
      const label = labels.get(row.productId);
      const buyers = buyersByProduct.get(row.productId) ?? new Set<number>();
      return {
        ...toReview(row, language, this.isBuyer(buyers, row)),
        pid: row.productId,
        pnm: label ? localized(language, label.nameEl, label.nameEn) : '',
        cid: row.customerId,
      };
    });
  }
}
