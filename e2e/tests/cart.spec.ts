/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, where localStorage exists.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { fillCart, open, screenshot, signIn, stockedProducts, verifiedCustomer } from './support';

const api = () => process.env.E2E_API_URL;

interface ShopProduct {
  id: number;
  nm: string;
  eurl: string;
  ast: number;
  qty: number;
  ptype: number;
  dshc: boolean;
  OrderMaxQuantity: number | null;
  prom_policies: { prom_policy_nm: string }[];
  dimensions: { id: number; nm: string; qty: number }[];
}

/** Products of the demo shop that fit a test: found through the API the shop runs on. */
async function findProducts(count: number, fits: (product: ShopProduct) => boolean): Promise<ShopProduct[]> {
  const found: ShopProduct[] = [];
  for (let id = 1; id < 400 && found.length < count; id += 1) {
    const response = await fetch(`${api()}/api/el/products/getbyidfront?id=${id}`);
    if (!response.ok) continue;
    const product = (await response.json()) as ShopProduct;
    if (fits(product)) found.push(product);
  }
  if (found.length < count) throw new Error('the demo catalogue has too few fitting products');
  return found;
}

const simpleInStock = (p: ShopProduct) =>
  p.ptype === 0 && p.ast === 1 && p.qty >= 10 && !p.dshc && p.dimensions.length === 0 && !p.OrderMaxQuantity;
/** In stock and in no promotion, so a coupon's effect is the only change to its price. */
const plainInStock = (p: ShopProduct) => simpleInStock(p) && p.prom_policies.length === 0;
const withSizeInStock = (p: ShopProduct) =>
  p.ptype === 0 && p.ast === 1 && !p.dshc && p.dimensions.filter((d) => d.qty > 2).length > 0;

async function addFromProductPage(page: Page, product: ShopProduct, size?: string) {
  await open(page, `/products/${product.eurl}`);
  if (size) await page.getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Προστέθηκε στο καλάθι' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(product.nm);
  return dialog;
}

const cartLines = (page: Page) => page.getByTestId('cart-line');

