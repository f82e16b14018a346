import {
  LISTING_FILTER_KINDS,
  PRODUCT_SORT_ORDERS,
  type Product,
  type ProductListing,
  productListingSchema,
} from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertTestCatalogue, type TestApp, type TestProduct } from '../../test/index.ts';

let t: TestApp;
let catalogue: TestProduct[];

const get = (url: string) => t.app.inject({ method: 'GET', url });
const listing = async (url: string): Promise<ProductListing> => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const FACE = 815;
const inFace = () => catalogue.filter((item) => item.parentCategoryId === FACE && item.productType === 0);

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertTestCatalogue(t, 160);
});
afterAll(() => t.close());

describe('GET /api/{lang}/products/getbycategoryid', () => {
  it('lists the category with its sub-categories, a total and one page', async () => {
    const body = await listing(`/api/el/products/getbycategoryid?id=${FACE}&psize=5`);
    expect(body.total).toBe(inFace().length);
    expect(body.items).toHaveLength(5);
    expect(body).toMatchObject({ page: 1, psize: 5, sort: 'Default' });
    const codes = new Set(inFace().map((item) => item.code));
    for (const item of body.items) expect(codes.has(item.cd)).toBe(true);
  });

  it('pages without overlap and reports the total past the last page', async () => {
    const first = await listing(
      `/api/el/products/getbycategoryid?id=${FACE}&psize=4&page=1&sort=NameAscending`,
    );
    const second = await listing(
      `/api/el/products/getbycategoryid?id=${FACE}&psize=4&page=2&sort=NameAscending`,
    );
    const ids = new Set(first.items.map((item) => item.id));
    for (const item of second.items) expect(ids.has(item.id)).toBe(false);
    const beyond = await listing(`/api/el/products/getbycategoryid?id=${FACE}&psize=4&page=500`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('answers 404 for a category that does not exist', async () => {
    expect((await get('/api/el/products/getbycategoryid?id=999999')).statusCode).toBe(404);
  });

  it.each([
    ['sort=Cheapest', 'sort'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['psize=0', 'psize'],
    ['psize=97', 'psize'],
    ['psize=2.5', 'psize'],
    ['q=6:abc', 'q'],
    ['q=99:1', 'q'],
    ['q=8:20-10', 'q'],
    ['q=17:9', 'q'],
  ])('rejects %s with a field error on %s', async (query, field) => {
    const response = await get(`/api/el/products/getbycategoryid?id=${FACE}&${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('accepts a sort order by its index as well as by its name, case-insensitively', async () => {
    const byIndex = await listing(`/api/el/products/getbycategoryid?id=${FACE}&sort=2&psize=3`);
    const byName = await listing(`/api/el/products/getbycategoryid?id=${FACE}&sort=priceascending&psize=3`);
    expect(byIndex.sort).toBe('PriceAscending');
    expect(byIndex.items.map((item) => item.id)).toEqual(byName.items.map((item) => item.id));
  });
});

describe('sort orders', () => {
  const seedOf = (product: Product) => {
    const seed = catalogue.find((item) => item.id === product.id);
    if (!seed) throw new Error(`unknown product ${product.id}`);
    return seed;
  };
  const isSorted = <T>(values: T[], compare: (a: T, b: T) => number) =>
    values.every((value, index) => index === 0 || compare(values[index - 1] as T, value) <= 0);

  const expectations: Record<(typeof PRODUCT_SORT_ORDERS)[number], (items: Product[]) => boolean> = {
    Default: (items) => items.length > 0,
    PriceDescending: (items) => isSorted(items, (a, b) => b.cprc - a.cprc),
    PriceAscending: (items) => isSorted(items, (a, b) => a.cprc - b.cprc),
    NameDescending: (items) =>
      isSorted(items, (a, b) => b.nm.toLowerCase().localeCompare(a.nm.toLowerCase(), 'el')),
    NameAscending: (items) =>
      isSorted(items, (a, b) => a.nm.toLowerCase().localeCompare(b.nm.toLowerCase(), 'el')),
    CreateDateDescending: (items) =>
      isSorted(items, (a, b) => seedOf(a).createdDaysAgo - seedOf(b).createdDaysAgo),
    CreateDateAscending: (items) =>
      isSorted(items, (a, b) => seedOf(b).createdDaysAgo - seedOf(a).createdDaysAgo),
    QuantityDescending: (items) => isSorted(items, (a, b) => b.qty - a.qty),
    Bestseller: (items) => isSorted(items, (a, b) => b.aggregates.reviews - a.aggregates.reviews),
    ReleaseDateDescending: (items) =>
      isSorted(items, (a, b) => seedOf(a).createdDaysAgo - seedOf(b).createdDaysAgo),
    ReleaseDateAscending: (items) =>
      isSorted(items, (a, b) => seedOf(b).createdDaysAgo - seedOf(a).createdDaysAgo),
    DiscountDescending: (items) =>
      isSorted(items, (a, b) => {
        const rate = (item: TestProduct) =>
          item.listPriceCents
            ? Math.round(((item.listPriceCents - item.priceCents) * 100) / item.listPriceCents)
            : 0;
        return rate(seedOf(b)) - rate(seedOf(a));
      }),
    RatingDescending: (items) => isSorted(items, (a, b) => b.aggregates.rating - a.aggregates.rating),
  };

  it.each(PRODUCT_SORT_ORDERS.map((order) => [order]))('%s orders the whole category', async (order) => {
    const body = await listing(`/api/en/products/getbycategoryid?id=${FACE}&sort=${order}&psize=96`);
    expect(body.sort).toBe(order);
    expect(body.items).toHaveLength(inFace().length);
    expect(expectations[order](body.items)).toBe(true);
  });

  it('sorts by price with the effective price, not the list price', async () => {
    const body = await listing(`/api/en/products/getbycategoryid?id=${FACE}&sort=PriceAscending&psize=96`);
    const cheapest = Math.min(...inFace().map((item) => item.priceCents));
    expect(body.items[0]?.cprc).toBe(cheapest / 100);
  });
});

describe('filters and facets', () => {
  const facetOf = (body: ProductListing, kind: number) => {
    const facet = body.facets.find((item) => item.kind === kind);
    if (!facet) throw new Error(`no facet ${kind}`);
    return facet;
  };

  it('offers every facet kind of the issue with counts that add up', async () => {
    const body = await listing(`/api/el/products/getbycategoryid?id=${FACE}&psize=1`);
    const kinds = body.facets.map((facet) => facet.kind);
    for (const kind of Object.values(LISTING_FILTER_KINDS).filter(
      (value) => value !== LISTING_FILTER_KINDS.DiscountRates,
    )) {
      expect(kinds).toContain(kind);
    }
    const sum = (kind: number) => facetOf(body, kind).values.reduce((total, value) => total + value.cnt, 0);
    expect(sum(LISTING_FILTER_KINDS.Manufacturer)).toBe(body.total);
    expect(sum(LISTING_FILTER_KINDS.Availability)).toBe(body.total);
    expect(sum(LISTING_FILTER_KINDS.Price)).toBe(body.total);
    // Every product of Face is in exactly one of its sub-categories.
    expect(sum(LISTING_FILTER_KINDS.Category)).toBe(body.total);
    expect(facetOf(body, LISTING_FILTER_KINDS.Manufacturer).nm).toBe('Μάρκα');
  });

  it('filters by brand; the brand facet keeps counting the other brands', async () => {
    const all = await listing(`/api/el/products/getbycategoryid?id=${FACE}&psize=1`);
    const brand = facetOf(all, LISTING_FILTER_KINDS.Manufacturer).values[0];
    if (!brand) throw new Error('no brand in Face');
    const body = await listing(`/api/el/products/getbycategoryid?id=${FACE}&q=6:${brand.val}&psize=96`);
    expect(body.total).toBe(brand.cnt);
    expect(body.items.every((item) => String(item.mfid) === brand.val)).toBe(true);
    const brands = facetOf(body, LISTING_FILTER_KINDS.Manufacturer);
    expect(brands.values.length).toBe(facetOf(all, LISTING_FILTER_KINDS.Manufacturer).values.length);
    expect(brands.values.find((value) => value.val === brand.val)?.sel).toBe(true);
    // Other facets count within the chosen brand.
    const availability = facetOf(body, LISTING_FILTER_KINDS.Availability);
    expect(availability.values.reduce((total, value) => total + value.cnt, 0)).toBe(brand.cnt);
  });

  it('filters by price band, availability, rating and status', async () => {
    const prices = await listing(`/api/el/products/getbycategoryid?id=${FACE}&q=8:10-20&psize=96`);
    expect(prices.items.length).toBeGreaterThan(0);
    expect(prices.items.every((item) => item.cprc >= 10 && item.cprc < 20)).toBe(true);
    expect(prices.total).toBe(
      inFace().filter((item) => item.priceCents >= 1000 && item.priceCents < 2000).length,
    );

    const available = await listing(`/api/el/products/getbycategoryid?id=${FACE}&q=16:1&psize=96`);
    expect(available.items.every((item) => item.ast === 1)).toBe(true);

    const rated = await listing(`/api/el/products/getbycategoryid?id=${FACE}&q=17:4&psize=96`);
    expect(rated.items.every((item) => item.aggregates.rating >= 4)).toBe(true);
    expect(rated.total).toBe(inFace().filter((item) => item.ratingAverage >= 4).length);

    const offers = await listing(`/api/el/products/getbycategoryid?id=${FACE}&psize=1`);
    const offer = facetOf(offers, LISTING_FILTER_KINDS.Status).values.find(
      (value) => value.nm === 'Προσφορά',
    );
    if (!offer) throw new Error('no offer status in Face');
    const onOffer = await listing(`/api/el/products/getbycategoryid?id=${FACE}&q=3:${offer.val}&psize=96`);
    expect(onOffer.total).toBe(offer.cnt);
    expect(onOffer.items.every((item) => item.stslst.some((status) => status.scd === 'offer'))).toBe(true);
  });

  it('combines filters of different kinds with and, values of one kind with or', async () => {
    const combined = await listing(
      `/api/el/products/getbycategoryid?id=${FACE}&q=8:10-20,20-30;16:1&psize=96`,
    );
    const expected = inFace().filter(
      (item) => item.priceCents >= 1000 && item.priceCents < 3000 && item.availability === 1,
    ).length;
    expect(combined.total).toBe(expected);
  });

  it('lists and counts products of a promotion policy (by brand)', async () => {
    const dermaline = catalogue.filter((item) => item.brandIndex === 0);
    const body = await listing('/api/el/products/getbypromotionpolicyId?id=1&psize=96');
    expect(body.total).toBe(dermaline.length);
    expect(body.items[0]?.prom_policies[0]).toMatchObject({ prom_policy_badge: '1+1', cust_groups: [] });
    const promotion = facetOf(
      await listing(`/api/el/products/getbycategoryid?id=${FACE}&psize=1`),
      LISTING_FILTER_KINDS.Promotion,
    );
    expect(promotion.values.find((value) => value.val === '1')?.cnt).toBe(
      dermaline.filter((item) => item.parentCategoryId === FACE).length,
    );
    expect((await get('/api/el/products/getbypromotionpolicyId?id=999')).statusCode).toBe(404);
    const gifts = await listing('/api/el/products/getbypromotionpolicyId?id=1&participatingProducts=false');
    expect(gifts.items).toEqual([]);
  });

  it('lists a brand with GetByManufacturerId', async () => {
    const first = catalogue[0];
    if (!first) throw new Error('empty catalogue');
    const product = (await get(`/api/el/products/getbyidfront?id=${first.id}`)).json();
    const body = await listing(
      `/api/el/products/GetByManufacturerId?id=${product.mfid}&psize=96&sort=NameAscending`,
    );
    expect(body.total).toBe(catalogue.filter((item) => item.brandIndex === first.brandIndex).length);
    expect(body.items.every((item) => item.mfid === product.mfid)).toBe(true);
    expect((await get('/api/el/products/GetByManufacturerId?id=99999')).statusCode).toBe(404);
  });
});

describe("the answer written from the products' kept JSON", () => {
  it("is byte for byte what the listing schema's serializer writes (key order, nothing extra)", async () => {
    const brand = (await listing(`/api/el/products/getbycategoryid?id=${FACE}&psize=1`)).items[0]?.mfid;
    const urls = [
      `/api/el/products/getbycategoryid?id=${FACE}&psize=96`,
      `/api/en/products/getbycategoryid?id=${FACE}&q=8:10-30;16:1&sort=PriceDescending&page=2&psize=7`,
      `/api/el/products/getbycategoryid?id=${FACE}&page=99`,
      `/api/en/products/GetByManufacturerId?id=${brand}&sort=NameAscending`,
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body, url).toBe(JSON.stringify(productListingSchema.parse(response.json())));
    }
  });
});
