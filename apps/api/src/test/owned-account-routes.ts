/**
 * The first rows of the cross-customer matrix (`cross-customer.test.ts`, all rows in
 * `owned-routes.ts`): what a customer keeps in its account, addresses, wishlists, the cart and
 * the gift cards it bought.
 */
import { expect } from 'vitest';
import { A_GIFT_RECIPIENT, A_LIST, A_TITLE, address, type Case, denyAll } from './customer-world.ts';

/** Addresses, wishlists and the cart, in the order the matrix runs them. */
export const accountRoutes: Case[] = [
  // Addresses.
  {
    op: 'GET addresses/getaddressbycustomer',
    others: ({ A }) => denyAll({ query: { id: A.address } }),
    owner: ({ A }) => ({ who: 'A', query: { id: A.address }, status: [200], sees: A_TITLE }),
  },
  {
    op: 'PUT addresses/updatebycustomer',
    others: ({ A }) => denyAll({ body: { ...address({ tl: 'Αλλαγμένο', adr1: 'Ξένη 1' }), id: A.address } }),
    owner: ({ A }) => ({
      who: 'A',
      body: { ...address({ tl: 'Γραφείο', adr1: 'Οδός Ζαχαριάδου 99' }), id: A.spareAddress },
      status: [200],
    }),
  },
  {
    op: 'DELETE addresses/deletebycustomer',
    others: ({ A }) => denyAll({ query: { id: A.address } }),
    owner: ({ A }) => ({ who: 'A', query: { id: A.spareAddress }, status: [204] }),
  },
  {
    op: 'GET addresses/getaddresses',
    others: ({ t, b }) => [
      {
        who: 'B',
        status: [200],
        check: async (body) => expect(body).toEqual({ items: await t.services.addresses.list(b.id, 'el') }),
      },
      { who: 'guest', status: [401] },
    ],
    owner: () => ({ who: 'A', status: [200], sees: A_TITLE }),
  },
  {
    op: 'POST addresses/insertbycustomer',
    // B may use A's title: titles are unique per customer, so it neither clashes nor lands on A's.
    others: () => [
      {
        who: 'B',
        body: address({ fnm: 'Β', lnm: 'Β', adr1: 'Ξένη 2', mob: '6900000002', cmt: '' }),
        status: [200],
      },
      { who: 'guest', body: address({ tl: 'Επισκέπτη' }), status: [401] },
    ],
    owner: () => ({ who: 'A', body: address({ tl: 'Τρίτη διεύθυνση' }), status: [200] }),
  },

  // Wishlists (there is no sharing call).
  {
    op: 'GET wishlists/getbyid',
    others: ({ A }) => denyAll({ query: { id: A.list } }),
    owner: ({ A }) => ({ who: 'A', query: { id: A.list }, status: [200], sees: A_LIST }),
  },
  {
    op: 'PUT wishlists/update',
    others: ({ A }) => denyAll({ body: { id: A.list, nm: 'Κλεμμένη' } }),
    owner: ({ A }) => ({ who: 'A', body: { id: A.spareList, nm: 'Μετονομασμένη' }, status: [200] }),
  },
  {
    op: 'POST wishlists/addtowishlist',
    others: ({ checkout, A }) => denyAll({ body: { wid: A.list, pid: checkout.productId } }),
    owner: ({ checkout, A }) => ({
      who: 'A',
      body: { wid: A.spareList, pid: checkout.productId },
      status: [200],
    }),
  },
  {
    op: 'POST wishlists/removefromwishlist',
    others: ({ checkout, A }) => denyAll({ body: { wid: A.list, pid: checkout.productId } }),
    owner: ({ checkout, A }) => ({
      who: 'A',
      body: { wid: A.spareList, pid: checkout.productId },
      status: [200],
    }),
  },
  {
    op: 'DELETE wishlists/delete',
    others: ({ A }) => denyAll({ query: { id: A.list } }),
    owner: ({ A }) => ({ who: 'A', query: { id: A.spareList }, status: [204] }),
  },
  {
    op: 'GET wishlists/GetAllByCustomer',
    others: () => [
      { who: 'B', status: [200] },
      { who: 'guest', status: [401] },
    ],
    owner: () => ({ who: 'A', status: [200], sees: A_LIST }),
  },
  {
    op: 'POST wishlists/insert',
    others: () => [
      { who: 'B', body: { nm: A_LIST }, status: [200] },
      { who: 'guest', body: { nm: 'Επισκέπτη' }, status: [401] },
    ],
    owner: () => ({ who: 'A', body: { nm: 'Τρίτη λίστα' }, status: [200] }),
  },
  {
    op: 'GET wishlists/InsertByTemplateId',
    others: () => [
      { who: 'B', query: { id: 2 }, status: [200] },
      { who: 'guest', query: { id: 2 }, status: [401] },
    ],
    owner: () => ({ who: 'A', query: { id: 2 }, status: [200] }),
  },
  {
    op: 'POST wishlists/mergeguestlists',
    // Same-named lists are joined: B's list named like A's must join B's own, never A's.
    others: ({ checkout }) => [
      { who: 'B', body: { lists: [{ nm: A_LIST, productIds: [checkout.productId] }] }, status: [200] },
      { who: 'guest', body: { lists: [{ nm: A_LIST, productIds: [checkout.productId] }] }, status: [401] },
    ],
    owner: ({ checkout }) => ({
      who: 'A',
      body: { lists: [{ nm: A_LIST, productIds: [checkout.productId] }] },
      status: [200],
      sees: A_LIST,
    }),
  },

  // The customer's cart (no id: the token names it).
  {
    op: 'POST cartitems/refreshCartItems',
    others: ({ t, checkout, b }) => [
      {
        who: 'B',
        body: {},
        status: [200],
        check: async (body) => expect(body).toEqual(await t.services.cart.get(b.id, 'el')),
      },
      {
        who: 'guest',
        body: {},
        status: [200],
        check: (body) => expect(body).toEqual({ items: [], rejected: [] }),
      },
      {
        who: 'guest',
        body: { items: [{ productId: checkout.productId, dimensionId: 0, quantity: 1 }] },
        status: [200],
        check: (body) =>
          expect((body as { items: { quantity: number }[] }).items.map((i) => i.quantity)).toEqual([1]),
      },
    ],
    owner: () => ({
      who: 'A',
      body: {},
      status: [200],
      check: (body) =>
        expect((body as { items: { quantity: number }[] }).items.map((i) => i.quantity)).toEqual([3]),
    }),
  },
  {
    op: 'POST cartitems/UpdateCartPerItem',
    others: ({ checkout }) => [
      {
        who: 'B',
        body: { pid: checkout.productId, dimension: 0, quantity: 1, action: 'add' },
        status: [200],
      },
      {
        who: 'guest',
        body: { pid: checkout.productId, dimension: 0, quantity: 1, action: 'add' },
        status: [401],
      },
    ],
    owner: ({ checkout }) => ({
      who: 'A',
      body: { pid: checkout.productId, dimension: 0, quantity: 3, action: 'set' },
      status: [200],
    }),
  },
  {
    op: 'POST cartitems/updateCustomerCart',
    others: () => [
      { who: 'B', body: { items: [], mode: 'replace' }, status: [200] },
      { who: 'guest', body: { items: [], mode: 'replace' }, status: [401] },
    ],
    owner: () => ({ who: 'A', body: { items: [], mode: 'merge' }, status: [200] }),
  },

  // Gift cards A bought (no id: the token names the buyer).
  {
    op: 'GET giftcards/getforcustomer',
    others: ({ t, b }) => [
      {
        who: 'B',
        status: [200],
        check: async (body) => expect(body).toEqual({ items: await t.services.giftCards.boughtBy(b.id) }),
      },
      { who: 'guest', status: [401] },
    ],
    owner: () => ({ who: 'A', status: [200], sees: A_GIFT_RECIPIENT }),
  },
];
