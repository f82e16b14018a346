import { type CartResponse, type CustomerSession, DimensionType, ProductType } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, productDimensions, products } from '../../db/schema/index.ts';
import {
  createTestApp,
  insertTestCatalogue,
  type TestApp,
  type TestProduct,
  xsrf,
} from '../../test/index.ts';
import { authHeaders, signedUpCustomer } from '../customers/test-fixtures.ts';

let t: TestApp;
let catalogue: TestProduct[];
/** Plain products made to known stock and limits in `beforeAll`. */
let plain: number[];
let limited: number;
let sized: { productId: number; inStock: number; outOfStock: number };
let giftCards: number[];

async function setProduct(id: number, values: Partial<typeof products.$inferInsert>) {
  await t.database.db.update(products).set(values).where(eq(products.id, id));
  // A write straight to the table reaches the catalogue read model asynchronously.
  await t.services.catalog.settled();
}

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertTestCatalogue(t, 40);
  const simple = catalogue.filter((p) => p.productType === ProductType.Product && p.dimensions.length === 0);
  plain = simple.slice(0, 4).map((p) => p.id);
  for (const id of plain) {
    await setProduct(id, { stock: 10, availability: 1, orderMaxQuantity: null, addDisabled: false });
  }
  limited = simple[4]?.id as number;
  await setProduct(limited, { stock: 50, availability: 1, orderMaxQuantity: 3, addDisabled: false });
  const withSizes = catalogue.find(
    (p) => p.dimensions.length >= 2 && p.dimensions.every((dimension) => dimension.type === 'size'),
  ) as TestProduct;
  const dimensions = await t.database.db
    .select({ id: productDimensions.id })
    .from(productDimensions)
    .where(eq(productDimensions.productId, withSizes.id))
    .orderBy(productDimensions.position);
  const [first, second] = dimensions.map((d) => d.id) as [number, number];
  await t.database.db.update(productDimensions).set({ stock: 4 }).where(eq(productDimensions.id, first));
  await t.database.db.update(productDimensions).set({ stock: 0 }).where(eq(productDimensions.id, second));
  await setProduct(withSizes.id, { availability: 1, orderMaxQuantity: null, addDisabled: false });
  sized = { productId: withSizes.id, inStock: first, outOfStock: second };
  giftCards = catalogue.filter((p) => p.productType === ProductType.GiftCard).map((p) => p.id);
});
afterAll(() => t.close());

const gift = { gfnm: 'Άννα', gffnm: 'Μαρία', gfremail: 'maria@example.gr', gfmsg: 'Χρόνια πολλά!' };

async function perItem(session: CustomerSession, payload: Record<string, unknown>, lang = 'el') {
  return t.app.inject({
    method: 'POST',
    url: `/api/${lang}/cartitems/UpdateCartPerItem`,
    headers: await authHeaders(t, session),
    payload,
  });
}

async function wholeCart(session: CustomerSession, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/el/cartitems/updateCustomerCart',
    headers: await authHeaders(t, session),
    payload,
  });
}

async function serverCart(session: CustomerSession): Promise<CartResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/el/cartitems/refreshCartItems',
    headers: await authHeaders(t, session),
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<CartResponse>();
}

const quantities = (cart: CartResponse) =>
  cart.items.map((item) => [item.productId, item.dimensionId, item.quantity]);