test('a guest fills the cart with two products and a size, changes quantities, signs in and finds the same cart', async ({
  page,
}) => {
  const [first, second] = await findProducts(2, plainInStock);
  const [sized] = await findProducts(1, withSizeInStock);
  const size = sized?.dimensions.find((d) => d.qty > 2);
  if (!first || !second || !sized || !size) throw new Error('no products');

  const dialog = await addFromProductPage(page, first);
  await screenshot(page, 'cart-added-dialog');
  await dialog.getByRole('button', { name: 'Συνέχεια αγορών' }).click();
  await expect(dialog).toBeHidden();
  await (await addFromProductPage(page, second)).getByRole('button', { name: 'Συνέχεια αγορών' }).click();
  await (await addFromProductPage(page, sized, size.nm))
    .getByRole('link', { name: 'Προβολή καλαθιού' })
    .click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(cartLines(page)).toHaveCount(3);
  await expect(cartLines(page).nth(2)).toContainText(size.nm);

  const firstLine = cartLines(page).filter({ hasText: first.nm });
  await firstLine.getByRole('button', { name: 'Αύξηση ποσότητας' }).click();
  await firstLine.getByRole('button', { name: 'Αύξηση ποσότητας' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('5');
  const secondLine = cartLines(page).filter({ hasText: second.nm });
  await expect(secondLine.getByRole('button', { name: 'Μείωση ποσότητας' })).toBeDisabled();
  const field = secondLine.getByRole('textbox', { name: 'Ποσότητα' });
  await field.fill('');
  await field.blur();
  await expect(field).toHaveValue('1');
  await field.fill('3');
  await expect(page.getByTestId('cart-count')).toHaveText('7');
  const total = page.getByTestId('totals-total');
  await expect(total).toBeVisible();
  await expect(page.getByTestId('totals-discount')).toHaveCount(0);
  const before = await total.textContent();
  await page.getByLabel('Κωδικός κουπονιού').fill('welcome10');
  await page.getByRole('button', { name: 'Εφαρμογή' }).first().click();
  await expect(page.getByTestId('coupon-result')).toContainText('WELCOME10');
  await expect(page.getByTestId('coupon-result')).toContainText('Το κουπόνι εφαρμόστηκε.');
  await expect(page.getByTestId('totals-discount')).toBeVisible();
  await expect(total).not.toHaveText(before ?? '');
  // A code that does not exist leaves the list, its message stays by the field.
  await page.getByLabel('Κωδικός κουπονιού').fill('nope2026');
  await page.getByRole('button', { name: 'Εφαρμογή' }).first().click();
  await expect(page.getByTestId('code-refused')).toContainText('NOPE2026');
  await expect(page.getByRole('button', { name: 'Αφαίρεση NOPE2026' })).toHaveCount(0);
  await expect(page.getByTestId('coupon-result')).toHaveCount(1);
  // A gift card is a line of its own, not part of the discount.
  await page.getByLabel('Κωδικός δωροκάρτας').fill('DEMO-GIFT-50');
  await page.getByRole('button', { name: 'Εφαρμογή' }).nth(1).click();
  await expect(page.getByTestId('totals-gift-card')).toBeVisible();
  await page.getByRole('button', { name: 'Αφαίρεση DEMO-GIFT-50' }).click();
  await expect(page.getByTestId('totals-gift-card')).toHaveCount(0);
  // Over 50 € a gift goes in by itself; where the promotion offers a choice, the shopper picks it.
  const choices = page.getByRole('group', { name: /Διαλέξτε το δώρο σας/ }).getByRole('radio');
  await expect(choices).toHaveCount(2);
  await expect(choices.first()).toBeChecked();
  const other =
    (await page
      .getByRole('group', { name: /Διαλέξτε το δώρο σας/ })
      .locator('label')
      .nth(1)
      .textContent()) ?? '';
  await choices.nth(1).check();
  await expect(page.getByTestId('gift-line')).toContainText(other.trim());
  await screenshot(page, 'cart-guest');

  // The panel lists the same lines.
  await page.getByRole('button', { name: /Καλάθι/ }).click();
  await expect(page.getByTestId('cart-panel-lines').getByRole('listitem')).toHaveCount(3);
  await screenshot(page, 'cart-panel');

  const email = await verifiedCustomer('cart', 'Ελένη', 'Καλαθά');
  await signIn(page, email);
  await open(page, '/cart');
  await expect(page.getByTestId('cart-count')).toHaveText('7');
  await expect(cartLines(page)).toHaveCount(3);
  // The coupon typed before signing in is still applied (kept in session storage).
  await expect(page.getByTestId('coupon-result')).toContainText('WELCOME10');

  // The server holds it: with the browser's copy gone, a reload brings the cart back.
  await page.evaluate(() => localStorage.removeItem('cart_items'));
  await open(page, '/cart');
  await expect(cartLines(page)).toHaveCount(3);
  await expect(page.getByTestId('cart-count')).toHaveText('7');
  await expect(cartLines(page).filter({ hasText: first.nm }).getByRole('textbox')).toHaveValue('3');
  await screenshot(page, 'cart-signed-in');
});

test('a gift card cannot join a cart that holds another product: the Greek message', async ({ page }) => {
  const [product] = await findProducts(1, simpleInStock);
  if (!product) throw new Error('no product');
  await (await addFromProductPage(page, product)).getByRole('button', { name: 'Συνέχεια αγορών' }).click();
  await open(page, '/products/gift-card-25-eur');
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true }).click();
  await expect(page.getByText('Η δωροκάρτα δεν μπορεί να αγοραστεί μαζί με άλλο προϊόν.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await screenshot(page, 'cart-gift-card-refused');
});

test('a gift card line takes the recipient form: required fields, invalid email wins, Save only when changed', async ({
  page,
}) => {
  await open(page, '/products/gift-card-50-eur');
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Προστέθηκε στο καλάθι' })
    .getByRole('link', { name: 'Προβολή καλαθιού' })
    .click();
  const line = cartLines(page);
  await expect(line).toHaveCount(1);
  await line.getByLabel('Όνομα αποστολέα').fill('Άννα');
  await line.getByLabel('Email παραλήπτη').fill('maria@');
  await line.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Παρακαλούμε συμπληρώστε όλα τα πεδία της δωροκάρτας.')).toBeVisible();
  await expect(line.getByText('Το email δεν είναι έγκυρο.')).toBeVisible();
  await expect(line.getByText('Το πεδίο είναι υποχρεωτικό.')).toHaveCount(2);
  await line.getByLabel('Όνομα παραλήπτη').fill('Μαρία');
  await line.getByLabel('Email παραλήπτη').fill('maria@example.gr');
  await line.getByLabel('Μήνυμα').fill('Χρόνια πολλά!');
  await line.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Τα στοιχεία της δωροκάρτας αποθηκεύτηκαν.')).toBeVisible();
  await expect(line.getByRole('button', { name: 'Αποθήκευση' })).toHaveCount(0);
  await expect(line.getByLabel('Μήνυμα')).toHaveValue('Χρόνια πολλά!');
  await line.getByLabel('Μήνυμα').fill('Χρόνια πολλά, Μαρία!');
  await expect(line.getByRole('button', { name: 'Αποθήκευση' })).toBeVisible();
  await line.getByLabel('Μήνυμα').fill('Χρόνια πολλά!');
  await expect(line.getByRole('button', { name: 'Αποθήκευση' })).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart_items') ?? '[]'));
  expect(stored[0].gift).toEqual({
    gfnm: 'Άννα',
    gffnm: 'Μαρία',
    gfremail: 'maria@example.gr',
    gfmsg: 'Χρόνια πολλά!',
  });
  await screenshot(page, 'cart-gift-card-form');
});

test('a 1+1 product shows its free unit in the cart', async ({ page }) => {
  const [product] = await findProducts(
    1,
    (p) => simpleInStock(p) && p.prom_policies.some((policy) => policy.prom_policy_nm.includes('1+1')),
  );
  if (!product) throw new Error('no 1+1 product');
  await open(page, `/products/${product.eurl}`);
  await page.getByRole('spinbutton', { name: 'Ποσότητα' }).fill('2');
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Προστέθηκε στο καλάθι' })
    .getByRole('link', { name: 'Προβολή καλαθιού' })
    .click();
  await expect(cartLines(page)).toHaveCount(1);
  await expect(page.getByTestId('free-units')).toHaveText('1 τεμάχιο δώρο');
  await expect(page.getByTestId('totals-discount')).toBeVisible();
  await screenshot(page, 'cart-one-plus-one');
});

test('two tabs of one browser converge on the same cart', async ({ page, context }) => {
  const [product] = await findProducts(1, simpleInStock);
  if (!product) throw new Error('no product');
  const other = await context.newPage();
  await open(other, '/cart');
  await expect(other.getByText('Το καλάθι σας είναι άδειο.')).toBeVisible();
  await addFromProductPage(page, product);
  await expect(other.getByTestId('cart-count')).toHaveText('1');
  await expect(cartLines(other)).toHaveCount(1);
});

test('a wishlist created as a guest survives a reload and sells from the list', async ({ page }) => {
  const [product] = await findProducts(1, simpleInStock);
  if (!product) throw new Error('no product');
  await open(page, `/products/${product.eurl}`);
  await page.getByRole('button', { name: `Προσθήκη του ${product.nm} στη λίστα επιθυμιών` }).click();
  const dialog = page.getByRole('dialog', { name: 'Προσθήκη στη λίστα επιθυμιών' });
  await dialog.getByRole('button', { name: 'Δημιουργία' }).click();
  await expect(dialog.getByText('Δώστε ένα όνομα για τη λίστα.')).toBeVisible();
  await dialog.getByLabel('Νέα λίστα').fill('  Καλοκαίρι  ');
  await dialog.getByRole('button', { name: 'Δημιουργία' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Καλοκαίρι' })).toBeChecked();
  await expect(dialog.getByTestId('wishlist-count')).toHaveText('Το προϊόν υπάρχει σε 1 λίστα.');
  await screenshot(page, 'wishlist-dialog');

  await page.reload();
  await page.waitForLoadState('networkidle');
  await open(page, '/guest/wishlists');
  await expect(page.getByTestId('wishlist-row')).toHaveCount(1);
  await expect(page.getByTestId('wishlist-row')).toContainText('1 προϊόν');
  await page.getByRole('link', { name: 'Καλοκαίρι' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Καλοκαίρι');
  await expect(page.getByTestId('wishlist-product')).toContainText(product.nm);
  await page.getByRole('button', { name: 'Στο καλάθι' }).click();
  await expect(page.getByRole('dialog', { name: 'Προστέθηκε στο καλάθι' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await screenshot(page, 'wishlist-guest');
});

test('the cart panel changes quantities and removes lines, with the subtotal at once and what is left to free shipping', async ({
  page,
}) => {
  const [product] = await stockedProducts(1, (p) => p.cprc > 5 && p.cprc < 15, 7);
  if (!product) throw new Error('no product');
  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  await open(page, '/');
  await page.getByRole('button', { name: /^Καλάθι, / }).click();
  const panel = page.getByRole('complementary', { name: 'Το καλάθι μου' });
  const subtotal = panel.getByTestId('cart-panel-subtotal');
  const euros = (amount: number) =>
    `${amount.toLocaleString('el-GR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0€`;
  await expect(subtotal).toHaveText(euros(product.cprc));
  await expect(panel.getByTestId('cart-panel-free-shipping')).toContainText('για δωρεάν μεταφορικά');
  await panel.getByRole('button', { name: 'Αύξηση ποσότητας' }).click();
  await expect(subtotal).toHaveText(euros(Math.round(product.cprc * 200) / 100));
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await screenshot(page, 'cart-panel-lines');
  await panel.getByRole('button', { name: 'Αφαίρεση' }).click();
  await expect(panel.getByText('Το καλάθι σας είναι άδειο.')).toBeVisible();
});

test('a cart below free shipping states what delivery will add, and that its total leaves it out (Greek and English)', async ({
  page,
}) => {
  const [product] = await stockedProducts(1, (p) => p.cprc > 5 && p.cprc < 15, 8);
  if (!product) throw new Error('no product');
  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  await open(page, '/cart');
  // The demo's cheapest delivery is a BoxNow locker at 2,50 €.
  await expect(page.getByTestId('totals-shipping-from')).toHaveText('από 2,50\u00a0€ (επιλογή στο ταμείο)');
  await expect(page.getByText('Σύνολο χωρίς μεταφορικά')).toBeVisible();
  await open(page, '/en/cart');
  await expect(page.getByTestId('totals-shipping-from')).toHaveText('from 2.50\u00a0€ (chosen at checkout)');
  await expect(page.getByText('Total before shipping')).toBeVisible();
  await screenshot(page, 'cart-shipping-from-en');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
});

test('at 360 px the cart keeps long names, line prices and totals on the screen', async ({ page }) => {
  const products = await stockedProducts(3, (p) => p.nm.length > 45);
  await page.setViewportSize({ width: 360, height: 800 });
  await fillCart(
    page,
    products.map((product) => ({ productId: product.id, quantity: 1 })),
  );
  await open(page, '/cart');
  await expect(cartLines(page)).toHaveCount(3);
  await expect(page.getByTestId('totals-total')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'cart-el-360');
});
