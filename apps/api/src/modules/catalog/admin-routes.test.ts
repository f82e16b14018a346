import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AdminProduct, CatalogImportResult } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { priceHistory, products } from '../../db/schema/catalog.ts';
import {
  createTestApp,
  insertTestCatalogue,
  type TestApp,
  type TestProduct,
  xsrf,
} from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let catalogue: TestProduct[];
let admin: string;
let sales: string;
let inspector: string;
const DAY = 86_400_000;

async function call(
  bearer: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method,
    url: `/api/en/admin/${url}`,
    headers: { ...token.headers, authorization: `Bearer ${bearer}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
}

const detail = async (id: number, bearer = admin) =>
  (await call(bearer, 'GET', `products/get?id=${id}`)).json<AdminProduct>();

/** The save body of a product as the back office holds it, with changes. */
function saveBody(product: AdminProduct, changes: Record<string, unknown> = {}) {
  return {
    id: product.id,
    code: product.code,
    barcode: product.barcode,
    eurl: product.eurl,
    el: product.el,
    en: product.en,
    manufacturerId: product.manufacturerId,
    categoryIds: product.categoryIds,
    statusIds: product.statusIds,
    availability: product.availability,
    isPublished: product.isPublished,
    addDisabled: product.addDisabled,
    orderMaxQuantity: product.orderMaxQuantity,
    prc: product.prc,
    lprc: product.lprc,
    rprc: product.rprc,
    dscp: product.dscp,
    dimensions: product.dimensions.map(({ stock: _stock, ...dimension }) => dimension),
    ...changes,
  };
}

const plainProducts = () =>
  catalogue.filter(
    (item) => item.dimensions.length === 0 && item.productType === 0 && item.listPriceCents === null,
  );

async function auditCount(action: string) {
  const [row] = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditEntries)
    .where(eq(auditEntries.action, action));
  return row?.count ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertTestCatalogue(t, 80);
  admin = await signedInStaff(t, 'Admin');
  sales = await signedInStaff(t, 'SalesPerson');
  inspector = await signedInStaff(t, 'Inspector');
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

describe('staff product list and detail', () => {
  it('searches by code, pages and sorts on the server, for every staff role', async () => {
    const first = catalogue[0];
    if (!first) throw new Error('no product');
    const found = await call(inspector, 'GET', `products/list?q=${encodeURIComponent(first.code)}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items.map((item: { id: number }) => item.id)).toContain(first.id);
    const paged = (await call(sales, 'GET', 'products/list?sort=price&dir=desc&psize=5&page=2')).json();
    expect(paged.items).toHaveLength(5);
    const [count] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(products);
    expect(paged.total).toBe(count?.count);
    const prices = paged.items.map((item: { prc: number }) => item.prc);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  });

  it('answers 400 with the field for a sort it does not know', async () => {
    const response = await call(admin, 'GET', 'products/list?sort=colour');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('sort');
  });
});

