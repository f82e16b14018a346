/**
 * Rows of the cross-customer matrix (`cross-customer.test.ts`, all rows in `owned-routes.ts`) for
 * reviews: a customer's own review is named by the token and the product, so another customer's
 * call reaches only its own; the staff routes take a review's id, and no customer's token opens them.
 */
import type { Review } from '@shop/contract';
import { expect } from 'vitest';
import { A_REVIEW, type Case, type CustomerWorld, denyAll } from './customer-world.ts';

const review = ({ checkout }: CustomerWorld, change: Record<string, unknown> = {}) => ({
  to_ent: 'Product',
  to_id: checkout.productId,
  tl: 'Η γνώμη του Β',
  txt: 'Καλό',
  rt: 3,
  ...change,
});

/** B's own review, never A's. */
const bsOwn = (body: unknown) => expect((body as Review).tl).toBe('Η γνώμη του Β');

export const reviewRoutes: Case[] = [
  {
    op: 'POST reviews/InsertCustomerReview',
    // B writes its own review of the product A reviewed; a guest cannot write.
    others: (world) => [
      { who: 'B', body: review(world), status: [200], check: bsOwn },
      { who: 'guest', body: review(world), status: [401] },
    ],
    // A has reviewed the product already.
    owner: (world) => ({ who: 'A', body: review(world), status: [409], sees: 'review_already_exists' }),
  },
  {
    op: 'POST reviews/getcustomerreview',
    others: ({ checkout }) => [
      {
        who: 'B',
        body: { to_ent: 'Product', to_id: checkout.productId },
        status: [200],
        check: (body) => bsOwn((body as { item: Review }).item),
      },
      { who: 'guest', body: { to_ent: 'Product', to_id: checkout.productId }, status: [401] },
    ],
    owner: ({ checkout }) => ({
      who: 'A',
      body: { to_ent: 'Product', to_id: checkout.productId },
      status: [200],
      sees: A_REVIEW,
    }),
  },
  {
    op: 'POST reviews/UpdateCustomerReview',
    others: (world) => [
      { who: 'B', body: review(world, { rt: 1 }), status: [200], check: bsOwn },
      { who: 'guest', body: review(world, { rt: 1 }), status: [401] },
    ],
    owner: (world) => ({
      who: 'A',
      body: review(world, { tl: A_REVIEW, txt: 'Άλλαξα γνώμη', rt: 4 }),
      status: [200],
      sees: A_REVIEW,
    }),
  },
  {
    op: 'GET admin/reviews/pending',
    others: () => denyAll({}, ['A', 'B', 'guest']),
    owner: () => ({ who: 'staff', query: { psize: 100 }, status: [200], sees: A_REVIEW }),
  },
  {
    op: 'POST admin/reviews/approve',
    others: ({ A }) => denyAll({ body: { id: A.review } }, ['A', 'B', 'guest']),
    owner: ({ A }) => ({ who: 'staff', body: { id: A.review }, status: [200], sees: A_REVIEW }),
  },
  {
    op: 'POST admin/reviews/reject',
    others: ({ A }) => denyAll({ body: { id: A.review } }, ['A', 'B', 'guest']),
    owner: ({ A }) => ({ who: 'staff', body: { id: A.review }, status: [200], sees: A_REVIEW }),
  },
];
