import { expect, test } from '@playwright/test';
import { staffSignsIn } from './admin-support';
import { orderToShip, pdfText } from './fulfilment-support';
import { screenshot, stockedProducts } from './support';

// Signs in and works through several server-rendered pages and a PDF.
test.describe.configure({ timeout: 180_000 });

test("staff open the day's picking list, pack two orders (a wrong line refused first), print the PDF and read the stock history (Greek)", async ({
  page,
}) => {
  const [first, second] = await stockedProducts(2, (product) => product.cprc < 60, 3);
  if (!first || !second) throw new Error('no products');
  const { code: one } = await orderToShip(
    [
      { pid: first.id, qty: 2 },
      { pid: second.id, qty: 1 },
    ],
    'one',
  );
  const { code: two } = await orderToShip([{ pid: second.id, qty: 1 }], 'two');

  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignsIn(page, 'SalesPerson', 'el');
  await page.goto('/el/admin/picking');
  await expect(page.getByRole('heading', { name: 'Συλλογή και συσκευασία', level: 1 })).toBeVisible();
  const products = page.getByRole('region', { name: 'Τι συλλέγεται (ανά προϊόν)' });
  await expect(products.getByRole('row', { name: new RegExp(one) }).first()).toBeVisible();
  await screenshot(page, 'picking-1366');

  // The PDF of the same list opens and reads in Greek.
  const pdfHref = await page.getByRole('link', { name: 'Εκτύπωση (PDF)' }).getAttribute('href');
  const pdf = await page.request.get(new URL(pdfHref ?? '', page.url()).toString());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(new Uint8Array(await pdf.body()));
  expect(text).toContain('Λίστα συλλογής');
  expect(text).toContain(one);
  expect(text).toContain(two);

  // On a phone: the first order with a wrong product scanned is refused, then packed right.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('article', { name: `Παραγγελία ${one}` });
  await card.getByLabel('Σάρωση ή πληκτρολόγηση barcode / κωδικού').fill('0000000000000');
  await card.getByLabel('Σάρωση ή πληκτρολόγηση barcode / κωδικού').press('Enter');
  await expect(card.getByText('Δεν ανήκουν στην παραγγελία: 0000000000000')).toBeVisible();
  for (const tick of await card.getByRole('checkbox', { name: /συλλέχθηκε/ }).all()) await tick.check();
  await screenshot(page, 'picking-390-scanning');
  await card.getByRole('button', { name: 'Συσκευάστηκε' }).click();
  await expect(card.getByRole('alert').filter({ hasText: 'Λάθος προϊόν' })).toBeVisible();
  await screenshot(page, 'picking-390-refused');
  await card.getByRole('button', { name: 'Καθαρισμός σαρώσεων' }).click();
  await card.getByRole('button', { name: 'Συσκευάστηκε' }).click();
  await expect(card.getByRole('status')).toContainText('Συσκευάστηκε');

  // The second: nothing ticked is refused as missing, then ticked and packed.
  const other = page.getByRole('article', { name: `Παραγγελία ${two}` });
  await other.getByRole('button', { name: 'Συσκευάστηκε' }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'Λείπουν γραμμές' })).toBeVisible();
  await other.getByRole('checkbox', { name: /συλλέχθηκε/ }).check();
  await other.getByRole('button', { name: 'Συσκευάστηκε' }).click();
  await expect(other.getByRole('status')).toContainText('Συσκευάστηκε');
  await expect(products.getByRole('row', { name: new RegExp(one) })).toHaveCount(0);
  await screenshot(page, 'picking-390-packed');

  // The stock screen explains the number: the orders' sales are in the product's history.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/el/admin/stock?q=${encodeURIComponent(second.nm)}`);
  await expect(page.getByRole('heading', { name: 'Απόθεμα ανά σημείο', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: second.nm }).first().click();
  await expect(page.getByRole('heading', { name: `Απόθεμα: ${second.nm}` })).toBeVisible();
  await expect(page.getByTestId('stock-movement').filter({ hasText: 'Πώληση' }).first()).toBeVisible();
  await screenshot(page, 'stock-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'stock-390');
});
