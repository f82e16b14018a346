import { expect, type Page, test } from '@playwright/test';
import { staffSignsIn } from './admin-support';
import { type OrderToShip, orderToShip, pdfText } from './fulfilment-support';
import { apiPost, mailsTo, open, screenshot, staffToken, stockedProducts } from './support';

// Signs in, packs, works the shipping screen, reads a PDF and follows the parcel as the customer.
test.describe.configure({ timeout: 240_000 });

/** The Admin sets a product's shipping weight (grams; null removes it), as the feeds screen does. */
async function setWeight(productId: number, weightGrams: number | null): Promise<void> {
  const set = await apiPost('admin/feeds/weights/set', { productId, weightGrams }, await staffToken('Admin'));
  expect(set.status, await set.clone().text()).toBe(200);
}

/** Packs each order on the day's picking list, every line ticked. */
async function pack(page: Page, orders: OrderToShip[]): Promise<void> {
  await page.goto('/el/admin/picking');
  for (const order of orders) {
    const card = page.getByRole('article', { name: `Παραγγελία ${order.code}` });
    for (const tick of await card.getByRole('checkbox', { name: /συλλέχθηκε/ }).all()) await tick.check();
    await card.getByRole('button', { name: 'Συσκευάστηκε' }).click();
    await expect(card.getByRole('status')).toContainText('Συσκευάστηκε');
  }
}

