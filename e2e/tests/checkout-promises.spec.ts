/// <reference lib="dom" />
// What the checkout promises the shopper: links that lead somewhere, consent that is asked for,
// a mail that tells the order, and tracking with the number the shop printed (issue 26).
import { expect, type Page, test } from '@playwright/test';
import {
  at,
  continueAsGuest,
  fillBilling,
  guestEmail,
  type Language,
  pay,
  TEXT,
  toShippingPayment,
} from './checkout-journey';
import { fillCart, mailsTo, open, screenshot, signIn, stockedProducts, verifiedCustomer } from './support';

const NEWSLETTER = {
  el: 'Θέλω να λαμβάνω το newsletter με προσφορές και νέα',
  en: 'Send me the newsletter with offers and news',
} as const;

const UPDATING = { el: 'Ενημέρωση συνόλων…', en: 'Updating the totals…' } as const;

/** Every link the page shows, followed: none may answer an error. */
async function followEveryLink(page: Page, where: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const internal = [...new Set(hrefs)].filter((href) => href.startsWith(new URL(page.url()).origin));
  expect(internal.length, where).toBeGreaterThan(0);
  const broken: string[] = [];
  for (const href of internal) {
    const response = await page.request.get(href, { maxRedirects: 5 });
    if (response.status() >= 400) broken.push(`${where}: ${href} → ${response.status()}`);
  }
  return broken;
}

async function placeCashOnDelivery(page: Page, language: Language, email: string, quantity: number) {
  const [product] = await stockedProducts(1, (p) => p.cprc < 40, 9);
  if (!product) throw new Error('no product');
  await fillCart(page, [{ productId: product.id, quantity }]);
  await continueAsGuest(page, language, email);
  await fillBilling(
    page,
    language,
    language === 'el' ? 'Θεσσαλία' : 'Thessaly',
    language === 'el' ? 'Λάρισα' : 'Larissa',
    '41222',
  );
  await toShippingPayment(page, language);
  await page.getByTestId('shipping-option').filter({ hasText: TEXT[language].courier }).click();
  await page.getByTestId('payment-option').filter({ hasText: TEXT[language].cashOnDelivery }).click();
  return product;
}

for (const [language, width] of [
  ['el', 390],
  ['en', 1366],
] as const) {
  test(`the checkout's links all lead to a page, the newsletter box is unticked and the order mail tells the order (${language}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 844 });
    const email = guestEmail(`promises-${language}`);
    const broken: string[] = [];

    const [product] = await stockedProducts(1, (p) => p.cprc < 40, 9);
    if (!product) throw new Error('no product');
    await fillCart(page, [{ productId: product.id, quantity: 2 }]);
    await open(page, at(language, '/checkout-login'));
    broken.push(...(await followEveryLink(page, 'checkout-login')));
    await continueAsGuest(page, language, email);
    broken.push(...(await followEveryLink(page, 'checkout-information')));
    await fillBilling(
      page,
      language,
      language === 'el' ? 'Θεσσαλία' : 'Thessaly',
      language === 'el' ? 'Λάρισα' : 'Larissa',
      '41222',
    );
    await toShippingPayment(page, language);
    await page.getByTestId('shipping-option').filter({ hasText: TEXT[language].courier }).click();
    await expect(page.getByTestId('totals-total')).toBeVisible();
    await page.getByTestId('payment-option').filter({ hasText: TEXT[language].cashOnDelivery }).click();
    // The fee comes with the next totals, a second later: meanwhile the summary says it is updating.
    await expect(page.getByTestId('totals-updating')).toHaveText(UPDATING[language]);
    await expect(page.getByTestId('totals-payment-fee')).toBeVisible();
    await expect(page.getByTestId('totals-updating')).toHaveText('');
    broken.push(...(await followEveryLink(page, 'checkout-shipping-payment')));
    expect(broken).toEqual([]);

    // Consent is asked for: the box waits to be ticked.
    await expect(page.getByLabel(NEWSLETTER[language])).not.toBeChecked();
    await screenshot(page, `checkout-consents-${language}-${width}`);
    const terms = page.getByRole('link', { name: language === 'el' ? 'όρους χρήσης' : 'terms of use' });
    await expect(terms).toHaveAttribute('href', at(language, '/pages/terms-of-use'));

    await pay(page, language);
    await expect(page.getByRole('heading', { name: TEXT[language].success })).toBeVisible();
    const code = (await page.getByTestId('order-code').textContent()) ?? '';
    broken.push(...(await followEveryLink(page, 'checkout-success')));
    expect(broken).toEqual([]);

    const [mail] = await mailsTo(email, code);
    expect(mail).toBeDefined();
    const unit = product.cprc.toFixed(2).replace('.', language === 'el' ? ',' : '.');
    expect(mail).toContain(`2 × ${unit}`);
    expect(mail).toContain(language === 'el' ? 'Κόστος αντικαταβολής' : 'Cash-on-delivery fee');
    expect(mail).toContain(language === 'el' ? 'Περιλαμβάνεται ΦΠΑ' : 'VAT included');
    expect(mail).toContain('41222');
    // Nobody ticked the box: no newsletter confirmation was sent.
    expect(await mailsTo(email, 'newsletter')).toEqual([]);
  });
}

for (const width of [390, 360]) {
  test(`a guest tracks the order with the number on the success page and the email in other letter case (Greek, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 800 });
    const email = guestEmail(`guest2-${width}`);
    await placeCashOnDelivery(page, 'el', email, 1);
    await pay(page, 'el');
    await expect(page.getByRole('heading', { name: TEXT.el.success })).toBeVisible();
    const code = (await page.getByTestId('order-code').textContent()) ?? '';
    expect(code).toMatch(/^\d{4}-\d{6}$/);

    await open(page, '/track-order');
    const form = page.getByRole('form', { name: TEXT.el.trackForm });
    await form.getByLabel(TEXT.el.trackUid).fill(code);
    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByRole('button', { name: TEXT.el.trackSubmit }).click();
    await expect(page.getByTestId('order-details')).toContainText(code);
    await expect(page.getByText('Η παραγγελία δεν βρέθηκε.')).toHaveCount(0);
    await screenshot(page, `track-order-by-code-el-${width}`);
  });
}

