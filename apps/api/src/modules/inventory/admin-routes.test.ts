import type { AdminProductStock, AdminStockImportResult, AdminStockLocation } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDimensions, products } from '../../db/schema/catalog.ts';
import { seedCheckoutDemo } from '../../db/seed/checkout-demo.ts';
import { seedInventoryDemo } from '../../db/seed/inventory-demo.ts';
import {
  createTestApp,
  insertTestCatalogue,
  type TestApp,
  type TestProduct,
  xsrf,
} from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let admin: string;
let inspector: string;
let plain: TestProduct;
let sized: TestProduct;
let sizeCode: string;
const at: Record<string, number> = {};

async function call(bearer: string, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') {
  const token = await xsrf(t.app);
  return t.app.inject({
    method,
    url: `/api/${lang}/admin/${url}`,
    headers: { ...token.headers, authorization: `Bearer ${bearer}` },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
}

const stockOf = async (id: number) =>
  (await call(inspector, 'GET', `stock/product?id=${id}`)).json<AdminProductStock>();
const held = (stock: AdminProductStock, locationId: number, dimensionId: number | null = null) =>
  stock.rows.find((row) => row.locationId === locationId && row.dimensionId === dimensionId)?.stock ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  const catalogue = await insertTestCatalogue(t, 24);
  await seedCheckoutDemo(t.database.db);
  await seedInventoryDemo(t.database.db);
  plain = catalogue
    .filter((item) => item.dimensions.length === 0 && item.productType === 0)
    .at(-1) as TestProduct;
  sized = catalogue.find((item) => item.dimensions.length >= 2) as TestProduct;
  const [size] = await t.database.db
    .update(productDimensions)
    .set({ code: 'S-1' })
    .where(eq(productDimensions.productId, sized.id))
    .returning({ code: productDimensions.code });
  sizeCode = size?.code ?? '';
  [admin, inspector] = await Promise.all([signedInStaff(t, 'Admin'), signedInStaff(t, 'Inspector')]);
  const locations = (await call(inspector, 'GET', 'stock/locations')).json<AdminStockLocation[]>();
  for (const location of locations) at[location.code] = location.id;
});
afterAll(() => t.close());

