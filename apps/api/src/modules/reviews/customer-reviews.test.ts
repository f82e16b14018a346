import { type Review, ReviewStatus } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { post, publicReviews, type ReviewWorld, reviewer, reviewOf, reviewWorld } from './test-fixtures.ts';

let t: TestApp;
let world: ReviewWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await reviewWorld(t);
});
afterAll(() => t.close());

const product = (index: number) => {
  const found = world.unreviewed[index];
  if (!found) throw new Error(`no unreviewed product ${index}`);
  return found.id;
};

describe('POST reviews/InsertCustomerReview', () => {
  it('stores a pending review signed with the author’s first name and initial, in the page’s language', async () => {
    const customer = await reviewer(t);
    const response = await post(t, 'reviews/InsertCustomerReview', reviewOf(product(0)), customer.at, 'en');
    expect(response.statusCode, response.body).toBe(200);
    const review = response.json<Review>();
    expect(review).toMatchObject({
      nm: 'Μαρία Π.',
      tl: 'Πολύ καλή κρέμα',
      txt: 'Ενυδατώνει χωρίς να λιπαίνει.',
      rt: 4,
      st: ReviewStatus.Pending,
      lng: 'en',
      vb: false,
    });
    // Pending: not listed, not counted.
    const listed = await publicReviews(t, product(0));
    expect(listed.items.map((item) => item.id)).not.toContain(review.id);
    expect(listed.total).toBe(0);
    // The author sees it, in its state.
    const own = await post(
      t,
      'reviews/getcustomerreview',
      { to_ent: 'Product', to_id: product(0) },
      customer.at,
    );
    expect(own.json()).toMatchObject({ item: { id: review.id, st: ReviewStatus.Pending } });
  });

  it('answers a second review of the same product with 409 "already reviewed", in Greek and English', async () => {
    const customer = await reviewer(t);
    expect(
      (await post(t, 'reviews/InsertCustomerReview', reviewOf(product(1)), customer.at)).statusCode,
    ).toBe(200);
    const greek = await post(t, 'reviews/InsertCustomerReview', reviewOf(product(1)), customer.at);
    expect(greek.statusCode).toBe(409);
    expect(greek.json()).toEqual({
      code: 'review_already_exists',
      message: 'Έχετε ήδη αξιολογήσει το προϊόν.',
    });
    const english = await post(t, 'reviews/InsertCustomerReview', reviewOf(product(1)), customer.at, 'en');
    expect(english.json().message).toBe('You have already reviewed the product.');
    const rows = await t.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.customerId, customer.id), eq(reviews.productId, product(1))));
    expect(rows).toHaveLength(1);
    // Another customer may review the same product.
    const other = await reviewer(t);
    expect((await post(t, 'reviews/InsertCustomerReview', reviewOf(product(1)), other.at)).statusCode).toBe(
      200,
    );
  });

  it('keeps title and text as plain text: tags removed, entities read once, never escaped twice', async () => {
    const customer = await reviewer(t);
    const response = await post(
      t,
      'reviews/InsertCustomerReview',
      reviewOf(product(2), {
        tl: '<b>Τέλειο</b> & φθηνό',
        txt: '<p>Καλό <script>alert(1)</script><img src=x onerror=alert(2)>για 1 < 2 &amp; παιδιά</p>',
      }),
      customer.at,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, response.json<Review>().id));
    expect(row?.title).toBe('Τέλειο & φθηνό');
    expect(row?.body).toBe('Καλό για 1 < 2 & παιδιά');
    expect(response.json()).toMatchObject({ tl: 'Τέλειο & φθηνό', txt: 'Καλό για 1 < 2 & παιδιά' });
  });

  it('checks the limits: title 5-100 characters (after markup is removed), text up to 1500, rating 1-5', async () => {
    const customer = await reviewer(t);
    const send = (change: Record<string, unknown>) =>
      post(t, 'reviews/InsertCustomerReview', reviewOf(product(3), change), customer.at);
    const fieldErrors = async (change: Record<string, unknown>) => {
      const response = await send(change);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors;
    };
    expect(await fieldErrors({ tl: 'Καλό' })).toEqual({ tl: ['review_title_length'] });
    expect(await fieldErrors({ tl: 'Κ'.repeat(101) })).toEqual({ tl: ['review_title_length'] });
    expect(await fieldErrors({ tl: '<i></i><b>Καλό</b>' })).toEqual({ tl: ['review_title_length'] });
    expect(await fieldErrors({ tl: '' })).toEqual({ tl: ['required_field'] });
    expect(await fieldErrors({ txt: 'α'.repeat(1501) })).toEqual({ txt: ['too_long'] });
    expect(await fieldErrors({ rt: 0 })).toEqual({ rt: ['rating_required'] });
    expect(await fieldErrors({ rt: 6 })).toEqual({ rt: ['rating_required'] });
    expect(await fieldErrors({ rt: 3.5 })).toEqual({ rt: ['rating_required'] });
    expect(await fieldErrors({ rt: undefined })).toEqual({ rt: ['rating_required'] });
    expect((await send({ to_ent: 'Order' })).statusCode).toBe(400);
    expect((await send({ to_id: 999_999 })).statusCode).toBe(404);
    // Nothing of it was stored; the limits themselves are accepted.
    const none = await t.database.db.select().from(reviews).where(eq(reviews.customerId, customer.id));
    expect(none).toHaveLength(0);
    const edge = await send({ tl: 'Καλό!', txt: 'α'.repeat(1500), rt: 5 });
    expect(edge.statusCode, edge.body).toBe(200);
  });

  it('is for signed-in customers only', async () => {
    expect((await post(t, 'reviews/InsertCustomerReview', reviewOf(product(4)), null)).statusCode).toBe(401);
    expect((await post(t, 'reviews/UpdateCustomerReview', reviewOf(product(4)), null)).statusCode).toBe(401);
    expect(
      (await post(t, 'reviews/getcustomerreview', { to_ent: 'Product', to_id: product(4) }, null)).statusCode,
    ).toBe(401);
  });
});

describe('POST reviews/UpdateCustomerReview', () => {
  it("edits the caller's own review of the product; none yet is 404", async () => {
    const customer = await reviewer(t);
    const missing = await post(t, 'reviews/UpdateCustomerReview', reviewOf(product(4)), customer.at);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('review_not_found');
    await post(t, 'reviews/InsertCustomerReview', reviewOf(product(4)), customer.at);
    const edited = await post(
      t,
      'reviews/UpdateCustomerReview',
      reviewOf(product(4), { tl: 'Άλλαξα γνώμη', txt: '<em>Μέτριο</em>', rt: 2 }),
      customer.at,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      tl: 'Άλλαξα γνώμη',
      txt: 'Μέτριο',
      rt: 2,
      st: ReviewStatus.Pending,
    });
    // Another customer's edit reaches only its own review (none here).
    const stranger = await reviewer(t);
    const foreign = await post(
      t,
      'reviews/UpdateCustomerReview',
      reviewOf(product(4), { rt: 1 }),
      stranger.at,
    );
    expect(foreign.statusCode).toBe(404);
    const own = await post(
      t,
      'reviews/getcustomerreview',
      { to_ent: 'Product', to_id: product(4) },
      customer.at,
    );
    expect(own.json().item).toMatchObject({ tl: 'Άλλαξα γνώμη', rt: 2 });
    const none = await post(
      t,
      'reviews/getcustomerreview',
      { to_ent: 'Product', to_id: product(4) },
      stranger.at,
    );
    expect(none.json()).toEqual({ item: null });
  });
});
