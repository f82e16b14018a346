/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { closeAssistant, fillCart, open, screenshot, stockedProducts } from './support';

/**
 * Issue 26: "Toasts fit a 390 px screen", seen in Greek on a phone. Each toast a guest meets
 * (a refused add, the gift card bought alone, the gift card form's refusal and its success) lies
 * whole inside the screen, its text is not cut, and the page does not scroll sideways.
 */

const WIDTH = 390;
const HEIGHT = 844;

test.use({ viewport: { width: WIDTH, height: HEIGHT } });

async function expectToastFits(page: Page, text: string, name: string): Promise<void> {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  // The toast slides in from beyond the right edge: it must come to rest inside the screen (a
  // toast that never does fails here), however slowly the machine draws it.
  await expect
    .poll(
      async () => {
        const moving = await toast.boundingBox();
        return moving ? moving.x + moving.width : Number.POSITIVE_INFINITY;
      },
      { message: `${name}: right edge`, timeout: 5_000 },
    )
    .toBeLessThanOrEqual(WIDTH);
  const box = await toast.boundingBox();
  expect(box, `${name}: the toast's box`).not.toBeNull();
  if (box) {
    expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box.y, `${name}: top edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(WIDTH);
    expect(box.y + box.height, `${name}: bottom edge`).toBeLessThanOrEqual(HEIGHT);
  }
  // No element of the toast holds more text than it shows (an icon has no width of its own to compare).
  const clipped = await toast.evaluate((element) =>
    [element, ...element.querySelectorAll('*')]
      .filter((node) => node.clientWidth > 0 && node.scrollWidth > node.clientWidth)
      .map((node) => `${node.className}: ${node.scrollWidth} > ${node.clientWidth}`),
  );
  expect(clipped, `${name}: text cut off`).toEqual([]);
  await expect(toast).toContainText(text);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name}: the page scrolls sideways`,
  ).toBeLessThanOrEqual(WIDTH);
  await page.screenshot({ path: `${new URL('../artifacts/', import.meta.url).pathname}toast-${name}.png` });
}

interface ApiSize {
  qty: number;
}

/** A product whose size must be chosen before it goes in the cart, with sizes in stock. */
async function sizedProduct(): Promise<{ eurl: string }> {
  for (let id = 1; id < 400; id += 1) {
    const response = await fetch(`${process.env.E2E_API_URL}/api/el/products/getbyidfront?id=${id}`);
    if (!response.ok) continue;
    const product = (await response.json()) as { eurl: string; ptype: number; dimensions: ApiSize[] };
    if (product.ptype === 0 && product.dimensions.filter((size) => size.qty > 0).length > 1) return product;
  }
  throw new Error('no sized product in the demo catalogue');
}

test('at 390 px (Greek) every toast a shopper meets fits the screen, its text whole', async ({ page }) => {
  test.setTimeout(120_000);

  // Add to cart before choosing a size.
  const sized = await sizedProduct();
  await open(page, `/products/${sized.eurl}`);
  await closeAssistant(page);
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true }).click();
  await expectToastFits(page, 'Επιλέξτε', 'refused-add-el-390');

  // A gift card beside another product: the longest refusal.
  const [other] = await stockedProducts(1);
  if (!other) throw new Error('no stocked product');
  await fillCart(page, [{ productId: other.id, quantity: 1 }]);
  await open(page, '/products/gift-card-25-eur');
  await closeAssistant(page);
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true }).click();
  await expectToastFits(
    page,
    'Η δωροκάρτα δεν μπορεί να αγοραστεί μαζί με άλλο προϊόν.',
    'gift-card-alone-el-390',
  );

  // The gift card alone in the cart: its form refuses blank fields, then saves.
  await fillCart(page, []);
  await open(page, '/products/gift-card-25-eur');
  await closeAssistant(page);
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Προστέθηκε στο καλάθι' })
    .getByRole('link', { name: 'Προβολή καλαθιού' })
    .click();
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await closeAssistant(page);
  await line.getByLabel('Όνομα αποστολέα').fill('Νίκος');
  await line.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expectToastFits(
    page,
    'Παρακαλούμε συμπληρώστε όλα τα πεδία της δωροκάρτας.',
    'gift-form-refused-el-390',
  );
  await line.getByLabel('Όνομα παραλήπτη').fill('Ελένη');
  await line.getByLabel('Email παραλήπτη').fill('eleni.toasts@example.gr');
  await line.getByLabel('Μήνυμα').fill('Χρόνια πολλά!');
  await line.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expectToastFits(page, 'Τα στοιχεία της δωροκάρτας αποθηκεύτηκαν.', 'gift-form-saved-el-390');
  await screenshot(page, 'toasts-cart-el-390');
});
