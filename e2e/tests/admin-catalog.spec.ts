import { expect, test } from '@playwright/test';
import { csvFields, csvLine, staffSignsIn } from './admin-support';
import { apiProduct, axeProblems, open, screenshot, stockedProducts } from './support';

// The back office's journeys sign in and move through several server-rendered pages.
test.describe.configure({ timeout: 120_000 });

const euros = (value: number) => `${value.toFixed(2)}\u00a0€`;

test('an Admin cuts a price in the back office and the product page shows the lowest price of the previous 30 days', async ({
  page,
}) => {
  const [product] = await stockedProducts(1, (candidate) => candidate.cprc >= 5, 7);
  if (!product) throw new Error('no product');
  const before = product.cprc;
  const cut = Math.round(before * 80) / 100;

  await staffSignsIn(page, 'Admin');
  await open(page, `/en/admin/products/${product.id}`);
  const prices = page.getByRole('region', { name: 'Prices' });
  await prices.getByLabel('Price', { exact: true }).fill(cut.toFixed(2));
  await prices.getByLabel('Price before reduction').fill(before.toFixed(2));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  // The page reads the product again: the cut is in the history, the reference price beside it.
  await expect(page.getByTestId('lowest-30')).toContainText(euros(before));
  await expect(page.getByRole('region', { name: 'Price history' })).toContainText(euros(cut));
  expect(await axeProblems(page, 'admin product')).toEqual([]);
  await screenshot(page, 'admin-product-en');

  expect((await apiProduct(product.id, 'en')).cprc).toBe(cut);
  await open(page, `/en/products/${product.eurl}`);
  await expect(page.getByTestId('lowest-price').first()).toHaveText(
    `Lowest price in the last 30 days: ${euros(before)}`,
  );

  // The same page in Greek, for the eye.
  await open(page, `/el/admin/products/${product.id}`);
  await expect(page.getByRole('heading', { name: 'Τιμές' })).toBeVisible();
  await screenshot(page, 'admin-product-el');
});

test('a CSV import with two bad rows reports them and changes nothing; a clean one updates 50 prices and stocks', async ({
  page,
}) => {
  await staffSignsIn(page, 'Admin');
  const exported = await page.request.get('/en/admin/products/export');
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toContain('text/csv');
  const [header = '', ...rows] = (await exported.text())
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const columns = csvFields(header);
  const at = (name: string) => columns.indexOf(name);
  // Products of their own (no sizes) with stock of their own and no reduction: price and stock change freely.
  const chosen = rows
    .map(csvFields)
    .filter(
      (fields) =>
        fields[at('size_code')] === '' && fields[at('stock')] !== '' && fields[at('list_price')] === '',
    )
    .filter((fields) => fields[at('code')]?.startsWith('PH'))
    .slice(0, 52);
  expect(chosen).toHaveLength(52);
  const [, , ...clean] = chosen;
  const changed = clean.map((fields) => {
    const copy = [...fields];
    copy[at('price')] = (Number(fields[at('price')]) + 0.1).toFixed(2);
    copy[at('stock')] = String(Number(fields[at('stock')]) + 3);
    return copy;
  });
  const [first = [], second = []] = chosen;
  const badPrice = [...first];
  badPrice[at('price')] = 'twelve';
  const unknownCode = [...second];
  unknownCode[at('code')] = 'NO-SUCH-PRODUCT';
  const file = (lines: string[][]) => ({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...lines.map(csvLine)].join('\n')),
  });

  await open(page, '/en/admin/import');
  await page.getByLabel('CSV file').setInputFiles(file([...changed, badPrice, unknownCode]));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('2 problems: nothing was changed.');
  await expect(report.getByRole('row')).toHaveCount(3);
  await expect(report.getByRole('row').nth(1)).toContainText('price');
  await expect(report.getByRole('row').nth(2)).toContainText(`${changed.length + 3}`);
  expect(await axeProblems(page, 'admin import')).toEqual([]);
  await screenshot(page, 'admin-import-refused-en');
  // Nothing moved: every row is still what the export said.
  const again = await (await page.request.get('/en/admin/products/export')).text();
  for (const fields of chosen) expect(again.includes(csvLine(fields)), fields[at('code')]).toBe(true);

  await page.getByLabel('CSV file').setInputFiles(file(changed));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(report).toContainText('Imported: the changes are saved.');
  await expect(page.getByTestId('price-changes')).toHaveText('50');
  await expect(page.getByTestId('stock-changes')).toHaveText('50');
  await screenshot(page, 'admin-import-applied-en');

  const after = await page.request.get('/en/admin/products/export');
  const afterText = await after.text();
  for (const fields of changed) expect(afterText.includes(csvLine(fields)), fields[at('code')]).toBe(true);
});

test('the products list sorts and pages on the server, in Greek', async ({ page }) => {
  await staffSignsIn(page, 'Admin', 'el');
  await open(page, '/el/admin/products');
  await page.getByRole('link', { name: /Τιμή/ }).click();
  await expect(page).toHaveURL(/sort=price&dir=asc/);
  await page.getByRole('link', { name: /Τιμή/ }).click();
  await expect(page).toHaveURL(/sort=price&dir=desc/);
  await page.getByRole('link', { name: 'Επόμενη' }).click();
  await expect(page).toHaveURL(/page=2/);
  expect(await axeProblems(page, 'admin products')).toEqual([]);
  await screenshot(page, 'admin-products-el');
});
