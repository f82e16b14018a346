import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewStatus, reviews } from '../../db/schema/index.ts';
import {
  createTestApp,
  insertTestCatalogue,
  type TestApp,
  type TestProduct,
  xsrf,
} from '../../test/index.ts';

let t: TestApp;
let product: TestProduct;

const getReviews = async (payload: Record<string, unknown>) => {
  const token = await xsrf(t.app);
  return t.app.inject({ method: 'POST', url: '/api/el/reviews/getreviews', headers: token.headers, payload });
};

beforeAll(async () => {
  t = await createTestApp();
  const catalogue = await insertTestCatalogue(t, 3);
  product = catalogue[2] as TestProduct;
  const now = Date.now();
  await t.database.db.insert(reviews).values([
    {
      productId: product.id,
      authorName: 'Α',
      title: 'Πολύ καλό',
      body: 'Ωραίο',
      rating: 5,
      status: ReviewStatus.Approved,
      createdAt: new Date(now - 3000),
    },
    {
      productId: product.id,
      authorName: 'Β',
      title: 'Καλό',
      body: 'Εντάξει',
      rating: 3,
      status: ReviewStatus.Approved,
      createdAt: new Date(now - 2000),
    },
    {
      productId: product.id,
      authorName: 'Γ',
      title: 'Σε αναμονή',
      body: 'Δεν ελέγχθηκε',
      rating: 1,
      status: ReviewStatus.Pending,
      createdAt: new Date(now - 1000),
    },
    {
      productId: product.id,
      authorName: 'Δ',
      title: 'Απορρίφθηκε',
      body: 'Spam',
      rating: 1,
      status: ReviewStatus.Rejected,
      createdAt: new Date(now),
    },
  ]);
});
afterAll(() => t.close());

describe('POST /api/{lang}/reviews/getreviews', () => {
  it('returns approved reviews only, newest first, each with st, and their aggregate', async () => {
    const response = await getReviews({ to_ent: 'Product', to_id: product.id });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const mine = body.items.filter((item: { nm: string }) => ['Α', 'Β', 'Γ', 'Δ'].includes(item.nm));
    expect(mine.map((item: { tl: string }) => item.tl)).toEqual(['Καλό', 'Πολύ καλό']);
    // Each says the language it was written in.
    expect(mine.map((item: { lng: string }) => item.lng)).toEqual(['el', 'el']);
    expect(body.items.every((item: { st: number }) => item.st === ReviewStatus.Approved)).toBe(true);
    expect(body.total).toBe(body.items.length);
    const ratings = body.items.map((item: { rt: number }) => item.rt);
    const average = ratings.reduce((sum: number, value: number) => sum + value, 0) / ratings.length;
    expect(body.aggregates.rating).toBeCloseTo(average, 2);
    expect(body.aggregates.stars.reduce((sum: number, value: number) => sum + value, 0)).toBe(body.total);
  });

  it('pages', async () => {
    const body = (await getReviews({ to_ent: 'product', to_id: product.id, page: 2, psize: 1 })).json();
    expect(body.items).toHaveLength(1);
  });

  it('rejects other entities and unknown products', async () => {
    expect((await getReviews({ to_ent: 'Order', to_id: product.id })).statusCode).toBe(400);
    expect((await getReviews({ to_ent: 'Product', to_id: 999999 })).statusCode).toBe(404);
    expect((await getReviews({ to_ent: 'Product' })).statusCode).toBe(400);
  });
});

describe('reviews/getreviews without an XSRF token', () => {
  it('answers: it only reads, so the storefront server can render the first reviews', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/reviews/getreviews',
      payload: { to_ent: 'Product', to_id: product.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBeGreaterThan(0);
  });
});
