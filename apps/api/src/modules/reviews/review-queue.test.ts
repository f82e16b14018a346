import type { AdminReviewList, Review } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { get, post, type ReviewWorld, reviewer, reviewOf, reviewWorld } from './test-fixtures.ts';

let t: TestApp;
let world: ReviewWorld;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  world = await reviewWorld(t);
  const [first, second] = world.unreviewed;
  if (!first || !second) throw new Error('the test catalogue changed');
  // Written one after another, oldest first, each a day apart.
  const written = [
    ['old', first.id, { tl: 'Qx7 παλιά λοσιόν', rt: 2 }],
    ['middle', second.id, { tl: 'Qx7 μεσαία', txt: 'Άρωμα βανίλιας, διαρκεί.', rt: 5 }],
    ['new', first.id, { tl: 'Qx7 νεότερη', rt: 4 }],
  ] as const;
  for (const [index, [name, productId, change]] of written.entries()) {
    const customer = await reviewer(t);
    const response = await post(t, 'reviews/InsertCustomerReview', reviewOf(productId, change), customer.at);
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json<Review>().id;
    ids[name] = id;
    await t.database.db
      .update(reviews)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 10 + index)) })
      .where(eq(reviews.id, id));
  }
  expect((await post(t, 'admin/reviews/approve', { id: ids.middle }, world.sales)).statusCode).toBe(200);
});
afterAll(() => t.close());

/** The queue's ids for the query, among this file's reviews (the demo catalogue has its own). */
async function queue(query: string): Promise<number[]> {
  const mine = query.includes('q=') ? query : `q=Qx7&${query}`;
  const response = await get(t, `admin/reviews/pending?${mine}`, world.inspector);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminReviewList>().items.map((item) => item.id);
}

describe('the review queue (admin/reviews/pending)', () => {
  it('lists what waits newest first', async () => {
    expect(await queue('')).toEqual([ids.new, ids.old]);
    expect(await queue('dir=asc')).toEqual([ids.old, ids.new]);
  });

  it('searches the title, the text, the author and the product code', async () => {
    expect(await queue(`q=${encodeURIComponent('λοσιόν')}`)).toEqual([ids.old]);
    expect(await queue(`st=all&q=${encodeURIComponent('βανίλιας')}`)).toEqual([ids.middle]);
    const code = world.unreviewed[0]?.code ?? '';
    const byCode = await queue(`q=${encodeURIComponent(code)}`);
    expect(byCode).toContain(ids.new);
    expect(byCode).toContain(ids.old);
    expect(byCode).not.toContain(ids.middle);
  });

  it('filters by state and stars, sorts by stars and pages', async () => {
    expect(await queue('st=approved')).toEqual([ids.middle]);
    expect(await queue('st=all&sort=rating&dir=desc')).toEqual([ids.middle, ids.new, ids.old]);
    expect(await queue('st=all&rating=2')).toEqual([ids.old]);
    expect(await queue('st=all&psize=1&page=2')).toEqual([ids.middle]);
    const total = (
      await get(t, 'admin/reviews/pending?q=Qx7&st=all&psize=1', world.inspector)
    ).json<AdminReviewList>();
    expect(total.total).toBe(3);
    const wrong = await get(t, 'admin/reviews/pending?st=deleted&rating=9', world.inspector);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ st: ['invalid_value'], rating: ['invalid_value'] });
  });
});
