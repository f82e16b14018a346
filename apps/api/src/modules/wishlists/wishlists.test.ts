import type { CustomerSession, Wishlist } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, wishlistTemplateProducts } from '../../db/schema/index.ts';
import { createTestApp, insertTestCatalogue, type TestApp, type TestProduct } from '../../test/index.ts';
import { authHeaders, signedUpCustomer } from '../customers/test-fixtures.ts';

let t: TestApp;
let catalogue: TestProduct[];
let a: CustomerSession;
let b: CustomerSession;
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertTestCatalogue(t, 6);
  a = await signedUpCustomer(t);
  b = await signedUpCustomer(t);
});
afterAll(() => t.close());

async function call(
  session: CustomerSession | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: Record<string, unknown>,
  lang = 'el',
) {
  return t.app.inject({
    method,
    url: `/api/${lang}/${path}`,
    headers: session ? await authHeaders(t, session) : {},
    ...(payload ? { payload } : {}),
  });
}

const productIds = (list: Wishlist) => list.wishlistItems.map((item) => item.product.id);

describe('wishlists', () => {
  it('creates a list, adds and removes products, renames and deletes it', async () => {
    const created = await call(a, 'POST', 'wishlists/insert', { nm: '  Καλοκαίρι  ' });
    expect(created.statusCode).toBe(200);
    const list = created.json<Wishlist>();
    expect(list).toMatchObject({ nm: 'Καλοκαίρι', wishlistItems: [] });
    const [p1, p2] = catalogue as [TestProduct, TestProduct];

    await call(a, 'POST', 'wishlists/addtowishlist', { wid: list.id, pid: p1.id });
    const twice = await call(a, 'POST', 'wishlists/addtowishlist', { wid: list.id, pid: p1.id });
    expect(productIds(twice.json())).toEqual([p1.id]);
    const added = await call(a, 'POST', 'wishlists/addtowishlist', { wid: list.id, pid: p2.id });
    expect(productIds(added.json())).toEqual([p1.id, p2.id]);
    expect(added.json<Wishlist>().wishlistItems[0]?.product.nm).toBe(p1.nameEl);

    const removed = await call(a, 'POST', 'wishlists/removefromwishlist', { wid: list.id, pid: p1.id });
    expect(productIds(removed.json())).toEqual([p2.id]);

    const renamed = await call(a, 'PUT', 'wishlists/update', { id: list.id, nm: 'Ταξίδι' });
    expect(renamed.json()).toMatchObject({ id: list.id, nm: 'Ταξίδι' });

    const all = await call(a, 'GET', 'wishlists/GetAllByCustomer');
    expect(all.json<{ items: Wishlist[] }>().items.map((item) => item.id)).toContain(list.id);
    const one = await call(a, 'GET', `wishlists/getbyid?id=${list.id}`);
    expect(productIds(one.json())).toEqual([p2.id]);

    expect((await call(a, 'DELETE', `wishlists/delete?id=${list.id}`)).statusCode).toBe(204);
    expect((await call(a, 'GET', `wishlists/getbyid?id=${list.id}`)).statusCode).toBe(404);
  });

  it('refuses a blank name with a field error, on insert and on update, and changes nothing', async () => {
    const blank = await call(a, 'POST', 'wishlists/insert', { nm: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ nm: ['required_field'] });
    const missing = await call(a, 'POST', 'wishlists/insert', {});
    expect(missing.json().errors).toHaveProperty('nm');
    const list = (await call(a, 'POST', 'wishlists/insert', { nm: 'Δώρα' })).json<Wishlist>();
    const update = await call(a, 'PUT', 'wishlists/update', { id: list.id, nm: '' });
    expect(update.statusCode).toBe(400);
    expect((await call(a, 'GET', `wishlists/getbyid?id=${list.id}`)).json()).toMatchObject({ nm: 'Δώρα' });
  });

  it("keeps A's lists from B: 404 on read, change and delete, and B's list view stays empty", async () => {
    const list = (await call(a, 'POST', 'wishlists/insert', { nm: 'Μόνο δική μου' })).json<Wishlist>();
    const pid = catalogue[0]?.id;
    expect((await call(b, 'GET', `wishlists/getbyid?id=${list.id}`)).statusCode).toBe(404);
    expect((await call(b, 'POST', 'wishlists/addtowishlist', { wid: list.id, pid })).statusCode).toBe(404);
    expect((await call(b, 'POST', 'wishlists/removefromwishlist', { wid: list.id, pid })).statusCode).toBe(
      404,
    );
    expect((await call(b, 'PUT', 'wishlists/update', { id: list.id, nm: 'Κλεμμένη' })).statusCode).toBe(404);
    expect((await call(b, 'DELETE', `wishlists/delete?id=${list.id}`)).statusCode).toBe(404);
    const bLists = (await call(b, 'GET', 'wishlists/GetAllByCustomer')).json<{ items: Wishlist[] }>();
    expect(bLists.items.map((item) => item.id)).not.toContain(list.id);
    expect((await call(a, 'GET', `wishlists/getbyid?id=${list.id}`)).json()).toMatchObject({
      nm: 'Μόνο δική μου',
    });
  });

  it('requires a session for every customer call', async () => {
    expect((await call(null, 'GET', 'wishlists/GetAllByCustomer')).statusCode).toBe(401);
    expect((await call(null, 'GET', 'wishlists/getbyid?id=1')).statusCode).toBe(401);
  });

  it('answers 404 for an unknown product and 400 for bad ids', async () => {
    const list = (await call(a, 'POST', 'wishlists/insert', { nm: 'Άλλη' })).json<Wishlist>();
    const unknown = await call(a, 'POST', 'wishlists/addtowishlist', { wid: list.id, pid: 99_999_999 });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(a, 'POST', 'wishlists/addtowishlist', { wid: 'x', pid: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['pid', 'wid']);
    expect((await call(a, 'GET', 'wishlists/getbyid?id=abc')).statusCode).toBe(400);
  });

  it('answers 400, never 500, for an id above the integer range', async () => {
    const response = await call(a, 'GET', 'wishlists/getbyid?id=2147483648');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ id: ['too_big'] });
  });

  it('hides a product no longer published from the list', async () => {
    const list = (await call(a, 'POST', 'wishlists/insert', { nm: 'Κρυφό' })).json<Wishlist>();
    const product = catalogue[3] as TestProduct;
    await call(a, 'POST', 'wishlists/addtowishlist', { wid: list.id, pid: product.id });
    await t.database.db.update(products).set({ isPublished: false }).where(eq(products.id, product.id));
    // A write straight to the table reaches the catalogue read model asynchronously.
    await t.services.catalog.settled();
    expect((await call(a, 'GET', `wishlists/getbyid?id=${list.id}`)).json<Wishlist>().wishlistItems).toEqual(
      [],
    );
    await t.database.db.update(products).set({ isPublished: true }).where(eq(products.id, product.id));
    await t.services.catalog.settled();
  });
});

describe('wishlist templates', () => {
  it('lists the seeded templates in the language of the request', async () => {
    const el = await call(null, 'GET', 'wishlisttemplates/getAllFront');
    expect(el.statusCode).toBe(200);
    expect(el.json().items[0]).toEqual({ id: 1, nm: 'Αγαπημένα' });
    const en = await call(null, 'GET', 'wishlisttemplates/getAllFront', undefined, 'en');
    expect(en.json().items.map((item: { nm: string }) => item.nm)).toContain('Summer');
  });

  it("creates a list from a template, named in the customer's language, with its products", async () => {
    const product = catalogue[1] as TestProduct;
    await t.database.db.insert(wishlistTemplateProducts).values({ templateId: 2, productId: product.id });
    const created = await call(a, 'GET', 'wishlists/InsertByTemplateId?id=2', undefined, 'en');
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ nm: 'Summer' });
    expect(productIds(created.json())).toEqual([product.id]);
    expect((await call(a, 'GET', 'wishlists/InsertByTemplateId?id=999')).statusCode).toBe(404);
  });
});