test('staff make ACS vouchers for the packed orders (a refusal shown in Greek beside its order), print the labels and close the day; the customer follows the parcel to its delivery and gets the mails (Greek)', async ({
  page,
}) => {
  const [light, heavy] = await stockedProducts(2, (product) => product.cprc < 60, 13);
  if (!light || !heavy) throw new Error('no products');
  // 40 kg: more than ACS carries in one parcel, so its voucher is refused until the weight is right.
  await setWeight(heavy.id, 40_000);
  const one = await orderToShip([{ pid: light.id, qty: 1 }], 'ship-one');
  const two = await orderToShip([{ pid: heavy.id, qty: 1 }], 'ship-heavy');

  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignsIn(page, 'SalesPerson', 'el');
  await pack(page, [one, two]);

  await page.goto('/el/admin/shipping');
  await expect(page.getByRole('heading', { name: 'Vouchers και αποστολές', level: 1 })).toBeVisible();
  await expect(page.getByTestId('carrier-status')).toContainText('ACS: τοπική μεταφορική δοκιμών');
  const rowOf = (order: OrderToShip) => page.getByTestId('shipping-order').filter({ hasText: order.code });
  await expect(rowOf(one)).toContainText('Χωρίς voucher');
  // Only this journey's orders: others packed today on the same shop are left as they are.
  for (const box of await page.getByRole('checkbox', { name: /^Επιλογή της / }).all()) {
    const label = (await box.getAttribute('aria-label')) ?? '';
    if (!label.includes(one.code) && !label.includes(two.code)) await box.uncheck();
  }
  await page.getByRole('button', { name: 'Έκδοση voucher για τις επιλεγμένες' }).click();
  await expect(page.getByText('Voucher: 1 νέα, 0 υπήρχαν ήδη, 1 απορρίφθηκαν.')).toBeVisible();
  await expect(rowOf(one).getByTestId('order-voucher')).toContainText(/ACS · 72\d+/);
  const refusal = rowOf(two).getByRole('alert');
  await expect(refusal).toContainText(`Η μεταφορική δεν εξέδωσε voucher για την ${two.code}:`);
  await expect(refusal).toContainText('Το βάρος του δέματος δεν έγινε δεκτό από τη μεταφορική.');
  await screenshot(page, 'shipping-1366-refused');

  // The weight corrected, the refused order's voucher is asked again on its own.
  await setWeight(heavy.id, null);
  await rowOf(two)
    .getByRole('button', { name: `Έκδοση voucher για την ${two.code}` })
    .click();
  await expect(rowOf(two).getByTestId('order-voucher')).toContainText(/ACS · 72\d+/);
  const trackingOf = async (order: OrderToShip) =>
    ((await rowOf(order).getByTestId('voucher-number').textContent()) ?? '').trim();
  const [first, second] = [await trackingOf(one), await trackingOf(two)];
  const voucherText = (await rowOf(one).getByTestId('order-voucher').textContent()) ?? '';
  const collected = /Αντικαταβολή\s*([\d.,]+)/.exec(voucherText)?.[1] ?? '';
  expect(collected).not.toBe('');

  // The labels: one PDF with both parcels' labels, the carrier's own.
  const href = await page
    .getByRole('link', { name: 'Εκτύπωση ετικετών (A4, 4 ανά σελίδα)' })
    .getAttribute('href');
  const labels = await page.request.get(new URL(href ?? '', page.url()).toString());
  expect(labels.status()).toBe(200);
  expect(labels.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(new Uint8Array(await labels.body()));
  expect(text).toContain(first);
  expect(text).toContain(second);

  // The day's close: ACS's pickup list, and the orders are with the courier.
  await page.getByRole('button', { name: 'Κλείσιμο ημέρας' }).click();
  await expect(
    page.getByText(/Λίστα παραλαβής 97\d+: \d+ αποστολές παραδίδονται στον κούριερ\./),
  ).toBeVisible();
  await page.reload();
  await expect(rowOf(one)).toContainText('Στην εταιρεία μεταφορών');
  await expect(rowOf(one).getByTestId('order-voucher')).toContainText(/Λίστα παραλαβής 97\d+/);
  await screenshot(page, 'shipping-1366-closed');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'shipping-390-closed');

  // The customer's order page: shipped, with the tracking number and the courier's link.
  await open(page, '/track-order');
  const form = page.getByRole('form', { name: 'Παρακολούθηση παραγγελίας' });
  await form.getByLabel('Αριθμός παραγγελίας').fill(one.code);
  await form.getByLabel('Email').fill(one.email);
  await form.getByRole('button', { name: 'Αναζήτηση' }).click();
  const history = page.getByTestId('status-history').getByRole('listitem');
  await expect(history.last()).toContainText('Στην εταιρεία μεταφορών');
  const parcel = page.getByTestId('order-tracking');
  await expect(parcel).toContainText(`Αριθμός αποστολής: ${first}`);
  await expect(
    parcel.getByRole('link', { name: 'Παρακολούθηση στη σελίδα της μεταφορικής' }),
  ).toHaveAttribute('href', new RegExp(`acscourier\\.net.*${first}`));
  await screenshot(page, 'shipping-customer-shipped-390');
  expect(await mailsTo(one.email, first)).toHaveLength(1);

  // ACS reports the parcel delivered; the tracking poll (the job's run, asked now) moves the order.
  const staff = await staffToken();
  const advanced = await apiPost('admin/carriers/sandbox/advance', { tn: first, kind: 'delivered' }, staff);
  expect(advanced.status, await advanced.clone().text()).toBe(200);
  const polled = await apiPost('admin/carriers/tracking/poll', {}, staff);
  expect(polled.status, await polled.clone().text()).toBe(200);
  await open(page, '/track-order');
  await form.getByLabel('Αριθμός παραγγελίας').fill(one.code);
  await form.getByLabel('Email').fill(one.email);
  await form.getByRole('button', { name: 'Αναζήτηση' }).click();
  await expect(history.last()).toContainText('Ολοκληρώθηκε');
  await expect(parcel).toContainText('Παραδόθηκε');
  await screenshot(page, 'shipping-customer-delivered-390');
  expect(await mailsTo(one.email, `Η παραγγελία ${one.code} παραδόθηκε`)).toHaveLength(1);

  // ACS's COD report: the first parcel's cash matches its order, the second's does not and is flagged.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/el/admin/shipping');
  const cod = page.getByRole('region', { name: 'Εκκαθάριση αντικαταβολών' });
  await cod.getByLabel('Αρχείο αντικαταβολών (CSV)').setInputFiles({
    name: 'acs-cod.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Αριθμός αποστολής;Ποσό αντικαταβολής\n${first};${collected}\n${second};1,00\n`),
  });
  await cod.getByRole('button', { name: 'Εισαγωγή' }).click();
  const result = cod.getByTestId('cod-result');
  await expect(result).toContainText('Πληρώθηκαν 1 παραγγελίες, 1 με διαφορά ποσού.');
  await expect(result.getByRole('row').filter({ hasText: first })).toContainText('Πληρώθηκε');
  await expect(result.getByRole('row').filter({ hasText: second })).toContainText('Διαφορά ποσού');
  await screenshot(page, 'shipping-1366-cod');
});
