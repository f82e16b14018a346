/**
 * Rows of the cross-customer matrix (`cross-customer.test.ts`, all rows in `owned-routes.ts`) for
 * returns (decision 048): a return is asked of an order found by its uid within the token's
 * customer, and read by its id within the token's customer, so another customer gets 404 and a
 * guest 401. Staff's returns inbox and steps are staff-guarded (the role matrix).
 */
import { expect } from 'vitest';
import { type Case, denyAll } from './customer-world.ts';

export const returnRoutes: Case[] = [
  {
    op: 'POST returns/insert',
    others: ({ A }) =>
      denyAll({
        body: { uid: A.order.uid, lines: [{ olid: 1, qty: 1 }], reason: 'other', method: 'courier' },
      }),
    // A's order is not delivered yet: found as A's, then refused for that.
    owner: ({ A }) => ({
      who: 'A',
      body: { uid: A.order.uid, lines: [{ olid: 1, qty: 1 }], reason: 'other', method: 'courier' },
      status: [422],
      sees: 'return_not_delivered',
    }),
  },
  {
    op: 'GET returns/getbycustomer',
    others: () => [
      { who: 'B', status: [200], check: (body) => expect(body).toEqual({ items: [] }) },
      { who: 'guest', status: [401] },
    ],
    owner: ({ A }) => ({ who: 'A', status: [200], sees: `"id":${A.returnId},` }),
  },
  {
    op: 'GET returns/getbyid',
    others: ({ A }) => denyAll({ query: { id: A.returnId } }),
    owner: ({ A }) => ({ who: 'A', query: { id: A.returnId }, status: [200], sees: A.order.code }),
  },
  {
    op: 'GET returns/label',
    others: ({ A }) => denyAll({ query: { id: A.returnId } }),
    // Found as A's, its label is asked of the carrier, which does not know the fixture's voucher.
    owner: ({ A }) => ({
      who: 'A',
      query: { id: A.returnId },
      status: [503],
      sees: 'return_label_unavailable',
    }),
  },
];
