/// <reference lib="dom" />
// Issue 26's catalogue and shell details, each in the language and width it was seen in.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { continueAsGuest, fillBilling, guestEmail, pay, TEXT, toShippingPayment } from './checkout-journey';
import { closeAssistant, fillCart, open, screenshot, stockedProducts } from './support';

interface ApiSize {
  id: number;
  nm: string;
  qty: number;
  cprc: number;
}

interface ApiProduct {
  id: number;
  nm: string;
  eurl: string;
  ptype: number;
  ast: number;
  dshc: boolean;
  dimensions: ApiSize[];
}

async function findProduct(fits: (product: ApiProduct) => boolean): Promise<ApiProduct> {
  for (let id = 1; id < 400; id += 1) {
    const response = await fetch(`${process.env.E2E_API_URL}/api/el/products/getbyidfront?id=${id}`);
    if (!response.ok) continue;
    const product = (await response.json()) as ApiProduct;
    if (fits(product)) return product;
  }
  throw new Error('no fitting product in the demo catalogue');
}

const euros = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;

/** Sizes in stock priced differently: the product leads with the cheapest of them, "από". */
const sizedWithPrices = (product: ApiProduct) => {
  const inStock = product.dimensions.filter((size) => size.qty > 0);
  return (
    product.ptype === 0 &&
    product.ast === 1 &&
    !product.dshc &&
    new Set(inStock.map((size) => size.cprc)).size > 1 &&
    product.dimensions[0]?.nm !== undefined
  );
};

async function axeRules(page: Page, rules: string[]): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(rules).analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' '))}`,
  );
}

test('at 390 px (Greek) a sized product leads with its cheapest size in stock, "από", and its toast fits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await findProduct(sizedWithPrices);
  const lowest = Math.min(...product.dimensions.filter((size) => size.qty > 0).map((size) => size.cprc));
  await open(page, `/products/${product.eurl}`);
  await closeAssistant(page);
  await expect(page.getByTestId('price-from').first()).toHaveText('από');
  await expect(page.getByTestId('price').first()).toHaveText(euros(lowest));

  // Add to cart before choosing a size: the refusal toast stays on the screen.
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true }).click();
  const toast = page.locator('.Toastify__toast').first();
  await expect(toast).toBeVisible();
  await page.waitForTimeout(600);
  const box = await toast.boundingBox();
  expect(box).not.toBeNull();
  if (box) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'sized-product-toast-el-390');

  await open(page, `/search-results?key=${encodeURIComponent(product.nm)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.nm }).first();
  await expect(card.getByTestId('price-from')).toHaveText('από');
  await expect(card.getByTestId('price')).toHaveText(euros(lowest));
});

test('at 1366 px (English) the keyboard reaches "Add to cart" past the menu’s top entries only; the search box shows its focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const [product] = await stockedProducts(1);
  if (!product) throw new Error('no product');
  await open(page, `/en/products/${product.eurl}`);
  await closeAssistant(page);
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  let tabs = 0;
  for (; tabs < 120; tabs += 1) {
    if (await add.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  // 83 when Tab walked through every sub-menu; 45 with the top entries and their buttons only.
  expect(tabs, 'Tab presses to reach Add to cart').toBeLessThanOrEqual(50);

  const search = page.getByTestId('search-input').first();
  await search.focus();
  const outline = await search.evaluate((input) => {
    const style = getComputedStyle(input);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test('at 390 px (Greek) an abandoned sandbox payment says it was cancelled, and no icon is missing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/favicon'))
      missing.push(response.url());
  });
  const [product] = await stockedProducts(1, (p) => p.cprc < 60, 2);
  if (!product) throw new Error('no product');
  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  await continueAsGuest(page, 'el', guestEmail('guest-abandoned'));
  await fillBilling(page, 'el', 'Αττική', 'Αθήνα', '10557');
  await toShippingPayment(page, 'el');
  await page.getByTestId('shipping-option').filter({ hasText: TEXT.el.courier }).click();
  await page.getByTestId('payment-option').filter({ hasText: TEXT.el.card }).click();
  await pay(page, 'el');
  await page.getByRole('button', { name: 'Εγκατάλειψη πληρωμής' }).click();
  await expect(page.getByRole('heading', { name: 'Η πληρωμή ακυρώθηκε' })).toBeVisible();
  await expect(page.getByText('δεν έγινε χρέωση', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: TEXT.el.failure })).toHaveCount(0);
  expect((await page.request.get('/favicon.ico')).status()).toBe(200);
  expect(missing).toEqual([]);
  await screenshot(page, 'payment-abandoned-el-390');
});

test('content: the experts page is named as the menu names it; a gift card has no ingredients and earns no points (Greek, 390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/contributors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Οι ειδικοί μας');
  const card = await findProduct((product) => product.ptype === 1);
  await open(page, `/products/${card.eurl}`);
  await closeAssistant(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.nm);
  await expect(page.getByText('Συστατικά', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('loyalty-points')).toHaveCount(0);
});

test('axe: no heading-order on category and search pages (Greek, 390 px), no landmark-unique on /en/pages/who-we-are (1366 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/search-results?key=κρέμα');
  await closeAssistant(page);
  expect(await axeRules(page, ['heading-order'])).toEqual([]);
  await open(page, '/categories/face-moisturisers');
  await closeAssistant(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeRules(page, ['heading-order'])).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, '/en/pages/who-we-are');
  expect(await axeRules(page, ['landmark-unique'])).toEqual([]);
});
