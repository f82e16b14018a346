import { ProductType } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertTestCatalogue, type TestApp, type TestProduct } from '../../test/index.ts';

let t: TestApp;
let catalogue: TestProduct[];
let product: TestProduct;

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertTestCatalogue(t, 12);
  const reduced = catalogue.find((item) => item.listPriceCents !== null && item.dimensions.length === 0);
  if (!reduced) throw new Error('the generated catalogue has no reduced product without sizes');
  product = reduced;
});
afterAll(() => t.close());

describe('GET /api/{lang}/products/getbyurl', () => {
  it('returns the product in the contract fields, every one of them populated', async () => {
    const response = await get(`/api/el/products/getbyurl?url=${product.eurl}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: product.id,
      nm: product.nameEl,
      cd: product.code,
      bc: product.barcode,
      eurl: product.eurl,
      img1: `/media/products/${product.eurl}-1.svg`,
      prc: product.priceCents / 100,
      cprc: product.priceCents / 100,
      prcbd: (product.listPriceCents ?? 0) / 100,
      ast: product.availability,
      qty: product.stock,
      ptype: ProductType.Product,
    });
    expect(body.images[0]).toBe(body.img1);
    expect(body.breadcrumbs.length).toBeGreaterThan(0);
  });

  it('issues no XSRF token on a public read (a cookie-less caller would pay for one each time)', async () => {
    const response = await get(`/api/el/products/getbyurl?url=${product.eurl}`);
    expect(response.headers['set-cookie']).toBeUndefined();
    const listing = await get(`/api/el/products/getbycategoryid?id=${product.categoryId}`);
    expect(listing.statusCode).toBe(200);
    expect(listing.headers['set-cookie']).toBeUndefined();
    expect((await get('/api/health')).headers['set-cookie']).toContain('XSRF-TOKEN');
  });

  it('serves the image it names', async () => {
    const response = await get(`/media/products/${product.eurl}-1.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<svg');
  });

  it('names the product in the language of the path', async () => {
    const el = (await get(`/api/el/products/getbyurl?url=${product.eurl}`)).json();
    const en = (await get(`/api/en/products/getbyurl?url=${product.eurl}`)).json();
    expect(en.nm).toBe(product.nameEn);
    expect(el.nm).not.toBe(en.nm);
    expect(el.dsm).not.toBe(en.dsm);
  });

  it('accepts the whole product path and upper case, as the storefront passes it', async () => {
    const response = await get(`/api/en/products/getbyurl?url=/en/products/${product.eurl.toUpperCase()}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(product.id);
  });

  it('answers 404 JSON for an unknown url', async () => {
    const response = await get('/api/en/products/getbyurl?url=nope');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Product not found.', code: 'product_not_found' });
    expect((await get('/api/el/products/getbyurl?url=nope')).json().message).toBe('Το προϊόν δεν βρέθηκε.');
  });

  it('answers 400 with a field error when url is missing or blank', async () => {
    for (const url of ['/api/el/products/getbyurl', '/api/el/products/getbyurl?url=%20%20']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input', errors: { url: [expect.any(String)] } });
    }
  });
});

describe('GET /api/{lang}/products/getbyidfront', () => {
  it('returns the product by id', async () => {
    const response = await get(`/api/en/products/getbyidfront?id=${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: product.id, nm: product.nameEn, eurl: product.eurl });
  });

  it('answers 404 for an id that does not exist', async () => {
    const response = await get('/api/en/products/getbyidfront?id=999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('product_not_found');
  });

  it('answers 400, never 500, for an id that is not a positive integer', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '', '2147483648', '99999999999999999999']) {
      const response = await get(`/api/en/products/getbyidfront?id=${id}`);
      expect(response.statusCode, `id=${id}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input', errors: { id: [expect.any(String)] } });
    }
  });
});

describe('GET /api/{lang}/products/getbyproductcodes', () => {
  it('answers the published products in the order of the codes, unknown codes left out', async () => {
    const [first, second] = catalogue;
    if (!first || !second) throw new Error('catalogue too small');
    const response = await get(
      `/api/en/products/getbyproductcodes?codes=${second.code},NO-SUCH-CODE,${first.code},${second.code}`,
    );
    expect(response.statusCode).toBe(200);
    const items: { id: number; cd: string; nm: string }[] = response.json().items;
    expect(items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(items[0]?.nm).toBe(second.nameEn);
  });

  it('answers 400 with the field error for no code, an empty one or too many', async () => {
    for (const list of ['', 'A,,B', 'x'.repeat(65)]) {
      const response = await get(`/api/el/products/getbyproductcodes?codes=${list}`);
      expect(response.statusCode, `codes=${list}`).toBe(400);
      expect(response.json().errors.codes).toEqual([expect.any(String)]);
    }
    const many = Array.from({ length: 201 }, (_, index) => `C${index}`).join(',');
    expect((await get(`/api/el/products/getbyproductcodes?codes=${many}`)).json().errors.codes).toEqual([
      'too_many_ids',
    ]);
  });
});

describe('GET /api/{lang}/products/getbyproductsids', () => {
  it('keeps the order asked for and leaves unknown ids out', async () => {
    const [first, second, third] = catalogue;
    if (!first || !second || !third) throw new Error('catalogue too small');
    const ids = [third.id, 999_999, first.id, second.id];
    const response = await get(`/api/el/products/getbyproductsids?productsids=${ids.join(',')}`);
    expect(response.statusCode).toBe(200);
    const items: { id: number; nm: string }[] = response.json().items;
    expect(items.map((item) => item.id)).toEqual([third.id, first.id, second.id]);
    expect(items[0]?.nm).toBe(third.nameEl);
  });

  it('answers 400 with the field error for a bad id in the list', async () => {
    for (const list of ['1,x', 'abc', '1,,2', '', '0', '1,9999999999']) {
      const response = await get(`/api/el/products/getbyproductsids?productsids=${list}`);
      expect(response.statusCode, `productsids=${list}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_input',
        errors: { productsids: [expect.any(String)] },
      });
    }
    const response = await get('/api/el/products/getbyproductsids?productsids=1,x');
    expect(response.json().errors.productsids).toEqual(['invalid_id']);
  });

  it('refuses more than 200 ids', async () => {
    const ids = Array.from({ length: 201 }, (_, index) => index + 1).join(',');
    const response = await get(`/api/el/products/getbyproductsids?productsids=${ids}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.productsids).toEqual(['too_many_ids']);
  });
});
