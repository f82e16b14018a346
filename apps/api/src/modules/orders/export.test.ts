import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { parseCsv } from '../../lib/csv.ts';
import { createTestApp, insertPlainTestProduct, type TestApp } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { orderExportCsv } from './export-csv.ts';
import { placeTestOrder } from './test-fixtures.ts';

let t: TestApp;
let product: number;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' }).format(new Date());

async function exportCsv(bearer: string | null, query: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/el/admin/orders/export.csv?${query}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

beforeAll(async () => {
  t = await createTestApp();
  product = await insertPlainTestProduct(t, { stock: 50 });
});
afterAll(() => t.close());

describe('orders export', () => {
  it('is CSV with a byte-order mark, a row per line, and every formula-like value written as text', async () => {
    const placed = [];
    for (let index = 0; index < 3; index += 1) {
      placed.push(await placeTestOrder(t, { lines: [{ pid: product, quantity: index + 1 }] }));
    }
    const [first] = placed;
    if (!first) throw new Error('no order');
    await t.database.db
      .update(orders)
      .set({ companyName: '=HYPERLINK("http://evil")', email: '-2+3@example.gr' })
      .where(eq(orders.id, first.id));

    const inspector = await signedInStaff(t, 'Inspector');
    const response = await exportCsv(inspector, `from=${today}&to=${today}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="orders-${today}-${today}.csv"`,
    );
    expect(response.body.startsWith('\uFEFForder,placed_at,status,')).toBe(true);
    const { records } = parseCsv(response.body);
    const [header, ...rows] = records.map((record) => record.fields);
    expect(rows).toHaveLength(3);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const firstRow = rows.find((row) => row[column('order')] === first.code);
    expect(firstRow?.[column('company_name')]).toBe('=HYPERLINK("http://evil")');
    expect(firstRow?.[column('email')]).toBe('-2+3@example.gr');
    expect(firstRow?.[column('product_id')]).toBe(String(product));
    expect(firstRow?.[column('quantity')]).toBe('1');
    // Reading the file back gives the values; in the file itself no cell starts as a formula would.
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(response.body).not.toMatch(/(^|,)"?([=+\-@\t]|\r(?!\n))/m);
  });

  it('takes a period of days and refuses one that ends before it starts, or a caller who is not staff', async () => {
    const admin = await signedInStaff(t, 'Admin');
    const empty = await exportCsv(admin, 'from=2001-01-01&to=2001-01-31');
    // The header alone.
    expect(empty.body.split('\r\n')).toEqual([expect.stringMatching(/^\uFEFForder,/), '']);
    const backwards = await exportCsv(admin, 'from=2026-02-02&to=2026-02-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ errors: { to: ['invalid_date'] } });
    expect((await exportCsv(null, `from=${today}&to=${today}`)).statusCode).toBe(401);
  });

  it('reads the orders a batch at a time', async () => {
    const chunks: string[] = [];
    for await (const chunk of orderExportCsv(t.database.db, today, today, 2)) chunks.push(chunk);
    // The header, then three orders two at a time.
    expect(chunks).toHaveLength(3);
  });
});
