import type { CustomerSession, Wishlist } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  insertTestCatalogue,
  type TestApp,
  type TestProduct,
  xsrf,
} from '../../test/index.ts';
import { authHeaders, signedUpCustomer } from '../customers/test-fixtures.ts';

let t: TestApp;
let p1: TestProduct;
let p2: TestProduct;
let p3: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  [p1, p2, p3] = (await insertTestCatalogue(t, 6)) as [TestProduct, TestProduct, TestProduct];
});
afterAll(() => t.close());

async function merge(session: CustomerSession | null, lists: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/en/wishlists/mergeguestlists',
    // A guest's call carries the XSRF token like any page's, and no bearer.
    headers: session ? await authHeaders(t, session) : (await xsrf(t.app)).headers,
    payload: { lists },
  });
}

async function listsOf(session: CustomerSession) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/el/wishlists/GetAllByCustomer',
    headers: await authHeaders(t, session),
  });
  return response.json<{ items: Wishlist[] }>().items.map((list) => ({
    nm: list.nm,
    ids: list.wishlistItems.map((item) => item.product.id),
  }));
}

describe("a guest's lists joined to the account (wishlists/mergeguestlists)", () => {
  it('joins a same-named list (case and spaces aside), adds the others, repeats no product', async () => {
    const customer = await signedUpCustomer(t);
    const inserted = await t.app.inject({
      method: 'POST',
      url: '/api/el/wishlists/insert',
      headers: await authHeaders(t, customer),
      payload: { nm: 'Καλοκαίρι' },
    });
    const summer = inserted.json<Wishlist>();
    await t.app.inject({
      method: 'POST',
      url: '/api/el/wishlists/addtowishlist',
      headers: await authHeaders(t, customer),
      payload: { wid: summer.id, pid: p1.id },
    });

    const guestLists = [
      { nm: ' καλοκαίρι ', productIds: [p1.id, p2.id] },
      { nm: 'Δώρα', productIds: [p3.id, p3.id, 999_999] },
    ];
    const merged = await merge(customer, guestLists);
    expect(merged.statusCode, merged.body).toBe(200);
    const expected = [
      { nm: 'Καλοκαίρι', ids: [p1.id, p2.id] },
      { nm: 'Δώρα', ids: [p3.id] },
    ];
    expect(await listsOf(customer)).toEqual(expected);

    // A retry, or a second tab signing in, changes nothing.
    expect((await merge(customer, guestLists)).statusCode).toBe(200);
    expect(await listsOf(customer)).toEqual(expected);
  });

  it('touches only the signed-in customer’s lists', async () => {
    const [maria, nikos] = [await signedUpCustomer(t), await signedUpCustomer(t)];
    await merge(maria, [{ nm: 'Μωρό', productIds: [p2.id] }]);
    expect(await listsOf(nikos)).toEqual([]);
    expect(await listsOf(maria)).toEqual([{ nm: 'Μωρό', ids: [p2.id] }]);
  });

  it('needs a session, and refuses a blank name or a bad product id with field errors, changing nothing', async () => {
    expect((await merge(null, [{ nm: 'Λίστα', productIds: [] }])).statusCode).toBe(401);
    const customer = await signedUpCustomer(t);
    const blank = await merge(customer, [
      { nm: 'Καλή', productIds: [p1.id] },
      { nm: '   ', productIds: [] },
    ]);
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors)).toContain('lists.1.nm');
    expect((await merge(customer, [{ nm: 'Λίστα', productIds: ['x'] }])).statusCode).toBe(400);
    expect(await listsOf(customer)).toEqual([]);
  });
});
