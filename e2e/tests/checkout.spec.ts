/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, where localStorage and the data layer exist.
import { expect, test } from '@playwright/test';
import {
  at,
  continueAsGuest,
  expectAccessible,
  fillBilling,
  guestEmail,
  pay,
  screenshots,
  TEXT,
  toShippingPayment,
} from './checkout-journey';
import {
  fillCart,
  mailsTo,
  OrderStatus,
  open,
  REGISTER_POINTS,
  signIn,
  staffChangesStatus,
  stockedProducts,
  stockOf,
  verifiedCustomer,
} from './support';

test('a guest buys with the sandbox card: success page, order mail, stock down (Greek)', async ({ page }) => {
  test.setTimeout(60_000);
  const [product] = await stockedProducts(1, (p) => p.cprc < 60);
  if (!product) throw new Error('no product');
  const stockBefore = await stockOf(product.id);
  const email = guestEmail('guest-card');
  await fillCart(page, [{ productId: product.id, quantity: 2 }]);

  await continueAsGuest(page, 'el', email);
  await screenshots(page, 'checkout-information-el');
  await expectAccessible(page, 'checkout-information');
  await fillBilling(page, 'el', 'Στερεά Ελλάδα', 'Λαμία', '35100');
  // Reload keeps what was typed (session storage).
  await page.reload();
  await expect(page.getByLabel('Οδός και αριθμός')).toHaveValue('Ερμού 12');
  await toShippingPayment(page, 'el');

  await page.getByTestId('shipping-option').filter({ hasText: TEXT.el.courier }).click();
  await expect(page.getByTestId('courier-address')).toContainText('Ερμού 12');
  await page.getByTestId('payment-option').filter({ hasText: TEXT.el.card }).click();
  await expect(page.getByTestId('totals-shipping')).toBeVisible();
  await screenshots(page, 'checkout-shipping-payment-el');
  await expectAccessible(page, 'checkout-shipping-payment');
  await pay(page, 'el');

  await page.getByRole('button', { name: TEXT.el.approve }).click();
  await expect(page.getByRole('heading', { name: TEXT.el.success })).toBeVisible();
  const code = (await page.getByTestId('order-code').textContent()) ?? '';
  expect(code).not.toBe('');
  await expect(page.getByTestId('status-history')).toContainText(TEXT.el.statusProcessing);
  await screenshots(page, 'checkout-success-el');
  await expectAccessible(page, 'checkout-success');

  const purchases = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'purchase',
    ),
  );
  expect(purchases).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('cart_items'))).toBe('[]');
  // Pay was double-clicked: one order took the two units.
  expect(await stockOf(product.id)).toBe(stockBefore - 2);
  await expect.poll(() => mailsTo(email, code).then((mails) => mails.length)).toBeGreaterThan(0);

  // Tracking from the success page opens the order without asking the guest again.
  await page.getByRole('link', { name: 'Παρακολούθηση παραγγελίας' }).click();
  await expect(page.getByTestId('order-details')).toContainText(code);
});

test('a declined card fails, Try Again pays the same order: one order (English)', async ({ page }) => {
  const [product] = await stockedProducts(1, (p) => p.cprc < 60, 1);
  if (!product) throw new Error('no product');
  const email = guestEmail('guest-declined');
  const stockBefore = await stockOf(product.id);
  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  await continueAsGuest(page, 'en', email);
  await fillBilling(page, 'en', 'Attica', 'Athens', '10557');
  await screenshots(page, 'checkout-information-en');
  await toShippingPayment(page, 'en');
  await page.getByTestId('shipping-option').filter({ hasText: TEXT.en.courier }).click();
  await page.getByTestId('payment-option').filter({ hasText: TEXT.en.card }).click();
  await screenshots(page, 'checkout-shipping-payment-en');
  await pay(page, 'en');

  await page.getByRole('button', { name: TEXT.en.decline }).click();
  await expect(page.getByRole('heading', { name: TEXT.en.failure })).toBeVisible();
  const failedCode = (await page.getByTestId('failed-order-code').textContent()) ?? '';
  expect(failedCode).not.toBe('');
  expect(await stockOf(product.id)).toBe(stockBefore - 1);
  await screenshots(page, 'checkout-failure-en');
  await page.getByRole('button', { name: TEXT.en.tryAgain }).click();
  await page.getByRole('button', { name: TEXT.en.approve }).click();
  await expect(page.getByRole('heading', { name: TEXT.en.success })).toBeVisible();
  // The same order was paid: its code, and the stock taken once.
  const code = (await page.getByTestId('order-code').textContent()) ?? '';
  expect(code).toBe(failedCode);
  expect(await stockOf(product.id)).toBe(stockBefore - 1);
  await screenshots(page, 'checkout-success-en');
});

