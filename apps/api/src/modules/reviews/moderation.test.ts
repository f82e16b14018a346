import { type AdminReview, type AdminReviewList, type Review, ReviewStatus } from '@shop/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyTransactions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { placeTestOrder } from '../orders/test-fixtures.ts';
import {
  get,
  pointsOf,
  post,
  productRating,
  publicReviews,
  type ReviewWorld,
  reviewer,
  reviewOf,
  reviewWorld,
} from './test-fixtures.ts';

/** Not the default (50): the setting is what approval credits. */
const POINTS = 30;

let t: TestApp;
let world: ReviewWorld;

beforeAll(async () => {
  t = await createTestApp({ env: { REVIEW_POINTS: String(POINTS), PRICING_RULES_CACHE_SECONDS: '0' } });
  world = await reviewWorld(t);
});
afterAll(() => t.close());

const product = (index: number) => {
  const found = world.unreviewed[index];
  if (!found) throw new Error(`no unreviewed product ${index}`);
  return found.id;
};

/** A customer's new review of the product: the customer and the review. */
async function written(productId: number, change: Record<string, unknown> = {}) {
  const customer = await reviewer(t);
  const response = await post(t, 'reviews/InsertCustomerReview', reviewOf(productId, change), customer.at);
  expect(response.statusCode, response.body).toBe(200);
  return { customer, review: response.json<Review>() };
}

const approve = (id: number, bearer: string | null = world.sales) =>
  post(t, 'admin/reviews/approve', { id }, bearer);
const reject = (id: number, bearer: string | null = world.sales) =>
  post(t, 'admin/reviews/reject', { id }, bearer);

/** The review's ledger rows, oldest first. */
const ledgerOf = (reviewId: number) =>
  t.database.db
    .select({
      kind: loyaltyTransactions.kind,
      source: loyaltyTransactions.source,
      points: loyaltyTransactions.approvedPoints,
    })
    .from(loyaltyTransactions)
    .where(like(loyaltyTransactions.source, `review:${reviewId}%`))
    .orderBy(asc(loyaltyTransactions.id));

