import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backInStockSubscriptions, mailOutbox } from '../../db/schema/index.ts';
import {
  createTestApp,
  insertTestCatalogue,
  type TestApp,
  type TestProduct,
  xsrf,
} from '../../test/index.ts';

let t: TestApp;
let catalogue: TestProduct[];

const subscribe = async (payload: Record<string, unknown>, language = 'el') => {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: `/api/${language}/eventsubscriptions/backinstocksubscription`,
    headers: token.headers,
    payload,
  });
};
const mailsTo = (email: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertTestCatalogue(t, 60);
});
afterAll(() => t.close());

describe('POST /api/{lang}/eventsubscriptions/backinstocksubscription', () => {
  it('stores the request and mails once when the product is back in stock', async () => {
    const product = catalogue.find(
      (item) => item.stock === 0 && item.dimensions.length === 0 && item.availability === 3,
    );
    if (!product) throw new Error('no sold-out product');
    const email = 'Shopper.One@Example.com';
    const response = await subscribe({ email, pid: product.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/email/);
    // Asking twice keeps one pending request.
    expect((await subscribe({ email, pid: product.id })).statusCode).toBe(200);
    const stored = await t.database.db
      .select()
      .from(backInStockSubscriptions)
      .where(eq(backInStockSubscriptions.productId, product.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.email).toBe('shopper.one@example.com');

    await t.services.inventory.setStock(product.id, null, 5);
    expect((await t.app.inject({ url: `/api/el/products/getbyidfront?id=${product.id}` })).json().ast).toBe(
      1,
    );
    const mails = await mailsTo('shopper.one@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Ξανά διαθέσιμο: ${product.nameEl} · Φαρμακείο Υγεία`);
    expect(mails[0]?.html).toContain(`/el/products/${product.eurl}`);

    await t.services.inventory.setStock(product.id, null, 0);
    await t.services.inventory.setStock(product.id, null, 7);
    expect(await t.services.subscriptions.notifyRestocked()).toBe(0);
    expect(await mailsTo('shopper.one@example.com')).toHaveLength(1);
  });

  it('mails about one size when that size comes back, in the language of the request', async () => {
    const product = catalogue.find(
      (item) => item.dimensions.some((d) => d.stock === 0) && item.dimensions.some((d) => d.stock > 0),
    );
    if (!product) throw new Error('no product with a sold-out size');
    const full = (await t.app.inject({ url: `/api/en/products/getbyidfront?id=${product.id}` })).json();
    const soldOut = full.dimensions.find((d: { qty: number }) => d.qty === 0);
    const inStock = full.dimensions.find((d: { qty: number }) => d.qty > 0);
    const email = 'size@example.com';
    expect((await subscribe({ email, pid: product.id, pdid: inStock.id }, 'en')).statusCode).toBe(422);
    expect((await subscribe({ email, pid: product.id, pdid: soldOut.id }, 'en')).statusCode).toBe(200);
    await t.services.inventory.setStock(product.id, soldOut.id, 3);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Back in stock: ${product.nameEn} (${soldOut.nm}) · Ygeia Pharmacy`);
  });

  it('rejects a bad email, an unknown product and a size of another product', async () => {
    const product = catalogue[0] as TestProduct;
    const bad = await subscribe({ email: 'not-an-email', pid: product.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toEqual(['invalid_email']);
    expect((await subscribe({ email: 'a@example.com', pid: 999999 })).statusCode).toBe(404);
    expect((await subscribe({ email: 'a@example.com', pid: product.id, pdid: 999999 })).statusCode).toBe(404);
    expect((await subscribe({ pid: product.id })).statusCode).toBe(400);
  });
});
