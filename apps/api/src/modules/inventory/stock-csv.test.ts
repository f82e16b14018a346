import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stockLocations } from '../../db/schema/index.ts';
import { parseCsv } from '../../lib/csv.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { type CheckoutWorld, checkoutWorld } from '../checkout/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { stockExportCsv } from './stock-csv.ts';

let t: TestApp;
let world: CheckoutWorld;
let store = 0;

beforeAll(async () => {
  t = await createTestApp();
  world = await checkoutWorld(t, 0);
  const [made] = await t.database.db
    .insert(stockLocations)
    .values({ code: 'volos', nameEl: '=Βόλος', nameEn: 'Volos', position: 5 })
    .returning({ id: stockLocations.id });
  store = made?.id ?? 0;
  await t.database.db.update(products).set({ barcode: '-2+3' }).where(eq(products.id, world.productId));
  await t.services.inventory.setAtLocations(
    [{ locationId: store, productId: world.productId, dimensionId: null, stock: 7 }],
    { staffId: null, reason: 'count' },
  );
});
afterAll(() => t.close());

const exportStock = (bearer: string | null) =>
  t.app.inject({
    method: 'GET',
    url: '/api/el/admin/stock/export.csv',
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });

describe('stock per location export', () => {
  it('lists each location’s stock of each product with codes and names, formula-like values as text', async () => {
    const response = await exportStock(await signedInStaff(t, 'Inspector'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFFlocation_code,location,ships,product_id,')).toBe(true);
    const [header, ...rows] = parseCsv(response.body).records.map((record) => record.fields);
    const named = rows.map((row) => Object.fromEntries(header?.map((name, at) => [name, row[at]]) ?? []));
    const [code] = await t.database.db
      .select({ code: products.code })
      .from(products)
      .where(eq(products.id, world.productId));
    expect(named).toContainEqual(
      expect.objectContaining({
        location_code: 'volos',
        location: '=Βόλος',
        ships: 'no',
        product_id: String(world.productId),
        code: code?.code,
        barcode: '-2+3',
        stock: '7',
      }),
    );
    // The warehouse (position 0) comes before the store (position 5).
    expect(named.findIndex((row) => row.location_code === 'web')).toBeLessThan(
      named.findIndex((row) => row.location_code === 'volos'),
    );
    expect(response.body).toContain(`"'=Βόλος"`);
    expect(response.body).not.toMatch(/(^|,)"?([=+\-@\t]|\r(?!\n))/m);
  });

  it('is for staff only, and reads the rows a batch at a time', async () => {
    expect((await exportStock(null)).statusCode).toBe(401);
    const chunks: string[] = [];
    for await (const chunk of stockExportCsv(t.database.db, 1)) chunks.push(chunk);
    const rows = chunks.slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((chunk) => chunk.split('\r\n').filter(Boolean).length === 1)).toBe(true);
    // Batches of one row each give the same file as one batch.
    const whole: string[] = [];
    for await (const chunk of stockExportCsv(t.database.db)) whole.push(chunk);
    expect(chunks.join('')).toBe(whole.join(''));
  });
});
