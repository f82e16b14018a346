import {
  Availability,
  FEED_NAMES,
  type FeedName,
  type Product,
  ProductType,
  purchasability,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { categories } from '../../db/schema/categories.ts';
import {
  createTestApp,
  insertTestCatalogue,
  type TestApp,
  type TestProduct,
  xsrf,
} from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { readFeed } from './test-feed-validator.ts';

let t: TestApp;
let catalogue: TestProduct[];

const PUBLIC_URL = 'https://shop.example.gr';

async function fetchFeed(feed: FeedName, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/feeds/${feed}.xml`, headers });
}

async function productPage(eurl: string): Promise<Product> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/el/products/getbyurl?url=${encodeURIComponent(eurl)}`,
  });
  expect(response.statusCode, eurl).toBe(200);
  return response.json<Product>();
}

async function pagesById(): Promise<Map<number, Product>> {
  const pages = new Map<number, Product>();
  for (const product of catalogue) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/el/products/getbyurl?url=${encodeURIComponent(product.eurl)}`,
    });
    if (response.statusCode === 200) pages.set(product.id, response.json<Product>());
  }
  return pages;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  catalogue = await insertTestCatalogue(t, 40);
});
afterAll(() => t.close());

describe('price-comparison feeds', () => {
  it('are valid in each site format, and every offer has the product page’s price and availability', async () => {
    const plain = catalogue.filter((p) => p.dimensions.length === 0 && p.productType === ProductType.Product);
    const [soldOut, backOrder, preOrder] = plain;
    if (!soldOut || !backOrder || !preOrder) throw new Error('the test catalogue has too few plain products');
    await t.database.db
      .update(products)
      .set({ availability: Availability.Available })
      .where(eq(products.id, soldOut.id));
    await t.services.inventory.setStock(soldOut.id, null, 0);
    await t.database.db
      .update(products)
      .set({ availability: Availability.Days_1_3, stock: 0 })
      .where(eq(products.id, backOrder.id));
    await t.database.db
      .update(products)
      .set({ availability: Availability.PreOrder, stock: 0 })
      .where(eq(products.id, preOrder.id));
    await t.services.catalog.settled();
    const pages = await pagesById();

    for (const feed of FEED_NAMES) {
      const response = await fetchFeed(feed);
      expect(response.statusCode, feed).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const { offers, errors } = readFeed(feed, response.body);
      expect(errors, feed).toEqual([]);
      expect(offers.length, feed).toBeGreaterThan(10);
      for (const offer of offers) {
        const page = pages.get(offer.productId);
        if (!page) throw new Error(`${feed} lists ${offer.id}, which has no product page`);
        const size = offer.sizeId === null ? undefined : page.dimensions.find((d) => d.id === offer.sizeId);
        expect(offer.sizeId === null || size !== undefined, `${feed} ${offer.id}`).toBe(true);
        expect(offer.link).toBe(`${PUBLIC_URL}/products/${page.eurl}`);
        expect(offer.priceCents, `${feed} ${offer.id}`).toBe(Math.round((size ?? page).cprc * 100));
        const buyable = purchasability(page, offer.sizeId, 1).ok;
        expect(offer.offeredAsOrderable, `${feed} ${offer.id}`).toBe(
          buyable || offer.availability === 'preorder',
        );
      }
      const listed = new Set(offers.map((offer) => offer.productId));
      // Skroutz and BestPrice list only what can be ordered; Google keeps it, out of stock.
      expect(listed.has(soldOut.id), feed).toBe(feed === 'google');
      expect(offers.find((offer) => offer.productId === soldOut.id)?.availability).toBe(
        feed === 'google' ? 'out_of_stock' : undefined,
      );
      const backOrdered = offers.find((offer) => offer.productId === backOrder.id)?.availability;
      expect(backOrdered, feed).toBe(
        { skroutz: 'Available from 1 to 3 days', bestprice: 'Διαθέσιμο σε 1-3 ημέρες', google: 'backorder' }[
          feed
        ],
      );
      expect(listed.has(preOrder.id), feed).toBe(feed === 'google');
    }
  });

  it('list a size of a product per size, with the size’s own price', async () => {
    const sized = catalogue.find((p) => p.dimensions.length > 1 && p.productType === ProductType.Product);
    if (!sized) throw new Error('the test catalogue has no product with sizes');
    const page = await productPage(sized.eurl);
    const google = readFeed('google', (await fetchFeed('google')).body).offers;
    const lines = google.filter((offer) => offer.productId === sized.id);
    expect(lines.map((line) => line.sizeId).sort()).toEqual(page.dimensions.map((d) => d.id).sort());
    for (const line of lines) {
      const size = page.dimensions.find((d) => d.id === line.sizeId);
      expect(line.priceCents).toBe(Math.round((size?.cprc ?? -1) * 100));
    }
  });

  it('answer a conditional request with 304 until the catalogue changes, then show the change', async () => {
    const first = await fetchFeed('skroutz');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"skroutz-/);
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
    expect((await fetchFeed('skroutz', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await fetchFeed('skroutz', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await fetchFeed('google', { 'if-none-match': etag })).statusCode).toBe(200);

    const offered = readFeed('skroutz', first.body).offers.find((offer) => offer.sizeId === null);
    if (!offered) throw new Error('no plain offer');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await t.services.catalog.changePrice(offered.productId, { priceCents: offered.priceCents + 123 });
    const changed = await fetchFeed('skroutz', { 'if-none-match': etag, 'if-modified-since': lastModified });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(Date.parse(String(changed.headers['last-modified']))).toBeGreaterThan(Date.parse(lastModified));
    const now = readFeed('skroutz', changed.body).offers.find((offer) => offer.id === offered.id);
    expect(now?.priceCents).toBe(offered.priceCents + 123);
  });

  it('leave out what staff leave out: a category with those below it, or one product; a product rule wins', async () => {
    const admin = await signedInStaff(t, 'Admin');
    const inspector = await signedInStaff(t, 'Inspector');
    const set = async (bearer: string, path: string, payload: object) => {
      const token = await xsrf(t.app);
      return t.app.inject({
        method: 'POST',
        url: `/api/el/admin/feeds/${path}/set`,
        headers: { ...token.headers, authorization: `Bearer ${bearer}` },
        payload,
      });
    };
    const listedIn = async (feed: FeedName) =>
      new Set(readFeed(feed, (await fetchFeed(feed)).body).offers.map((offer) => offer.productId));
    const before = await listedIn('skroutz');
    const listedProduct = catalogue.find((p) => before.has(p.id));
    if (!listedProduct) throw new Error('nothing listed');
    const [category] = await t.database.db
      .select({ parentId: categories.parentId, id: categories.id })
      .from(categories)
      .where(eq(categories.id, listedProduct.categoryId));
    // The top category of the product's: leaving it out leaves out everything below it.
    const top = category?.parentId ?? listedProduct.categoryId;
    const below = catalogue.filter((p) => before.has(p.id)).map((p) => p.id);

    expect(
      (await set(inspector, 'categories', { feed: 'skroutz', categoryId: top, excluded: true })).statusCode,
    ).toBe(403);
    const refused = await set(admin, 'categories', { feed: 'skroutz', categoryId: 999_999, excluded: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { categoryId: ['invalid_id'] } });
    expect(
      (await set(admin, 'categories', { feed: 'skroutz', categoryId: top, excluded: true })).statusCode,
    ).toBe(200);
    const withoutTop = await listedIn('skroutz');
    expect(withoutTop.has(listedProduct.id)).toBe(false);
    expect(withoutTop.size).toBeLessThan(before.size);
    expect(withoutTop.size).toBeGreaterThan(0);
    expect(below.length).toBeGreaterThan(withoutTop.size);
    // Only Skroutz was told.
    expect((await listedIn('google')).has(listedProduct.id)).toBe(true);

    expect(
      (await set(admin, 'products', { feed: 'skroutz', productId: listedProduct.id, listed: true }))
        .statusCode,
    ).toBe(200);
    expect((await listedIn('skroutz')).has(listedProduct.id)).toBe(true);
    await set(admin, 'products', { feed: 'skroutz', productId: listedProduct.id, listed: null });
    await set(admin, 'categories', { feed: 'skroutz', categoryId: top, excluded: false });
    expect(await listedIn('skroutz')).toEqual(before);

    const other = [...before].find((id) => id !== listedProduct.id) ?? 0;
    await set(admin, 'products', { feed: 'bestprice', productId: other, listed: false });
    expect((await listedIn('bestprice')).has(other)).toBe(false);
    const weighed = await set(admin, 'weights', { productId: other, weightGrams: 250 });
    expect(weighed.json()).toMatchObject({ weights: [{ productId: other, weightGrams: 250 }] });
    expect((await fetchFeed('google')).body).toContain('<g:shipping_weight>250 g</g:shipping_weight>');
  });

  it('answer an unknown feed with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/feeds/other.xml' })).statusCode).toBe(404);
  });

  it('are written a batch at a time, not built whole before the first byte', async () => {
    const { feeds } = t.services;
    const chunks: string[] = [];
    for await (const chunk of feeds.write('google', await feeds.validators('google'), new Date(), 10)) {
      chunks.push(chunk);
    }
    expect(chunks[0]).toMatch(/^<\?xml/);
    expect(chunks.at(-1)).toBe('</channel>\n</rss>\n');
    const batches = chunks.slice(1, -1);
    // 40 products, ten a batch: four chunks, none holding more than ten products' lines.
    expect(batches).toHaveLength(4);
    for (const batch of batches) {
      const productIds = new Set([...batch.matchAll(/<g:id>(\d+)/g)].map((match) => match[1]));
      expect(productIds.size).toBeLessThanOrEqual(10);
    }
  });
});
