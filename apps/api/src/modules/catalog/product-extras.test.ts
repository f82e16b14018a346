import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertTestCatalogue, type TestApp, type TestProduct } from '../../test/index.ts';

let t: TestApp;
let catalogue: TestProduct[];
const get = (url: string) => t.app.inject({ method: 'GET', url });
const item = (index: number) => {
  const found = catalogue[index];
  if (!found) throw new Error(`no product ${index}`);
  return found;
};

beforeAll(async () => {
  t = await createTestApp({ env: { LOYALTY_POINTS_PER_EURO: '2' } });
  catalogue = await insertTestCatalogue(t, 60);
});
afterAll(() => t.close());

describe('GET /api/{lang}/products/getproductloyaltypoints', () => {
  it('earns the configured points per euro of the server price', async () => {
    const product = catalogue.find((entry) => entry.listPriceCents === null && entry.dimensions.length === 0);
    if (!product) throw new Error('no plain product');
    const response = await get(`/api/el/products/getproductloyaltypoints?id=${product.id}&price=0.01`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(Math.floor((product.priceCents / 100) * 2));
  });

  it('uses the price of the chosen size', async () => {
    const product = catalogue.find((entry) => entry.dimensions.some((d) => d.priceCents !== null));
    if (!product) throw new Error('no product with priced sizes');
    const full = (await get(`/api/el/products/getbyidfront?id=${product.id}`)).json();
    const size = full.dimensions[3];
    const points = (
      await get(`/api/el/products/getproductloyaltypoints?id=${product.id}&dimensionId=${size.id}`)
    ).json();
    expect(points).toBe(Math.floor(size.cprc * 2));
  });

  it('answers 404 for an unknown product or size, 400 for a bad id', async () => {
    expect((await get('/api/el/products/getproductloyaltypoints?id=999999')).statusCode).toBe(404);
    expect(
      (await get(`/api/el/products/getproductloyaltypoints?id=${item(0).id}&dimensionId=999999`)).statusCode,
    ).toBe(404);
    expect((await get('/api/el/products/getproductloyaltypoints?id=x')).statusCode).toBe(400);
  });
});

describe('product pages and listings from the read model', () => {
  it('shows a change by any writer once it settles, and the writer through the catalogue at once', async () => {
    const product = item(7);
    const url = `/api/el/products/getbyurl?url=${product.eurl}`;
    await get(url);
    await t.database.db.execute(sql`update products set name_el = 'Άλλο όνομα' where id = ${product.id}`);
    await t.services.catalog.settled();
    expect((await get(url)).json().nm).toBe('Άλλο όνομα');
    await t.services.catalog.changePrice(product.id, { priceCents: 1234 });
    expect((await get(url)).json().cprc).toBe(12.34);
    await t.services.inventory.setStock(product.id, null, 3);
    expect((await get(url)).json().qty).toBe(product.dimensions.length === 0 ? 3 : product.stock);
  });

  it('lists a product under its new name once the change settles', async () => {
    const product = item(8);
    const url = `/api/el/products/getbycategoryid?id=${product.categoryId}&psize=96`;
    const names = async () =>
      ((await get(url)).json().items as { id: number; nm: string }[]).find((entry) => entry.id === product.id)
        ?.nm;
    expect(await names()).toBe(product.nameEl);
    await t.database.db.execute(
      sql`update products set name_el = 'Νέο όνομα λίστας' where id = ${product.id}`,
    );
    await t.services.catalog.settled();
    expect(await names()).toBe('Νέο όνομα λίστας');
  });
});

describe('GET /api/{lang}/products/GetCategoryTree', () => {
  it('returns the top category with the product sub-category below it', async () => {
    const product = item(0);
    const { items } = (await get(`/api/en/products/GetCategoryTree?productId=${product.id}`)).json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: product.parentCategoryId,
      children: [{ id: product.categoryId, children: [] }],
    });
    expect((await get('/api/en/products/GetCategoryTree?productId=999999')).statusCode).toBe(404);
  });
});

describe('GET /api/{lang}/products/GetProductBundleById', () => {
  it('returns the bundle a product belongs to with all its products', async () => {
    const response = await get(`/api/el/products/GetProductBundleById?id=${item(1).id}`);
    expect(response.statusCode).toBe(200);
    const bundle = response.json();
    expect(bundle.items.map((entry: { product: { id: number } }) => entry.product.id)).toEqual([
      item(0).id,
      item(1).id,
    ]);
    expect(bundle.prc).toBe(Math.round(item(0).priceCents * 1.6) / 100);
  });

  it('answers 404 for a product in no bundle', async () => {
    expect((await get(`/api/el/products/GetProductBundleById?id=${item(5).id}`)).statusCode).toBe(404);
  });
});

