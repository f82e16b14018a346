import { expect, type Page, test } from '@playwright/test';
import {
  continueAsGuest,
  expectAccessible,
  fillBilling,
  guestEmail,
  pay,
  screenshots,
  TEXT,
  toShippingPayment,
} from './checkout-journey';
import { fillCart, mailsTo, open, signIn, stockedProducts, verifiedCustomer } from './support';

/** A bought card's code: 16 characters without look-alikes, in groups of four. */
const CODE = /[A-HJ-NP-Z2-9]{4}(?:-[A-HJ-NP-Z2-9]{4}){3}/;

function giftCard(page: Page, code: string) {
  return page.getByTestId('gift-card').filter({ has: page.getByText(code, { exact: true }) });
}

test('a customer buys a gift card for a friend, the friend is mailed the code, another shopper spends it and the buyer sees the balance drop', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const buyer = await verifiedCustomer('gift-buyer', 'Νίκος', 'Γεωργίου');
  const recipient = guestEmail('gift-recipient');
  await signIn(page, buyer);

  // The gift card and its recipient form, in the cart.
  await open(page, '/products/gift-card-25-eur');
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Προστέθηκε στο καλάθι' })
    .getByRole('link', { name: 'Προβολή καλαθιού' })
    .click();
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await line.getByLabel('Όνομα αποστολέα').fill('Νίκος');
  await line.getByLabel('Όνομα παραλήπτη').fill('Ελένη');
  await line.getByLabel('Email παραλήπτη').fill(recipient);
  await line.getByLabel('Μήνυμα').fill('Χρόνια πολλά, Ελένη! <3');
  await line.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Τα στοιχεία της δωροκάρτας αποθηκεύτηκαν.')).toBeVisible();

  // Paid by card through the shop's sandbox.
  await open(page, '/checkout-login');
  await expect(page).toHaveURL(/\/checkout-information$/);
  await fillBilling(page, 'el', 'Στερεά Ελλάδα', 'Λαμία', '35100');
  await toShippingPayment(page, 'el');
  // E-mailed, not shipped (decision 021): free, no cash on delivery, and no VAT on the card.
  await expect(page.getByTestId('gift-cards-emailed')).toContainText('στέλνονται με email');
  await page.getByTestId('shipping-option').filter({ hasText: TEXT.el.courier }).click();
  await expect(page.getByTestId('totals-shipping')).toHaveText(/0,00/);
  await expect(page.getByTestId('payment-option').filter({ hasText: TEXT.el.card })).toBeVisible();
  await expect(page.getByTestId('payment-option').filter({ hasText: TEXT.el.cashOnDelivery })).toHaveCount(0);
  await expect(page.getByTestId('totals-total')).toHaveText(/25,00/);
  await expect(page.getByTestId('totals-vat')).toHaveCount(0);
  await page.getByTestId('payment-option').filter({ hasText: TEXT.el.card }).click();
  await pay(page, 'el');
  await page.getByRole('button', { name: TEXT.el.approve }).click();
  await expect(page.getByRole('heading', { name: TEXT.el.success })).toBeVisible();
  const orderUid = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The recipient's mail, in the buyer's language, with the sender, the message and the code.
  await expect.poll(() => mailsTo(recipient, 'Ελένη').then((mails) => mails.length)).toBe(1);
  const [mail] = await mailsTo(recipient, 'Ελένη');
  expect(mail).toContain('σας χάρισε δωροκάρτα');
  expect(mail).toContain('Χρόνια πολλά, Ελένη!');
  expect(mail).toContain('Ισχύει έως');
  const code = CODE.exec(mail ?? '')?.[0];
  if (!code) throw new Error('no code in the mail');

  // The buyer's order shows the card it issued.
  await open(page, `/profile/orders/${orderUid}`);
  await expect(page.getByTestId('order-gift-cards')).toContainText(code);
  await expectAccessible(page, 'profile-order-gift-cards');
  await screenshots(page, 'profile-order-gift-cards-el');

  // The buyer's view: the card at its full value.
  await open(page, '/profile');
  await page.getByRole('link', { name: /Δωροκάρτες/ }).click();
  await expect(page).toHaveURL(/\/profile\/gift-cards$/);
  const card = giftCard(page, code);
  await expect(card.getByTestId('gift-card-balance')).toHaveText(/25,00/);
  await expect(card).toContainText('Ενεργή');
  await expect(card).toContainText(recipient);

  // Another shopper, in a browser of their own, pays part of an order with the code.
  const [product] = await stockedProducts(1, (p) => p.cprc > 30 && p.cprc < 60);
  if (!product) throw new Error('no product');
  const other = await browser.newPage();
  await fillCart(other, [{ productId: product.id, quantity: 1 }]);
  await open(other, '/cart');
  await other.getByLabel('Κωδικός δωροκάρτας').fill(code.toLowerCase());
  await other.getByRole('button', { name: 'Εφαρμογή' }).nth(1).click();
  await expect(other.getByTestId('totals-gift-card')).toBeVisible();
  await continueAsGuest(other, 'el', guestEmail('gift-spender'));
  await fillBilling(other, 'el', 'Θεσσαλία', 'Λάρισα', '41222');
  await toShippingPayment(other, 'el');
  await other.getByTestId('shipping-option').filter({ hasText: TEXT.el.courier }).click();
  await other.getByTestId('payment-option').filter({ hasText: TEXT.el.cashOnDelivery }).click();
  await expect(other.getByTestId('totals-gift-card')).toBeVisible();
  await pay(other, 'el');
  await expect(other.getByRole('heading', { name: TEXT.el.success })).toBeVisible();
  await other.close();

  // The buyer sees the balance drop and the use in the card's history.
  await page.reload();
  await page.waitForLoadState('networkidle');
  const spent = giftCard(page, code);
  await expect(spent.getByTestId('gift-card-balance')).toHaveText(/0,00/);
  await expect(spent).toContainText('Εξαντλήθηκε');
  await expect(spent).toContainText('Χρήση');
  await expectAccessible(page, 'profile-gift-cards-el');
  await screenshots(page, 'profile-gift-cards-el');

  await open(page, '/en/profile/gift-cards');
  const english = giftCard(page, code);
  await expect(english).toContainText('Used up');
  await expect(english).toContainText('History');
  await expectAccessible(page, 'profile-gift-cards-en');
  await screenshots(page, 'profile-gift-cards-en');
});