describe('stock per location in the back office', () => {
  it('lists the locations in Greek and English, and lets only an Admin change stock', async () => {
    const greek = (await call(inspector, 'GET', 'stock/locations', undefined, 'el')).json<
      AdminStockLocation[]
    >();
    expect(greek.map((location) => [location.code, location.nm, location.ships])).toEqual([
      ['web', 'Αποθήκη e-shop', true],
      ['lamia', 'Φαρμακείο Λαμίας', false],
      ['larissa', 'Φαρμακείο Λάρισας', false],
    ]);
    const body = {
      productId: plain.id,
      reason: 'count',
      lines: [{ locationId: at.web, dimensionId: null, stock: 1 }],
    };
    expect((await call(inspector, 'POST', 'stock/save', body)).statusCode).toBe(403);
  });

  it('saves counts per location with who and why, and the history explains the number', async () => {
    const response = await call(admin, 'POST', 'stock/save', {
      productId: plain.id,
      reason: 'yearly count',
      lines: [
        { locationId: at.web, dimensionId: null, stock: 7 },
        { locationId: at.larissa, dimensionId: null, stock: 4 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const stock = response.json<AdminProductStock>();
    expect([held(stock, at.web ?? 0), held(stock, at.larissa ?? 0)]).toEqual([7, 4]);
    expect(stock.history.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          locationId: at.larissa,
          stockAfter: 4,
          kind: 'adjustment',
          reason: 'yearly count',
        }),
        expect.objectContaining({
          locationId: at.web,
          stockAfter: 7,
          kind: 'adjustment',
          reason: 'yearly count',
        }),
      ]),
    );
    expect(stock.history[0]?.staff).toMatch(/^admin\./);
    // Only the warehouse ships: the catalogue sells its 7.
    const [row] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, plain.id));
    expect(row?.stock).toBe(7);
  });

  it('refuses a count without a reason, below zero or at an unknown location, changing nothing', async () => {
    const before = await stockOf(plain.id);
    const noReason = await call(admin, 'POST', 'stock/save', {
      productId: plain.id,
      reason: ' ',
      lines: [{ locationId: at.web, dimensionId: null, stock: 3 }],
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ errors: { reason: ['required_field'] } });
    const unknown = await call(admin, 'POST', 'stock/save', {
      productId: plain.id,
      reason: 'count',
      lines: [
        { locationId: at.web, dimensionId: null, stock: 3 },
        { locationId: 999_999, dimensionId: null, stock: 3 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: { 'lines.1.locationId': ['not_found'] } });
    expect(unknown.json<{ message: string }>().message).toMatch(/location/);
    expect((await stockOf(plain.id)).rows).toEqual(before.rows);
  });

  it('transfers in one call, refusing more than the source holds', async () => {
    const transfer = {
      productId: plain.id,
      dimensionId: null,
      fromLocationId: at.larissa,
      toLocationId: at.lamia,
    };
    const short = await call(
      admin,
      'POST',
      'stock/transfer',
      { ...transfer, quantity: 5, reason: 'too many' },
      'el',
    );
    expect(short.statusCode).toBe(409);
    expect(short.json<{ message: string }>().message).toBe(
      'Το σημείο προέλευσης δεν έχει αρκετό απόθεμα για αυτή τη μεταφορά.',
    );
    const moved = await call(admin, 'POST', 'stock/transfer', {
      ...transfer,
      quantity: 3,
      reason: 'for pickups',
    });
    expect(moved.statusCode).toBe(204);
    const stock = await stockOf(plain.id);
    expect([held(stock, at.larissa ?? 0), held(stock, at.lamia ?? 0)]).toEqual([1, 6]);
  });

  it('imports counts as CSV: a dry run and any bad row write nothing; a clean run writes every row', async () => {
    const csv = (rows: string[]) => ['location,code,size_code,stock', ...rows].join('\n');
    const bad = await call(admin, 'POST', 'stock/import', {
      csv: csv([
        `lamia,${plain.code},,2`,
        `athens,${plain.code},,1`,
        `web,${sized.code},,5`,
        `web,NOPE,,1`,
        `web,${plain.code},,-1`,
      ]),
      reason: 'count',
      dryRun: false,
    });
    expect(bad.statusCode).toBe(200);
    const result = bad.json<AdminStockImportResult>();
    expect(result.written).toBe(false);
    expect(result.problems.map((problem) => [problem.line, problem.code])).toEqual([
      [3, 'csv_unknown_location'],
      [4, 'csv_stock_of_sized_product'],
      [5, 'csv_unknown_product'],
      [6, 'csv_invalid_stock'],
    ]);
    expect(result.problems[0]?.message).toMatch(/location/);
    const good = csv([`lamia,${plain.code},,2`, `larissa,${sized.code},${sizeCode},3`]);
    const dry = await call(admin, 'POST', 'stock/import', { csv: good, reason: 'count' });
    expect(dry.json<AdminStockImportResult>()).toMatchObject({ rows: 2, problems: [], written: false });
    expect(held(await stockOf(plain.id), at.lamia ?? 0)).toBe(6);
    const run = await call(admin, 'POST', 'stock/import', { csv: good, reason: 'shop count', dryRun: false });
    expect(run.json<AdminStockImportResult>()).toMatchObject({ rows: 2, problems: [], written: true });
    expect(held(await stockOf(plain.id), at.lamia ?? 0)).toBe(2);
    const sizedStock = await stockOf(sized.id);
    expect(sizedStock.rows.find((row) => row.locationId === at.larissa)?.stock).toBe(3);
    expect(sizedStock.history[0]).toMatchObject({ kind: 'adjustment', reason: 'shop count', change: 3 });
  });
});