describe('related products, best sellers, tabs, exclusions', () => {
  it('relates products of the same category, not the product itself', async () => {
    const product = item(0);
    const { items } = (
      await get(`/api/el/products/getrelatedinfoandproductsbycode?code=${product.code}`)
    ).json();
    const sameCategory = new Set(
      catalogue.filter((entry) => entry.categoryId === product.categoryId).map((entry) => entry.id),
    );
    expect(items.length).toBe(sameCategory.size - 1);
    expect(
      items.every((entry: { id: number }) => entry.id !== product.id && sameCategory.has(entry.id)),
    ).toBe(true);
    expect((await get('/api/el/products/getrelatedinfoandproductsbycode')).statusCode).toBe(400);
    expect((await get('/api/el/products/getrelatedinfoandproductsbycode?code=NOPE')).statusCode).toBe(404);
  });

  it('ranks best sellers by the fallback (most ratings) and validates days', async () => {
    const { items } = (await get('/api/el/products/GetBestSellers?days=30')).json();
    const counts = items.map((entry: { aggregates: { reviews: number } }) => entry.aggregates.reviews);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(
      Math.max(
        ...catalogue
          .filter((entry) => [0, 1, 2, 10].includes(entry.availability))
          .map((entry) => entry.ratingCount),
      ),
    );
    expect((await get('/api/el/products/GetBestSellers?days=0')).statusCode).toBe(400);
  });

  it('gives the tabs of a product by code in the language of the path', async () => {
    const { items } = (await get(`/api/en/producttabs/getbyproductcode?code=${item(2).code}`)).json();
    expect(items.map((tab: { tl: string }) => tab.tl)).toEqual(['How to use', 'Ingredients']);
    expect((await get('/api/en/producttabs/getbyproductcode?code=NOPE')).statusCode).toBe(404);
  });

  it('lists country exclusions for repeated productIds', async () => {
    const excluded = catalogue.find((entry) =>
      ['GlucoCheck', 'Orthos', 'Zenith Care'].some((brand) => entry.nameEn.startsWith(`${brand} `)),
    );
    if (!excluded) throw new Error('no product of an excluded brand');
    const other = item(0);
    const response = await get(
      `/api/el/ManufacturerCountryExclusions/GetExclusionsByProductIds?productIds=${excluded.id}&productIds=${other.id}&productIds=999999`,
    );
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items).toHaveLength(2);
    expect(items.find((entry: { pid: number }) => entry.pid === excluded.id).countries).toEqual(['CY']);
    expect(items.find((entry: { pid: number }) => entry.pid === other.id).countries).toEqual([]);
    expect(
      (await get('/api/el/ManufacturerCountryExclusions/GetExclusionsByProductIds?productIds=a')).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/{lang}/promotionpolicies/getbycode', () => {
  it('reads an active policy by code, in the language of the path', async () => {
    const response = await get('/api/en/promotionpolicies/getbycode?code=SUPPLEMENTS-VIP');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      cd: 'supplements-vip',
      badge: '-20%',
      cust_groups: [{ code: 'gld' }],
    });
    expect(response.json().nm).toBe('Supplements -20% for Health VIP');
    expect((await get('/api/en/promotionpolicies/getbycode?code=nope')).statusCode).toBe(404);
  });
});

describe('GET /api/{lang}/catalog/sitemap', () => {
  it('lists every published product, visible category and brand with products', async () => {
    const body = (await get('/api/el/catalog/sitemap')).json();
    expect(body.products).toHaveLength(catalogue.length);
    expect(body.products[0]).toEqual({
      eurl: item(0).eurl,
      lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(body.categories).toContain('face');
    expect(body.brands).toContain('dermaline');
    expect(body.brands).not.toContain('glucocheck');
  });
});

describe('categories and brands', () => {
  it('reads a category by url and by id, with breadcrumbs and children', async () => {
    const byUrl = (await get('/api/el/categories/getbyurl?url=/categories/face')).json();
    expect(byUrl).toMatchObject({ id: 815, nm: 'Πρόσωπο', pid: null, breadcrumbs: [{ id: 815 }] });
    expect(byUrl.children.map((child: { eurl: string }) => child.eurl)).toContain('face-moisturisers');
    const byId = (await get('/api/en/categories/getbyid?id=1001')).json();
    expect(byId).toMatchObject({
      nm: 'Face Moisturisers',
      pid: 815,
      breadcrumbs: [{ id: 815 }, { id: 1001 }],
    });
    expect((await get('/api/en/categories/getbyurl?url=nope')).statusCode).toBe(404);
  });

  it('lists the top categories and the children of one', async () => {
    const top = (await get('/api/el/categories/getByParentCategoryId'))
      .json()
      .items.map((c: { id: number }) => c.id);
    expect(top).toEqual([815, 816, 817, 818, 819, 820, 821, 822, 823, 914]);
    const children = (await get('/api/el/categories/getByParentCategoryId?id=914')).json().items;
    expect(children.map((c: { eurl: string }) => c.eurl)).toContain('gift-cards');
  });

  it('answers 400, never 500, for a category id above the integer range', async () => {
    for (const path of ['getByParentCategoryId', 'getbyid', 'GetAllFeaturedManufacturers']) {
      const response = await get(`/api/el/categories/${path}?id=2147483648`);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors, path).toEqual({ id: ['invalid_id'] });
    }
  });

  it('lists featured brands, within a category when asked', async () => {
    const all = (await get('/api/el/categories/GetAllFeaturedManufacturers')).json().items;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((brand: { featured: boolean }) => brand.featured)).toBe(true);
    const face = (await get('/api/el/categories/GetAllFeaturedManufacturers?id=815')).json().items;
    expect(face.length).toBeLessThanOrEqual(all.length);
    expect(face.every((brand: { cnt: number }) => brand.cnt > 0)).toBe(true);
  });

  it('lists public brands and reads one by url and id', async () => {
    const { items } = (await get('/api/el/manufacturers/getallpublic')).json();
    expect(items).toHaveLength(28);
    const dermaline = (await get('/api/el/manufacturers/getbyurl?url=dermaline')).json();
    expect(dermaline).toMatchObject({ nm: 'Dermaline', cniso: 'FR' });
    expect(dermaline.cnt).toBe(catalogue.filter((entry) => entry.brandIndex === 0).length);
    expect((await get(`/api/en/manufacturers/getbyid?id=${dermaline.id}`)).json().ds).toBe(
      'French dermocosmetics for sensitive skin.',
    );
    expect((await get('/api/en/manufacturers/getbyid?id=99999')).statusCode).toBe(404);
  });
});