describe('UpdateCartPerItem', () => {
  it('adds, adds up, sets and removes lines of the signed-in cart', async () => {
    const session = await signedUpCustomer(t);
    const [a, b] = plain as [number, number];
    expect((await perItem(session, { pid: a, quantity: 2, action: 'add' })).statusCode).toBe(200);
    const added = await perItem(session, { pid: a, dimension: 0, quantity: 3, action: 'add' });
    expect(quantities(added.json())).toEqual([[a, 0, 5]]);
    await perItem(session, { pid: b, quantity: 1, action: 'add' });
    const set = await perItem(session, { pid: a, quantity: 2, action: 'set' });
    expect(quantities(set.json())).toEqual([
      [a, 0, 2],
      [b, 0, 1],
    ]);
    const zero = await perItem(session, { pid: b, quantity: 0, action: 'set' });
    expect(quantities(zero.json())).toEqual([[a, 0, 2]]);
    const removed = await perItem(session, { pid: a, quantity: 0, action: 'remove' });
    expect(removed.json<CartResponse>().items).toEqual([]);
  });

  it('returns the product, the available stock and the per-line maximum with each line', async () => {
    const session = await signedUpCustomer(t);
    const response = await perItem(session, { pid: limited, quantity: 1, action: 'add' });
    const [item] = response.json<CartResponse>().items;
    expect(item).toMatchObject({ maxQuantity: 50, orderMaxQuantity: 3, problem: null, gift: null });
    expect(item?.product.id).toBe(limited);
  });

  it('keeps a quantity within 1…OrderMaxQuantity (422) and 999 at most (400)', async () => {
    const session = await signedUpCustomer(t);
    expect((await perItem(session, { pid: limited, quantity: 3, action: 'add' })).statusCode).toBe(200);
    const over = await perItem(session, { pid: limited, quantity: 1, action: 'add' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'max_quantity_exceeded' });
    expect((await perItem(session, { pid: limited, quantity: 4, action: 'set' })).statusCode).toBe(422);
    const huge = await perItem(session, { pid: plain[0], quantity: 1000, action: 'add' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toHaveProperty('quantity');
    const fraction = await perItem(session, { pid: plain[0], quantity: 1.5, action: 'add' });
    expect(fraction.statusCode).toBe(400);
    const cart = await serverCart(session);
    expect(quantities(cart)).toEqual([[limited, 0, 3]]);
  });

  it('keeps a line above stock but marks it: part now, rest later; or available in days', async () => {
    const session = await signedUpCustomer(t);
    const [, , c] = plain as [number, number, number];
    const above = await perItem(session, { pid: c, quantity: 12, action: 'add' });
    expect(above.statusCode).toBe(200);
    expect(above.json<CartResponse>().items[0]).toMatchObject({
      quantity: 12,
      maxQuantity: 10,
      problem: 'partial_stock',
    });
    await t.services.inventory.setStock(c, null, 0);
    const cart = await serverCart(session);
    expect(cart.items[0]).toMatchObject({ maxQuantity: 0, problem: 'available_in_days' });
    await t.services.inventory.setStock(c, null, 10);
  });

  it('asks for a colour, not a size, for a product with colours', async () => {
    const withColours = catalogue.find((p) => p.dimensions.length >= 2 && p.id !== sized.productId);
    if (!withColours) throw new Error('no second product with dimensions');
    const [first, second] = await t.database.db
      .select({ id: productDimensions.id })
      .from(productDimensions)
      .where(eq(productDimensions.productId, withColours.id))
      .orderBy(productDimensions.position);
    if (!first || !second) throw new Error('dimensions missing');
    for (const [dimension, el, en, stock] of [
      [first.id, 'Κόκκινο', 'Red', 5],
      [second.id, 'Μπλε', 'Blue', 0],
    ] as const) {
      await t.database.db
        .update(productDimensions)
        .set({
          dimensionType: DimensionType.Color,
          sizeTextEl: null,
          sizeTextEn: null,
          colorTextEl: el,
          colorTextEn: en,
          stock,
        })
        .where(eq(productDimensions.id, dimension));
    }
    await setProduct(withColours.id, { availability: 1, orderMaxQuantity: null, addDisabled: false });
    const session = await signedUpCustomer(t);
    const none = await perItem(session, { pid: withColours.id, quantity: 1, action: 'add' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'no_colour_selected', message: 'Επιλέξτε χρώμα.' });
    const english = await perItem(session, { pid: withColours.id, quantity: 1, action: 'add' }, 'en');
    expect(english.json()).toMatchObject({ message: 'Please select a colour.' });
    const empty = await perItem(session, {
      pid: withColours.id,
      dimension: second.id,
      quantity: 1,
      action: 'add',
    });
    expect(empty.json()).toMatchObject({ code: 'colour_unavailable' });
  });

  it('needs a size for a product with sizes, and one that is in stock', async () => {
    const session = await signedUpCustomer(t);
    const none = await perItem(session, { pid: sized.productId, quantity: 1, action: 'add' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'no_size_selected' });
    const empty = await perItem(session, {
      pid: sized.productId,
      dimension: sized.outOfStock,
      quantity: 1,
      action: 'add',
    });
    expect(empty.json()).toMatchObject({ code: 'dimension_unavailable' });
    const ok = await perItem(session, {
      pid: sized.productId,
      dimension: sized.inStock,
      quantity: 2,
      action: 'add',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<CartResponse>().items[0]).toMatchObject({ dimensionId: sized.inStock, maxQuantity: 4 });
  });

  it('refuses unavailable and disabled products and unknown ones', async () => {
    const session = await signedUpCustomer(t);
    const [, , , d] = plain as [number, number, number, number];
    await setProduct(d, { availability: 11 });
    expect((await perItem(session, { pid: d, quantity: 1, action: 'add' })).json()).toMatchObject({
      code: 'product_unavailable',
    });
    await setProduct(d, { availability: 1, addDisabled: true });
    expect((await perItem(session, { pid: d, quantity: 1, action: 'add' })).json()).toMatchObject({
      code: 'product_disabled',
    });
    await setProduct(d, { addDisabled: false });
    const unknown = await perItem(session, { pid: 99_999_999, quantity: 1, action: 'add' });
    expect(unknown.statusCode).toBe(404);
    expect((await serverCart(session)).items).toEqual([]);
  });

  it('never puts a gift card together with another product, in either direction, in Greek', async () => {
    const session = await signedUpCustomer(t);
    await perItem(session, { pid: plain[0], quantity: 1, action: 'add' });
    const card = await perItem(session, { pid: giftCards[0], quantity: 1, action: 'add' });
    expect(card.statusCode).toBe(422);
    expect(card.json()).toEqual({
      code: 'gift_card_exclusive',
      message: 'Η δωροκάρτα δεν μπορεί να αγοραστεί μαζί με άλλο προϊόν.',
    });

    const other = await signedUpCustomer(t);
    expect((await perItem(other, { pid: giftCards[0], quantity: 1, action: 'add' })).statusCode).toBe(200);
    expect((await perItem(other, { pid: giftCards[1], quantity: 1, action: 'add' })).statusCode).toBe(200);
    const product = await perItem(other, { pid: plain[0], quantity: 1, action: 'add' }, 'en');
    expect(product.statusCode).toBe(422);
    expect(product.json().message).toBe('A gift card cannot be bought together with another product.');
    expect((await serverCart(other)).items.map((item) => item.productId)).toEqual(giftCards.slice(0, 2));
  });

  it('stores the gift-card recipient form with the line and validates it', async () => {
    const session = await signedUpCustomer(t);
    const saved = await perItem(session, { pid: giftCards[0], quantity: 1, action: 'add', gift });
    expect(saved.json<CartResponse>().items[0]?.gift).toEqual(gift);

    const bad = await perItem(session, {
      pid: giftCards[0],
      quantity: 1,
      action: 'set',
      gift: { gfnm: ' ', gffnm: 'Μαρία', gfremail: ' ', gfmsg: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'gift.gfnm': ['required_field'],
      'gift.gfremail': ['required_field'],
      'gift.gfmsg': ['required_field'],
    });
    const email = await perItem(session, {
      pid: giftCards[0],
      quantity: 1,
      action: 'set',
      gift: { ...gift, gfremail: 'maria@' },
    });
    expect(email.json().errors).toEqual({ 'gift.gfremail': ['invalid_email'] });
    // A quantity change without the form keeps the saved form.
    const changed = await perItem(session, { pid: giftCards[0], quantity: 2, action: 'set' });
    expect(changed.json<CartResponse>().items[0]).toMatchObject({ quantity: 2, gift });

    const product = await signedUpCustomer(t);
    const notCard = await perItem(product, { pid: plain[0], quantity: 1, action: 'add', gift });
    expect(notCard.json()).toMatchObject({ code: 'gift_form_not_allowed' });
  });

  it('answers 400 with field errors to bad input and changes nothing', async () => {
    const session = await signedUpCustomer(t);
    await perItem(session, { pid: plain[0], quantity: 1, action: 'add' });
    const bad = await perItem(session, { pid: 'x', quantity: -1, action: 'explode' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['action', 'pid', 'quantity']);
    expect(quantities(await serverCart(session))).toEqual([[plain[0], 0, 1]]);
  });

  it('requires a signed-in customer and the XSRF token', async () => {
    const token = await xsrf(t.app);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/el/cartitems/UpdateCartPerItem',
      headers: token.headers,
      payload: { pid: plain[0], quantity: 1, action: 'add' },
    });
    expect(anonymous.statusCode).toBe(401);
    const session = await signedUpCustomer(t);
    const noXsrf = await t.app.inject({
      method: 'POST',
      url: '/api/el/cartitems/UpdateCartPerItem',
      headers: { authorization: `Bearer ${session.at}` },
      payload: { pid: plain[0], quantity: 1, action: 'add' },
    });
    expect(noXsrf.statusCode).toBe(403);
  });
});

describe('updateCustomerCart', () => {
  it('merges the guest cart on sign-in: sums capped by stock and maximum, nothing lost', async () => {
    const session = await signedUpCustomer(t);
    const [a, b] = plain as [number, number];
    await perItem(session, { pid: a, quantity: 8, action: 'add' });
    await perItem(session, { pid: limited, quantity: 2, action: 'add' });
    const merged = await wholeCart(session, {
      mode: 'merge',
      items: [
        { pid: a, pdid: 0, qty: 5 },
        { pid: limited, pdid: 0, qty: 2 },
        { pid: b, pdid: 0, qty: 1 },
        { pid: sized.productId, pdid: sized.inStock, qty: 1 },
      ],
    });
    expect(merged.statusCode).toBe(200);
    expect(quantities(merged.json())).toEqual([
      [a, 0, 10],
      [limited, 0, 3],
      [b, 0, 1],
      [sized.productId, sized.inStock, 1],
    ]);
    expect(quantities(await serverCart(session))).toEqual(quantities(merged.json()));
  });

  it('leaves out guest lines that would mix a gift card with products, and says which', async () => {
    const session = await signedUpCustomer(t);
    await perItem(session, { pid: plain[0], quantity: 1, action: 'add' });
    const merged = await wholeCart(session, {
      mode: 'merge',
      items: [
        { pid: giftCards[0], pdid: 0, qty: 1 },
        { pid: plain[1], pdid: 0, qty: 2 },
      ],
    });
    const body = merged.json<CartResponse>();
    expect(quantities(body)).toEqual([
      [plain[0], 0, 1],
      [plain[1], 0, 2],
    ]);
    expect(body.rejected).toEqual([{ productId: giftCards[0], dimensionId: 0, quantity: 1 }]);
  });

  it('replaces the cart with the given lines, dropping products that no longer exist', async () => {
    const session = await signedUpCustomer(t);
    await perItem(session, { pid: plain[0], quantity: 1, action: 'add' });
    const replaced = await wholeCart(session, {
      items: [
        { pid: plain[1], pdid: 0, qty: 3 },
        { pid: 99_999_999, pdid: 0, qty: 1 },
      ],
    });
    expect(quantities(replaced.json())).toEqual([[plain[1], 0, 3]]);
    const mixed = await wholeCart(session, {
      items: [
        { pid: plain[1], pdid: 0, qty: 1 },
        { pid: giftCards[0], pdid: 0, qty: 1 },
      ],
    });
    expect(mixed.statusCode).toBe(422);
    expect(quantities(await serverCart(session))).toEqual([[plain[1], 0, 3]]);
    const overMax = await wholeCart(session, { items: [{ pid: limited, pdid: 0, qty: 4 }] });
    expect(overMax.json()).toMatchObject({ code: 'max_quantity_exceeded' });
    const cleared = await wholeCart(session, { items: [] });
    expect(cleared.json<CartResponse>().items).toEqual([]);
  });

  it('drops a line from the cart when its product is no longer published', async () => {
    const session = await signedUpCustomer(t);
    const [, , , d] = plain as [number, number, number, number];
    await perItem(session, { pid: d, quantity: 1, action: 'add' });
    await perItem(session, { pid: plain[0], quantity: 1, action: 'add' });
    await setProduct(d, { isPublished: false });
    expect(quantities(await serverCart(session))).toEqual([[plain[0], 0, 1]]);
    await setProduct(d, { isPublished: true });
    expect(quantities(await serverCart(session))).toEqual([[plain[0], 0, 1]]);
  });

  it("scopes every cart to its customer: B's changes never touch A's lines", async () => {
    const a = await signedUpCustomer(t);
    const b = await signedUpCustomer(t);
    await perItem(a, { pid: plain[0], quantity: 2, action: 'add' });
    await perItem(b, { pid: plain[0], quantity: 0, action: 'remove' });
    await wholeCart(b, { items: [] });
    expect(quantities(await serverCart(a))).toEqual([[plain[0], 0, 2]]);
    const rows = await t.database.db.select().from(cartItems).where(eq(cartItems.customerId, a.id));
    expect(rows).toHaveLength(1);
  });
});

describe('refreshCartItems', () => {
  it("refreshes a guest's lines without a session: products, stock, problems; unknown dropped", async () => {
    const token = await xsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/en/cartitems/refreshCartItems',
      headers: token.headers,
      payload: {
        items: [
          { productId: plain[0], dimensionId: 0, quantity: 11 },
          { productId: 99_999_999, dimensionId: 0, quantity: 1 },
          { productId: sized.productId, dimensionId: sized.inStock, quantity: 1 },
          { productId: sized.productId, dimensionId: 123_456_789, quantity: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<CartResponse>();
    expect(quantities(body)).toEqual([
      [plain[0], 0, 11],
      [sized.productId, sized.inStock, 1],
    ]);
    expect(body.items[0]).toMatchObject({ maxQuantity: 10, problem: 'partial_stock' });
  });

  it('answers an empty cart to a guest without lines', async () => {
    const token = await xsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/cartitems/refreshCartItems',
      headers: token.headers,
      payload: {},
    });
    expect(response.json()).toEqual({ items: [], rejected: [] });
  });
});