describe('staff moderate reviews', () => {
  it('lets an Inspector read what waits but not judge it (403); a customer or nobody gets 401', async () => {
    const { review } = await written(product(0));
    const inspectorList = await get(t, 'admin/reviews/pending?psize=100', world.inspector);
    expect(inspectorList.statusCode).toBe(200);
    const waiting = inspectorList.json<AdminReviewList>().items.find((item) => item.id === review.id);
    expect(waiting).toMatchObject({ pid: product(0), st: ReviewStatus.Pending, vb: false });
    expect(waiting?.pnm).toBe(world.unreviewed[0]?.nameEl);
    const customer = await reviewer(t);
    expect((await get(t, 'admin/reviews/pending', customer.at)).statusCode).toBe(401);
    expect((await get(t, 'admin/reviews/pending', null)).statusCode).toBe(401);
    for (const bearer of [world.inspector, customer.at, null]) {
      const expected = bearer === world.inspector ? 403 : 401;
      expect((await approve(review.id, bearer)).statusCode).toBe(expected);
      expect((await reject(review.id, bearer)).statusCode).toBe(expected);
    }
    expect((await publicReviews(t, product(0))).total).toBe(0);
    expect(await ledgerOf(review.id)).toEqual([]);
  });

  it('approval lists the review, moves the product’s rating and credits the points once', async () => {
    const { customer, review } = await written(product(1), { rt: 4 });
    const other = await written(product(1), { rt: 1 });
    const approved = await approve(review.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<AdminReview>()).toMatchObject({ id: review.id, st: ReviewStatus.Approved });
    const listed = await publicReviews(t, product(1));
    expect(listed.items.map((item) => item.id)).toEqual([review.id]);
    expect(listed.aggregates).toEqual({ rating: 4, reviews: 1, stars: [0, 0, 0, 1, 0] });
    expect(await productRating(t, product(1))).toEqual({ rating: 4, reviews: 1 });
    expect(await pointsOf(t, customer.id)).toBe(POINTS);

    // Approving again changes nothing: the points are credited once.
    expect((await approve(review.id)).statusCode).toBe(200);
    expect(await pointsOf(t, customer.id)).toBe(POINTS);
    expect(await ledgerOf(review.id)).toEqual([
      { kind: 'Review', source: `review:${review.id}`, points: POINTS },
    ]);

    // A second approved review: the average of both, on the list and on the product's row alike.
    expect((await approve(other.review.id)).statusCode).toBe(200);
    expect((await publicReviews(t, product(1))).aggregates).toEqual({
      rating: 2.5,
      reviews: 2,
      stars: [1, 0, 0, 1, 0],
    });
    expect(await productRating(t, product(1))).toEqual({ rating: 2.5, reviews: 2 });
    // No longer waiting.
    const waiting = (await get(t, 'admin/reviews/pending?psize=100', world.sales)).json<AdminReviewList>();
    expect(waiting.items.map((item) => item.id)).not.toContain(review.id);
  });

  it('an edit of an approved review sends it back to moderation and takes its points back (RevertAfterEdit)', async () => {
    const { customer, review } = await written(product(2), { rt: 5 });
    await approve(review.id);
    expect(await pointsOf(t, customer.id)).toBe(POINTS);
    const edited = await post(
      t,
      'reviews/UpdateCustomerReview',
      reviewOf(product(2), { tl: 'Τελικά μέτριο', rt: 3 }),
      customer.at,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Review>()).toMatchObject({ st: ReviewStatus.Pending, rt: 3 });
    expect((await publicReviews(t, product(2))).total).toBe(0);
    expect(await productRating(t, product(2))).toEqual({ rating: 0, reviews: 0 });
    expect(await pointsOf(t, customer.id)).toBe(0);

    // Approved again, the new version earns the points again; a second edit takes them back again.
    await approve(review.id);
    expect(await pointsOf(t, customer.id)).toBe(POINTS);
    expect(await productRating(t, product(2))).toEqual({ rating: 3, reviews: 1 });
    await post(t, 'reviews/UpdateCustomerReview', reviewOf(product(2), { rt: 2 }), customer.at);
    expect(await pointsOf(t, customer.id)).toBe(0);
    expect(await ledgerOf(review.id)).toEqual([
      { kind: 'Review', source: `review:${review.id}`, points: POINTS },
      { kind: 'RevertAfterEdit', source: `review:${review.id}`, points: -POINTS },
      { kind: 'Review', source: `review:${review.id}:v2`, points: POINTS },
      { kind: 'RevertAfterEdit', source: `review:${review.id}:v2`, points: -POINTS },
    ]);
  });

  it('credits once when staff approve the same review at the same moment', async () => {
    const { customer, review } = await written(product(3), { rt: 5 });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => approve(review.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await pointsOf(t, customer.id)).toBe(POINTS);
    expect(await ledgerOf(review.id)).toHaveLength(1);
  });

  it('counts every review of a product that staff approve at the same moment in its rating', async () => {
    const written3 = await Promise.all([5, 4, 3].map((rt) => written(product(5), { rt })));
    await Promise.all(written3.map(({ review }) => approve(review.id)));
    expect(await productRating(t, product(5))).toEqual({ rating: 4, reviews: 3 });
    expect((await publicReviews(t, product(5))).aggregates.reviews).toBe(3);
  });

  it('sending the same title, text and rating again changes nothing', async () => {
    const { customer, review } = await written(product(3));
    await approve(review.id);
    const same = await post(t, 'reviews/UpdateCustomerReview', reviewOf(product(3)), customer.at);
    expect(same.json<Review>().st).toBe(ReviewStatus.Approved);
    expect(await pointsOf(t, customer.id)).toBe(POINTS);
  });

  it('rejection keeps a review off the list; rejecting an approved one takes back its points and rating', async () => {
    const { customer, review } = await written(product(4), { rt: 2 });
    const rejected = await reject(review.id);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<AdminReview>().st).toBe(ReviewStatus.Rejected);
    expect((await publicReviews(t, product(4))).total).toBe(0);
    expect(await pointsOf(t, customer.id)).toBe(0);
    // Staff change their mind: approved, then rejected again.
    await approve(review.id);
    expect(await productRating(t, product(4))).toEqual({ rating: 2, reviews: 1 });
    await reject(review.id);
    expect(await productRating(t, product(4))).toEqual({ rating: 0, reviews: 0 });
    expect(await pointsOf(t, customer.id)).toBe(0);
    expect((await ledgerOf(review.id)).map((row) => row.kind)).toEqual(['Review', 'Revert']);
    // The customer edits the rejected review: it waits for a verdict again.
    await post(t, 'reviews/UpdateCustomerReview', reviewOf(product(4), { rt: 3 }), customer.at);
    const waiting = (await get(t, 'admin/reviews/pending?psize=100', world.sales)).json<AdminReviewList>();
    expect(waiting.items.map((item) => item.id)).toContain(review.id);
    expect((await approve(review.id)).statusCode).toBe(200);
    expect(await pointsOf(t, customer.id)).toBe(POINTS);
  });

  it('answers 404 for an unknown review and 400 for a bad id', async () => {
    expect((await approve(999_999)).statusCode).toBe(404);
    expect((await reject(999_999)).statusCode).toBe(404);
    expect((await approve(0)).statusCode).toBe(400);
  });
});

describe('the verified-buyer mark', () => {
  it('marks an author with an order of the product that was not cancelled, asking the orders domain', async () => {
    const productId = product(0);
    const buyer = await written(productId, { rt: 5 });
    const cancelling = await written(productId, { rt: 3 });
    const stranger = await written(productId, { rt: 4 });
    await placeTestOrder(t, { lines: [{ pid: productId, quantity: 1 }] }, { customerId: buyer.customer.id });
    const cancelled = await placeTestOrder(
      t,
      { lines: [{ pid: productId, quantity: 1 }] },
      { customerId: cancelling.customer.id },
    );
    expect(
      await t.services.orders.cancel(cancelled.id, {
        reason: 'customer',
        actor: { kind: 'customer', id: cancelling.customer.id },
      }),
    ).toBe(true);
    // Another product's order does not count.
    await placeTestOrder(
      t,
      { lines: [{ pid: product(1), quantity: 1 }] },
      { customerId: stranger.customer.id },
    );
    for (const { review } of [buyer, cancelling, stranger]) await approve(review.id);

    const marks = new Map((await publicReviews(t, productId)).items.map((item) => [item.id, item.vb]));
    expect(marks.get(buyer.review.id)).toBe(true);
    expect(marks.get(cancelling.review.id)).toBe(false);
    expect(marks.get(stranger.review.id)).toBe(false);
    const own = await post(
      t,
      'reviews/getcustomerreview',
      { to_ent: 'Product', to_id: productId },
      buyer.customer.at,
    );
    expect(own.json().item.vb).toBe(true);
  });
});

describe('ledger rows of reviews', () => {
  it('are unique per kind and source, so no event counts twice', async () => {
    const rows = await t.database.db
      .select({ kind: loyaltyTransactions.kind, source: loyaltyTransactions.source })
      .from(loyaltyTransactions)
      .where(and(like(loyaltyTransactions.source, 'review:%'), eq(loyaltyTransactions.kind, 'Review')));
    expect(new Set(rows.map((row) => row.source)).size).toBe(rows.length);
  });
});
