import type { AdminDocumentList, AdminDocumentTotals } from '@shop/contract';
import { OrderStatus } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { issueDateOf } from './numbering.ts';
import { type DocumentsWorld, documentsWorld, moveOrder, payByCard, placeOrder } from './test-world.ts';
import { validateMyData } from './test-xsd.ts';

let t: TestApp;
let world: DocumentsWorld;
let inspector: string;
let sales: string;
const today = issueDateOf(new Date()).issueDate;

beforeAll(async () => {
  t = await createTestApp();
  world = await documentsWorld(t);
  inspector = await signedInStaff(t, 'Inspector');
  sales = await signedInStaff(t, 'SalesPerson');
  // A receipt, an invoice to a company whose name looks like a formula, and a cancelled sale.
  await payByCard(t, await placeOrder(t, world, { payment: 'card' }));
  await payByCard(
    t,
    await placeOrder(t, world, {
      payment: 'card',
      form: {
        rt: 'invoice',
        cnm: '-1+1 Φαρμακεία Α.Ε.',
        irs: 'ΔΟΥ Λάρισας',
        job: 'Εμπόριο',
        vat: '094014201',
      },
    }),
  );
  const cancelled = await placeOrder(t, world, { payment: 'card' });
  await payByCard(t, cancelled);
  await moveOrder(t, cancelled, OrderStatus.Cancelled);
});
afterAll(() => t.close());

const get = (url: string, bearer?: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

describe('documents in the back office', () => {
  it('lists, filters by kind, series and state, and pages; says when myDATA is not configured', async () => {
    const all = (await get('/api/el/admin/documents/getall', inspector)).json<AdminDocumentList>();
    expect(all.total).toBe(4);
    expect(all.configured).toBe(false);
    expect(all.items.map((row) => row.type)).toEqual(['11.4', '11.1', '1.1', '11.1']);
    expect(all.items[0]).toMatchObject({
      ttl: 'Πιστωτικό Στοιχείο Λιανικής',
      st: 'not_configured',
      att: 0,
      errs: [],
    });
    const credits = (
      await get('/api/el/admin/documents/getall?kind=credit_receipt', inspector)
    ).json<AdminDocumentList>();
    expect(credits.items.map((row) => row.type)).toEqual(['11.4']);
    const invoices = (
      await get('/api/el/admin/documents/getall?series=I', inspector)
    ).json<AdminDocumentList>();
    expect(invoices.items.map((row) => row.type)).toEqual(['1.1']);
    expect(
      (await get('/api/el/admin/documents/getall?st=transmitted', inspector)).json<AdminDocumentList>().total,
    ).toBe(0);
    const page = (
      await get('/api/el/admin/documents/getall?psize=1&page=2', inspector)
    ).json<AdminDocumentList>();
    expect(page).toMatchObject({ total: 4, page: 2, psize: 1 });
    expect(page.items).toHaveLength(1);
    const before = (
      await get(`/api/el/admin/documents/getall?to=2000-01-01`, inspector)
    ).json<AdminDocumentList>();
    expect(before.total).toBe(0);
  });

  it('refuses bad filters with field errors, customers and the signed-out', async () => {
    const bad = await get('/api/el/admin/documents/getall?kind=bill&from=2026-02-30', inspector);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['from', 'kind']);
    expect((await get('/api/el/admin/documents/getall')).statusCode).toBe(401);
    const customer = await signedUpCustomer(t);
    expect((await get('/api/el/admin/documents/getall', customer.at)).statusCode).toBe(401);
  });

  it('totals the period per VAT category with the credit note subtracted', async () => {
    const totals = (
      await get(`/api/el/admin/documents/totals?from=${today}&to=${today}`, inspector)
    ).json<AdminDocumentTotals>();
    const all = (await get('/api/el/admin/documents/getall', inspector)).json<AdminDocumentList>();
    const signed = (field: 'net' | 'vat' | 'amt') =>
      all.items.reduce((sum, row) => sum + (row.type === '11.4' ? -row[field] : row[field]) * 100, 0) / 100;
    expect(totals).toMatchObject({ docs: 4, net: signed('net'), vat: signed('vat'), amt: signed('amt') });
    expect(totals.rows.map((row) => [row.cat, row.rate])).toEqual([
      [1, 24],
      [2, 13],
    ]);
    const rowsVat = totals.rows.reduce((sum, row) => sum + row.vat * 100, 0) / 100;
    expect(rowsVat).toBeCloseTo(totals.vat, 2);
  });

  it('exports the period as CSV (formula-looking cells neutralised) and as XML valid by AADE’s schema', async () => {
    const csv = await get(`/api/el/admin/documents/export/csv?from=${today}&to=${today}`, inspector);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'date,type,title,series,number,order,vat_number,counterpart,net,vat,gross,transmission,mark',
    );
    expect(lines).toHaveLength(5);
    expect(csv.body).toContain(`"'-1+1 Φαρμακεία Α.Ε."`);
    const xml = await get(`/api/el/admin/documents/export/xml?from=${today}&to=${today}`, inspector);
    expect(xml.statusCode).toBe(200);
    expect((await validateMyData(xml.body)).errors).toEqual([]);
    expect(xml.body.match(/<invoice>/g)).toHaveLength(4);
  });

  it('serves a document’s PDF to staff; a retry needs myDATA credentials and write access', async () => {
    const [row] = (await get('/api/el/admin/documents/getall', inspector)).json<AdminDocumentList>().items;
    const pdf = await get(`/api/en/admin/documents/pdf?id=${row?.id}`, inspector);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await get('/api/en/admin/documents/pdf?id=999999', inspector)).statusCode).toBe(404);
    const retry = async (bearer: string) => {
      const token = await xsrf(t.app);
      return t.app.inject({
        method: 'POST',
        url: '/api/el/admin/documents/retry',
        headers: { ...token.headers, authorization: `Bearer ${bearer}` },
        payload: { id: row?.id },
      });
    };
    expect((await retry(inspector)).statusCode).toBe(403);
    const refused = await retry(sales);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('MYDATA_USER_ID') });
  });
});
