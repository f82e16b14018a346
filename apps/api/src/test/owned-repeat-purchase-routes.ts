/**
 * Rows of the cross-customer matrix (`cross-customer.test.ts`, all rows in `owned-routes.ts`) for
 * repeat purchases: a repeat is found by its id within the token's customer, so another customer's
 * call answers 404 and changes nothing, and a guest gets nothing.
 */
import type { RepeatPurchase } from '@shop/contract';
import { expect } from 'vitest';
import { type Case, type CustomerWorld, denyAll } from './customer-world.ts';

/** A's repeats as A's own call reads them, to check another customer's call changed none. */
async function repeatsOfA({ t, a }: CustomerWorld): Promise<RepeatPurchase[]> {
  return t.services.repeatPurchases.list(a.id, 'el');
}

function unchanged(world: CustomerWorld, before: Promise<RepeatPurchase[]>) {
  return async () => expect(await repeatsOfA(world)).toEqual(await before);
}

export const repeatPurchaseRoutes: Case[] = [
  {
    op: 'GET repeatpurchases/getforcustomer',
    others: () => [
      { who: 'B', status: [200], check: (body) => expect(body).toEqual({ items: [] }) },
      { who: 'guest', status: [401] },
    ],
    owner: ({ A }) => ({ who: 'A', status: [200], sees: `"id":${A.repeat},` }),
  },
  {
    op: 'PUT repeatpurchases/update',
    others: (world) => {
      const before = repeatsOfA(world);
      return denyAll({ body: { id: world.A.repeat, paused: true, intv: 3 } }).map((call) => ({
        ...call,
        check: unchanged(world, before),
      }));
    },
    owner: ({ A }) => ({ who: 'A', body: { id: A.repeat, qty: 2 }, status: [200], sees: '"qty":2' }),
  },
  {
    op: 'POST repeatpurchases/skipnext',
    others: (world) => {
      const before = repeatsOfA(world);
      return denyAll({ body: { id: world.A.repeat } }).map((call) => ({
        ...call,
        check: unchanged(world, before),
      }));
    },
    owner: ({ A }) => ({ who: 'A', body: { id: A.repeat }, status: [200], sees: `"id":${A.repeat},` }),
  },
  {
    op: 'DELETE repeatpurchases/delete',
    others: (world) => {
      const before = repeatsOfA(world);
      return denyAll({ query: { id: world.A.repeat } }).map((call) => ({
        ...call,
        check: unchanged(world, before),
      }));
    },
    owner: ({ A }) => ({ who: 'A', query: { id: A.spareRepeat }, status: [204] }),
  },
  {
    op: 'POST repeatpurchases/insertfromorder',
    // A's order by its uid: another customer's call finds no order of its own by it.
    others: (world) => {
      const before = repeatsOfA(world);
      return denyAll({ body: { uid: world.A.order.uid, intv: 2 } }).map((call) => ({
        ...call,
        check: unchanged(world, before),
      }));
    },
    owner: ({ A, checkout }) => ({
      who: 'A',
      body: { uid: A.order.uid, intv: 1 },
      status: [200],
      sees: `"pid":${checkout.productId},`,
    }),
  },
];