test('the sign-in step: an empty cart goes back to the cart, the stepper is half filled (Greek and English)', async ({
  page,
}) => {
  // The server renders the checkout's texts too (they are registered by its routes).
  const html = await (await page.request.get('/en/checkout-login')).text();
  expect(html).toContain('Continue as a guest');
  await open(page, '/checkout-login');
  await expect(page).toHaveURL(/\/cart$/);
  const [product] = await stockedProducts(1);
  if (!product) throw new Error('no product');
  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  // From the cart by a link: the checkout's texts arrive with its route.
  await open(page, '/cart');
  await page.getByRole('link', { name: 'Ολοκλήρωση παραγγελίας' }).click();
  await expect(page.getByRole('form', { name: TEXT.el.guestForm })).toBeVisible();
  for (const language of ['el', 'en'] as const) {
    await open(page, at(language, '/checkout-login'));
    await expect(page.getByRole('form', { name: TEXT[language].guestForm })).toBeVisible();
    await expect(page.getByTestId('stepper-line')).toHaveAttribute('data-fill', 'half');
    await expect(page.locator('header').getByRole('link').first()).toHaveAttribute(
      'href',
      language === 'el' ? '/' : '/en',
    );
    await screenshots(page, `checkout-login-${language}`);
    await expectAccessible(page, `checkout-login-${language}`);
  }
  // The guest form asks for a valid email and the terms.
  await page.getByRole('form', { name: TEXT.en.guestForm }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Accept the terms of use to continue.')).toBeVisible();
});

test('a signed-in customer earns points on a completed order, then pays cash on delivery with an invoice, a coupon and those points (Greek)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [first, second] = await stockedProducts(2, (p) => p.cprc >= 30 && p.cprc < 200, 2);
  if (!first || !second) throw new Error('no product');
  // The guest cart merges into the account on sign-in.
  await fillCart(page, [{ productId: first.id, quantity: 1 }]);
  const email = await verifiedCustomer('checkout', 'Νίκος', 'Γεωργίου');
  await signIn(page, email);

  await open(page, '/profile/addresses/create');
  const address = page.getByRole('form', { name: 'Νέα διεύθυνση' });
  await address.getByLabel('Όνομα διεύθυνσης (π.χ. Σπίτι)').fill('Φαρμακείο');
  await address.getByLabel(/^Όνομα\s*\(/).fill('Νίκος');
  await address.getByLabel('Επώνυμο').fill('Γεωργίου');
  await address.getByLabel('Οδός και αριθμός').fill('Ρούσβελτ 10');
  await address.getByLabel('Περιφέρεια').selectOption({ label: 'Θεσσαλία' });
  await address.getByLabel('Πόλη').fill('Λάρισα');
  await address.getByLabel('Ταχυδρομικός κώδικας').fill('41222');
  await address.getByLabel(/^Κινητό/).fill('6987654321');
  await address.getByRole('button', { name: 'Αποθήκευση διεύθυνσης' }).click();
  await expect(page).toHaveURL(/\/profile\/addresses$/);

  // A first order, completed by the shop, earns the points the second one redeems.
  await open(page, '/checkout-login');
  await expect(page).toHaveURL(/\/checkout-information$/);
  await expect(page.getByTestId('checkout-email')).toContainText(email);
  await expect(page.getByLabel(TEXT.el.firstName, { exact: true })).toHaveValue('Νίκος');
  const savedAddress = { label: 'Φαρμακείο · Ρούσβελτ 10, Λάρισα' };
  // A saved address fills the billing fields.
  await page.getByLabel('Αποθηκευμένες διευθύνσεις').selectOption(savedAddress);
  await expect(page.getByLabel(TEXT.el.street)).toHaveValue('Ρούσβελτ 10');
  await expect(page.getByLabel(TEXT.el.region)).toHaveValue('6');
  await toShippingPayment(page, 'el');
  await page.getByTestId('shipping-option').filter({ hasText: TEXT.el.courier }).click();
  await page.getByTestId('payment-option').filter({ hasText: TEXT.el.cashOnDelivery }).click();
  await pay(page, 'el');
  await expect(page.getByRole('heading', { name: TEXT.el.success })).toBeVisible();
  const firstUid = new URL(page.url()).pathname.split('/').pop() ?? '';
  const earned = Math.floor(first.cprc);
  await expect(page.getByTestId('order-details')).toContainText(
    `Πόντοι επιβράβευσης που κερδίσατε: ${earned}`,
  );
  await staffChangesStatus(firstUid, OrderStatus.Processing);
  await staffChangesStatus(firstUid, OrderStatus.InDelivery, 'ACS 7284 1190 56');
  await staffChangesStatus(firstUid, OrderStatus.Completed);

  await open(page, `/products/${second.eurl}`);
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Προστέθηκε στο καλάθι' })).toBeVisible();
  await open(page, '/checkout-login');
  await expect(page).toHaveURL(/\/checkout-information$/);
  await page.getByLabel('Αποθηκευμένες διευθύνσεις').selectOption(savedAddress);
  await page.getByLabel(TEXT.el.invoice, { exact: true }).check();
  await page.getByLabel(TEXT.el.vat, { exact: true }).fill('094014201');
  await page.getByRole('button', { name: TEXT.el.lookUp }).click();
  // The tests' registry knows one company only (documents.spec.ts): it says so and the shopper types the company.
  await expect(page.getByTestId('tax-lookup-message')).toContainText('δεν ανήκει σε κανέναν φορολογούμενο');
  await page.getByLabel(TEXT.el.company).fill('Φαρμακείο Γεωργίου ΟΕ');
  await page.getByLabel(TEXT.el.taxOffice, { exact: true }).fill('Λάρισας');
  await page.getByLabel(TEXT.el.activity).fill('Φαρμακείο');
  await screenshots(page, 'checkout-information-invoice-el');
  await toShippingPayment(page, 'el');

  await page.getByTestId('shipping-option').filter({ hasText: TEXT.el.courier }).click();
  await page.getByTestId('payment-option').filter({ hasText: TEXT.el.cashOnDelivery }).click();
  await page.getByLabel(TEXT.el.coupon).fill('welcome10');
  await page.getByRole('button', { name: TEXT.el.apply }).first().click();
  await expect(page.getByTestId('coupon-result')).toContainText('WELCOME10');
  // The balance holds the first order's points and those of registering.
  await expect(page.getByText(`από τους ${earned + REGISTER_POINTS} πόντους σας`)).toBeVisible();
  await page.getByLabel(TEXT.el.points).fill(String(earned));
  await expect(page.getByTestId('points-used')).toContainText(`Εξαργύρωση ${earned} πόντων`);
  await expect(page.getByTestId('totals-discount')).toBeVisible();
  await expect(page.getByTestId('totals-payment-fee')).toBeVisible();
  await screenshots(page, 'checkout-shipping-payment-cod-el');
  await pay(page, 'el');

  await expect(page.getByRole('heading', { name: TEXT.el.success })).toBeVisible();
  const code = (await page.getByTestId('order-code').textContent()) ?? '';
  const details = page.getByTestId('order-details');
  await expect(details).toContainText('094014201');
  await expect(details).toContainText('Αντικαταβολή');
  await expect(details).toContainText(`Πόντοι επιβράβευσης που εξαργυρώθηκαν: ${earned}`);

  await open(page, '/profile/orders');
  await page.getByTestId('order-history').getByRole('link', { name: code }).click();
  await expect(page.getByTestId('order-details')).toContainText('Φαρμακείο Γεωργίου ΟΕ');
  await screenshots(page, 'profile-order-el');
});

test('takeaway from the Larissa store, paid by bank deposit (English)', async ({ page }) => {
  const [product] = await stockedProducts(1, (p) => p.cprc < 60, 3);
  if (!product) throw new Error('no product');
  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  await continueAsGuest(page, 'en', guestEmail('takeaway'));
  await fillBilling(page, 'en', 'Thessaly', 'Larissa', '41222');
  await toShippingPayment(page, 'en');
  await page.getByTestId('shipping-option').filter({ hasText: 'store' }).click();
  await page.getByTestId('takeaway-store').filter({ hasText: 'Larissa' }).click();
  // Cash on delivery goes only with a courier.
  await expect(page.getByTestId('payment-option').filter({ hasText: TEXT.en.cashOnDelivery })).toHaveCount(0);
  await page.getByTestId('payment-option').filter({ hasText: 'Bank deposit' }).click();
  await screenshots(page, 'checkout-takeaway-en');
  await pay(page, 'en');
  await expect(page.getByRole('heading', { name: TEXT.en.success })).toBeVisible();
  await expect(page.getByTestId('next-store')).toContainText('Larissa');
  await expect(page.getByTestId('order-store')).toContainText('Larissa');
  // What happens next: the shop's accounts, with the order code as the payment reference.
  const code = (await page.getByTestId('order-code').textContent()) ?? '';
  await expect(page.getByTestId('bank-accounts').first()).toContainText(code);
  await expect(page.getByTestId('bank-accounts').first().getByRole('listitem')).toHaveCount(4);
  await screenshots(page, 'checkout-success-takeaway-en');
});

test('a parcel locker found by city (Greek), then tracked by uid and email (English)', async ({ page }) => {
  const [product] = await stockedProducts(1, (p) => p.cprc < 60, 4);
  if (!product) throw new Error('no product');
  const email = guestEmail('locker');
  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  await continueAsGuest(page, 'el', email);
  await fillBilling(page, 'el', 'Στερεά Ελλάδα', 'Λαμία', '35100');
  await toShippingPayment(page, 'el');
  await page
    .getByTestId('shipping-option')
    .filter({ hasText: /θυρίδα|locker/i })
    .click();
  await page.getByLabel(TEXT.el.lockerSearch).fill('Λαμία');
  await page.getByTestId('locker-option').first().click();
  await expect(page.getByTestId('chosen-locker')).toBeVisible();
  await page.getByTestId('payment-option').filter({ hasText: TEXT.el.card }).click();
  await screenshots(page, 'checkout-locker-el');
  await pay(page, 'el');
  await page.getByRole('button', { name: TEXT.el.approve }).click();
  await expect(page.getByRole('heading', { name: TEXT.el.success })).toBeVisible();
  await expect(page.getByTestId('order-locker')).toBeVisible();
  const uid = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Tracking in a fresh session: the uid alone is not enough, the email opens the order.
  await page.evaluate(() => sessionStorage.clear());
  await open(page, '/en/track-order');
  const form = page.getByRole('form', { name: TEXT.en.trackForm });
  await form.getByLabel(TEXT.en.trackUid).fill(uid);
  await form.getByLabel('Email').fill('someone.else@example.gr');
  await form.getByRole('button', { name: TEXT.en.trackSubmit }).click();
  await expect(page.getByText('Order not found.')).toBeVisible();
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: TEXT.en.trackSubmit }).click();
  await expect(page.getByTestId('order-details')).toBeVisible();
  // The payment moved the order on through the orders service: both steps, oldest first, in Athens time.
  const history = page.getByTestId('status-history').getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('Pending');
  await expect(history.nth(1)).toContainText(TEXT.en.statusProcessing);
  const placedAt = await history.nth(0).locator('time').getAttribute('datetime');
  const athens = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Athens', timeStyle: 'short' });
  await expect(history.nth(0).locator('time')).toContainText(athens.format(new Date(placedAt ?? '')));
  await screenshots(page, 'track-order-en');
});