/** "1.234,56 €" or "1,234.56 €" as cents. */
const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('discounts read the same in the mini-cart, the cart, the checkout summary and the order page (Greek, 390 px)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const [product] = await stockedProducts(1, (p) => p.cprc < 40, 11);
  if (!product) throw new Error('no product');
  await fillCart(page, [{ productId: product.id, quantity: 2 }]);
  await open(page, '/cart');
  await page.getByLabel('Κωδικός κουπονιού').fill('welcome10');
  await page.getByRole('button', { name: 'Εφαρμογή' }).first().click();
  await expect(page.getByTestId('totals-discount')).toBeVisible();
  const subtotal = cents(await page.getByTestId('totals-subtotal').textContent());
  const discount = cents(await page.getByTestId('totals-discount').textContent());
  expect(subtotal).toBe(Math.round(product.cprc * 100) * 2);
  expect(discount).toBeGreaterThan(0);

  // The mini-cart: the same products before discounts, the discount, what the goods cost.
  await page.getByTestId('cart-count').click();
  await expect(page.getByTestId('cart-panel-goods-total')).toBeVisible();
  expect(cents(await page.getByTestId('cart-panel-subtotal').textContent())).toBe(subtotal);
  expect(cents(await page.getByTestId('cart-panel-goods-total').textContent())).toBe(subtotal - discount);
  await screenshot(page, 'mini-cart-discount-el-390');

  await continueAsGuest(page, 'el', guestEmail('discounts'));
  await fillBilling(page, 'el', 'Θεσσαλία', 'Λάρισα', '41222');
  await toShippingPayment(page, 'el');
  await page.getByTestId('shipping-option').filter({ hasText: TEXT.el.courier }).click();
  await page.getByTestId('payment-option').filter({ hasText: TEXT.el.cashOnDelivery }).click();
  await expect(page.getByTestId('totals-payment-fee')).toBeVisible();
  const summary = page.getByTestId('order-totals');
  // The line shows its price before the discount, as "Products" does; the discount is its own row.
  await expect(summary.getByRole('listitem').first()).toContainText(
    (subtotal / 100).toFixed(2).replace('.', ','),
  );
  expect(cents(await summary.getByTestId('totals-discount').textContent())).toBe(discount);
  await pay(page, 'el');
  await expect(page.getByRole('heading', { name: TEXT.el.success })).toBeVisible();
  const details = page.getByTestId('order-details');
  await expect(details).toContainText(`−${(discount / 100).toFixed(2).replace('.', ',')}`);
  // A guest earns no points and is not told so.
  await expect(details).not.toContainText('Πόντοι επιβράβευσης που κερδίσατε');
});

test('a signed-in customer finds the newsletter box unticked too, and is not signed up by ordering (English, 1366 px)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const email = await verifiedCustomer('consent', 'Eleni', 'Karra');
  const [product] = await stockedProducts(1, (p) => p.cprc < 40, 12);
  if (!product) throw new Error('no product');
  // The browser's cart joins the account's on signing in.
  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  await signIn(page, email);
  await open(page, '/en/checkout-login');
  await expect(page).toHaveURL(/\/en\/checkout-information$/);
  await fillBilling(page, 'en', 'Thessaly', 'Larissa', '41222');
  await toShippingPayment(page, 'en');
  await expect(page.getByLabel(NEWSLETTER.en)).not.toBeChecked();
  await page.getByTestId('shipping-option').filter({ hasText: TEXT.en.courier }).click();
  await page.getByTestId('payment-option').filter({ hasText: TEXT.en.cashOnDelivery }).click();
  await pay(page, 'en');
  await expect(page.getByRole('heading', { name: TEXT.en.success })).toBeVisible();
  expect(await mailsTo(email, 'newsletter')).toEqual([]);
});
