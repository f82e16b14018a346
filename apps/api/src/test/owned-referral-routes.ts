/**
 * Rows of the cross-customer matrix (`cross-customer.test.ts`, all rows in `owned-routes.ts`) for
 * referrals and the coupons wallet: the token names the customer, so another customer's call
 * reaches only its own invitations and coupons, and a guest gets nothing.
 */
import type { ReferAFriendResponse } from '@shop/contract';
import { expect } from 'vitest';
import type { Case } from './customer-world.ts';

const FRIEND_OF_A = 'friend.of.alkmini@example.gr';
const FRIEND_OF_B = 'friend.of.b@example.gr';

export const referralRoutes: Case[] = [
  {
    op: 'GET customers/referafriend',
    // B invites a friend of its own; the invitation is B's, with a code of its own.
    others: () => [
      {
        who: 'B',
        query: { email: FRIEND_OF_B },
        status: [200],
        check: (body) => expect((body as ReferAFriendResponse).cd).toMatch(/^[A-Z2-9]{10}$/),
      },
      { who: 'guest', query: { email: FRIEND_OF_A }, status: [401] },
    ],
    owner: () => ({ who: 'A', query: { email: FRIEND_OF_A }, status: [200], sees: '"cd"' }),
  },
  {
    op: 'GET referrals/getforcustomer',
    others: ({ t, b }) => [
      {
        who: 'B',
        status: [200],
        check: async (body) => {
          expect(body).toEqual(await t.services.referrals.listFor(b.id));
          expect(JSON.stringify(body)).not.toContain(FRIEND_OF_A);
        },
      },
      { who: 'guest', status: [401] },
    ],
    owner: () => ({ who: 'A', status: [200], sees: FRIEND_OF_A }),
  },
  {
    op: 'GET customercoupons/getforcustomer',
    others: ({ t, b }) => [
      {
        who: 'B',
        status: [200],
        check: async (body) =>
          expect(body).toEqual(await t.services.promotions.customerCoupons(b.id, 'el', false)),
      },
      { who: 'guest', status: [401] },
    ],
    owner: ({ t, a }) => ({
      who: 'A',
      status: [200],
      check: async (body) =>
        expect(body).toEqual(await t.services.promotions.customerCoupons(a.id, 'el', false)),
    }),
  },
];