describe('saving a product', () => {
  it('refuses bad input with translated field errors and changes nothing', async () => {
    const product = await detail(plainProducts()[0]?.id ?? 0);
    const response = await call(
      admin,
      'POST',
      'products/save',
      saveBody(product, { prc: 12.345, eurl: 'Not A Slug!', en: { nm: '', sdsc: null, dsc: null } }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('The data you sent is not valid.');
    expect(body.errors.prc).toEqual(['invalid_price']);
    expect(body.errors.eurl).toEqual(['invalid_slug']);
    expect(body.errors['en.nm']).toEqual(['required_field']);
    expect(await detail(product.id)).toEqual(product);
  });

  it('names unknown categories and a code another product holds, and changes nothing', async () => {
    const [one, two] = plainProducts();
    const product = await detail(one?.id ?? 0);
    const unknown = await call(admin, 'POST', 'products/save', saveBody(product, { categoryIds: [999_999] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.categoryIds).toEqual(['not_found']);
    const taken = await call(admin, 'POST', 'products/save', saveBody(product, { code: two?.code }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.code).toEqual(['code_taken']);
    expect(await detail(product.id)).toEqual(product);
  });

  it('writes each price change to the history and shows the lowest price of the 30 days before a cut', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now() + 10 * DAY;
    const id = plainProducts()[1]?.id ?? 0;
    const priceAt = async (day: number, prc: number, lprc: number | null) => {
      vi.setSystemTime(start + day * DAY);
      // A token of that day: the one signed in today has long expired by then.
      const bearer = await signedInStaff(t, 'Admin');
      const body = saveBody(await detail(id, bearer), { prc, lprc });
      const response = await call(bearer, 'POST', 'products/save', body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminProduct>();
    };
    await priceAt(0, 31.17, null);
    await priceAt(40, 25.55, null);
    const cut = await priceAt(50, 20, 31.17);
    expect(cut.lowest30).toBe(25.55);
    expect(cut.priceHistory.slice(0, 3).map((change) => change.prc)).toEqual([20, 25.55, 31.17]);
    const rows = await t.database.db
      .select()
      .from(priceHistory)
      .where(and(eq(priceHistory.productId, id), sql`${priceHistory.dimensionId} is null`));
    expect(rows.filter((row) => row.validFrom.getTime() >= start).map((row) => row.priceCents)).toEqual([
      3117, 2555, 2000,
    ]);
    const page = (await t.app.inject({ url: `/api/en/products/getbyidfront?id=${id}` })).json();
    expect(page.cprc).toBe(20);
    expect(page.cprcbd).toBe(25.55);
    expect(await auditCount('product.update')).toBeGreaterThanOrEqual(3);
  });

  it('writes a size’s own price to its own history', async () => {
    const sized = catalogue.find((item) => item.dimensions.length > 1);
    const product = await detail(sized?.id ?? 0);
    const dimensions = saveBody(product).dimensions.map((dimension, index) =>
      index === 0 ? { ...dimension, prc: 7.77, lprc: null } : dimension,
    );
    const response = await call(admin, 'POST', 'products/save', saveBody(product, { dimensions }));
    expect(response.statusCode, response.body).toBe(200);
    const sizeId = product.dimensions[0]?.id ?? 0;
    const [last] = await t.database.db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.dimensionId, sizeId))
      .orderBy(sql`${priceHistory.validFrom} desc, ${priceHistory.id} desc`)
      .limit(1);
    const expected = Math.round(777 * (1 - product.dscp / 100));
    expect(last?.priceCents).toBe(expected);
    expect(response.json<AdminProduct>().dimensions[0]?.prc).toBe(7.77);
  });

  it('adds a product in both languages, audited', async () => {
    const before = await auditCount('product.create');
    const response = await call(admin, 'POST', 'products/save', {
      code: 'ADMIN-NEW-1',
      eurl: 'admin-new-product',
      el: { nm: 'Νέο προϊόν', sdsc: null, dsc: '<p>Καλό<script>alert(1)</script></p>' },
      en: { nm: 'New product', sdsc: null, dsc: null },
      prc: 9.9,
      categoryIds: [catalogue[0]?.categoryId ?? 0],
    });
    expect(response.statusCode, response.body).toBe(200);
    const product = response.json<AdminProduct>();
    expect(product.el.dsc).toBe('<p>Καλό</p>');
    expect(product.priceHistory.map((change) => change.prc)).toEqual([9.9]);
    expect(await auditCount('product.create')).toBe(before + 1);
  });
});

describe('stock', () => {
  it('sets a plain product’s stock and a size’s, the product holding the sum', async () => {
    const plain = plainProducts()[2];
    const set = await call(admin, 'POST', 'products/stock', {
      id: plain?.id,
      lines: [{ dimensionId: null, stock: 7 }],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<AdminProduct>().stock).toBe(7);
    const sized = catalogue.find((item) => item.dimensions.length > 1);
    const product = await detail(sized?.id ?? 0);
    const [size, ...others] = product.dimensions;
    const response = await call(admin, 'POST', 'products/stock', {
      id: product.id,
      lines: [{ dimensionId: size?.id, stock: 11 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminProduct>().stock).toBe(
      11 + others.reduce((sum, other) => sum + other.stock, 0),
    );
    const wrong = await call(admin, 'POST', 'products/stock', {
      id: product.id,
      lines: [{ dimensionId: null, stock: 3 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors['lines.0.dimensionId']).toEqual(['size_required']);
  });
});

describe('pictures', () => {
  it('resizes an upload to WebP in the media folder and lists it on the product', async () => {
    const id = plainProducts()[3]?.id ?? 0;
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const boundary = '----admin-picture';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await call(admin, 'POST', `products/pictures?id=${id}`, body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json<AdminProduct>().images.at(-1);
    expect(image?.url).toMatch(/^\/media\/products\/.+\.webp$/);
    const stored = await sharp(join(t.mediaDir, (image?.url ?? '').slice('/media/'.length))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1200, 800]);
    expect(existsSync(join(t.mediaDir, (image?.thumb ?? '').slice('/media/'.length)))).toBe(true);
    const notPicture = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\n\r\n`),
      Buffer.from('not a picture'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const refused = await call(admin, 'POST', `products/pictures?id=${id}`, notPicture, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.file).toEqual(['invalid_image']);
  });
});

describe('CSV export and import', () => {
  const header = 'code,size_code,barcode,name_el,name_en,price,list_price,stock,published';

  it('exports every product with a header', async () => {
    const response = await call(inspector, 'GET', 'products/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(header);
    expect(lines.length).toBeGreaterThan(80);
  });

  it('reports each bad row of a dry run and of a real run, and changes nothing', async () => {
    const [one, two, three] = plainProducts().slice(4);
    const csv = [
      'code,price,stock',
      `${one?.code},12.50,5`,
      `${two?.code},12.5.0,5`,
      `NO-SUCH-CODE,3,1`,
      `${three?.code},4,2`,
    ].join('\n');
    const before = await t.database.db.select().from(products).orderBy(products.id);
    for (const dryRun of [true, false]) {
      const response = await call(admin, 'POST', 'products/import', { csv, dryRun });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<CatalogImportResult>();
      expect(result.applied).toBe(false);
      expect(result.problems.map((problem) => [problem.row, problem.column, problem.code])).toEqual([
        [3, 'price', 'csv_invalid_price'],
        [4, 'code', 'csv_unknown_product'],
      ]);
      expect(result.problems[0]?.message).toBe(
        'The price must be an amount in euros with at most two decimals.',
      );
    }
    expect(await t.database.db.select().from(products).orderBy(products.id)).toEqual(before);
  });

  it('applies a clean file of 50 prices and stocks in one go, with price history and an audit entry', async () => {
    // The product whose prices were set in the future above keeps its later history rows.
    const timeTravelled = plainProducts()[1]?.id;
    const chosen = catalogue
      .filter((item) => item.dimensions.length === 0 && item.id !== timeTravelled)
      .slice(0, 50);
    expect(chosen).toHaveLength(50);
    const csv = [
      'code;price;list_price;stock',
      ...chosen.map(
        (item, index) => `${item.code};${(index + 1).toFixed(2).replace('.', ',')};;${index + 1000}`,
      ),
    ].join('\r\n');
    const dry = (
      await call(admin, 'POST', 'products/import', { csv, dryRun: true })
    ).json<CatalogImportResult>();
    expect(dry).toMatchObject({ applied: false, rows: 50, problems: [] });
    const auditsBefore = await auditCount('product.import');
    const response = await call(admin, 'POST', 'products/import', { csv, dryRun: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CatalogImportResult>()).toMatchObject({ applied: true, rows: 50, stockChanges: 50 });
    const rows = await t.database.db.select().from(products);
    for (const [index, item] of chosen.entries()) {
      const row = rows.find((product) => product.id === item.id);
      expect([row?.priceCents, row?.listPriceCents, row?.stock]).toEqual([
        (index + 1) * 100,
        null,
        index + 1000,
      ]);
      const [last] = await t.database.db
        .select()
        .from(priceHistory)
        .where(eq(priceHistory.productId, item.id))
        .orderBy(sql`${priceHistory.validFrom} desc, ${priceHistory.id} desc`)
        .limit(1);
      expect(last?.priceCents).toBe(row?.effectivePriceCents);
    }
    expect(await auditCount('product.import')).toBe(auditsBefore + 1);
  });
});

describe('roles', () => {
  it('gives a SalesPerson and an Inspector 403 on every change, and changes nothing', async () => {
    const product = await detail(plainProducts()[5]?.id ?? 0);
    for (const bearer of [sales, inspector]) {
      expect((await call(bearer, 'POST', 'products/save', saveBody(product, { prc: 1 }))).statusCode).toBe(
        403,
      );
      const stock = { id: product.id, lines: [{ dimensionId: null, stock: 1 }] };
      expect((await call(bearer, 'POST', 'products/stock', stock)).statusCode).toBe(403);
      const csv = { csv: `code,price\n${product.code},1`, dryRun: false };
      expect((await call(bearer, 'POST', 'products/import', csv)).statusCode).toBe(403);
    }
    expect(await detail(product.id)).toEqual(product);
  });
});
