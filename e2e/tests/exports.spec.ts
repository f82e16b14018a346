import { expect, test } from '@playwright/test';
import { staffSignsIn } from './admin-support';
import { open } from './support';

test.describe.configure({ timeout: 120_000 });

test('an Inspector downloads the orders, customers and stock exports from the back office, as CSV Excel reads', async ({
  page,
}) => {
  await staffSignsIn(page, 'Inspector');
  await open(page, '/en/admin/exports');
  const orders = page.getByRole('region', { name: 'Orders of a period (lines, payments, shipping)' });
  await orders.getByLabel('From').fill('2020-01-01');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    orders.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-2020-01-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const ordersCsv = await page.request.get(`/en/admin/exports/orders?from=2020-01-01&to=2099-12-31`);
  expect(ordersCsv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const ordersText = (await ordersCsv.body()).toString('utf8');
  expect(ordersText.startsWith('\uFEFForder,placed_at,status,email,')).toBe(true);

  const customersCsv = await page.request.get('/en/admin/exports/customers');
  expect(customersCsv.status()).toBe(200);
  const lines = (await customersCsv.body()).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    '\uFEFFid,email,first_name,last_name,phone,language,registered_at,email_verified,google_sign_in,last_login_at,newsletter,newsletter_confirmed_at',
  );
  const stockSection = page.getByRole('region', { name: 'Stock per location (warehouse and stores)' });
  const [stockDownload] = await Promise.all([
    page.waitForEvent('download'),
    stockSection.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(stockDownload.suggestedFilename()).toBe('stock-per-location.csv');
  const stockCsv = await page.request.get('/en/admin/exports/stock');
  expect(stockCsv.status()).toBe(200);
  const stockLines = (await stockCsv.body()).toString('utf8').split('\r\n').filter(Boolean);
  expect(stockLines[0]).toBe(
    '\uFEFFlocation_code,location,ships,product_id,code,size_code,barcode,name_el,size,color,stock',
  );
  expect(stockLines.length).toBeGreaterThan(1);
  // Nothing a spreadsheet would run as a formula, in any cell of any file.
  for (const text of [ordersText, ...lines, ...stockLines]) expect(text).not.toMatch(/(^|,|\r\n)[=+\-@]/);
});
