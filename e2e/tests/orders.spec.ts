/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import {
  continueAsGuest,
  fillBilling,
  guestEmail,
  pay,
  screenshots,
  TEXT,
  toShippingPayment,
} from './checkout-journey';
import { fillCart, mailsTo, OrderStatus, open, staffChangesStatus, stockedProducts } from './support';

test('staff ship a cash-on-delivery order: the tracking number reaches the customer’s history and mail (Greek)', async ({
  page,
}) => {
  const [product] = await stockedProducts(1, (p) => p.cprc < 60, 5);
  if (!product) throw new Error('no product');
  const email = guestEmail('shipped');
  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  await continueAsGuest(page, 'el', email);
  await fillBilling(page, 'el', 'Θεσσαλία', 'Λάρισα', '41222');
  await toShippingPayment(page, 'el');
  await page.getByTestId('shipping-option').filter({ hasText: TEXT.el.courier }).click();
  await page.getByTestId('payment-option').filter({ hasText: TEXT.el.cashOnDelivery }).click();
  await pay(page, 'el');
  await expect(page.getByRole('heading', { name: TEXT.el.success })).toBeVisible();
  const uid = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The back office's moves, through the staff API and the transition table.
  await staffChangesStatus(uid, OrderStatus.Processing);
  await staffChangesStatus(uid, OrderStatus.InDelivery, 'ACS 7284 1190 55');

  await open(page, '/track-order');
  const form = page.getByRole('form', { name: 'Παρακολούθηση παραγγελίας' });
  await form.getByLabel('Αριθμός παραγγελίας').fill(uid);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Αναζήτηση' }).click();
  const history = page.getByTestId('status-history').getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(1)).toContainText(TEXT.el.statusProcessing);
  await expect(history.nth(2)).toContainText('Στην εταιρεία μεταφορών');
  await expect(history.nth(2)).toContainText('ACS 7284 1190 55');
  await screenshots(page, 'track-order-shipped-el');
  expect(await mailsTo(email, 'ACS 7284 1190 55')).toHaveLength(1);
});

test('Back and Reload at the checkout steps keep what the shopper entered and chose (English)', async ({
  page,
}) => {
  const [product] = await stockedProducts(1, (p) => p.cprc < 60, 6);
  if (!product) throw new Error('no product');
  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  await continueAsGuest(page, 'en', guestEmail('back-reload'));
  await fillBilling(page, 'en', 'Thessaly', 'Larissa', '41222');
  await toShippingPayment(page, 'en');
  const courier = page.getByTestId('shipping-option').filter({ hasText: TEXT.en.courier });
  const cashOnDelivery = page.getByTestId('payment-option').filter({ hasText: TEXT.en.cashOnDelivery });
  await courier.click();
  await cashOnDelivery.click();

  await page.reload();
  await expect(courier.locator('input')).toBeChecked();
  await expect(cashOnDelivery.locator('input')).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL(/\/checkout-information$/);
  const details = page.getByRole('form', { name: TEXT.en.detailsForm });
  await expect(details.getByLabel(TEXT.en.street)).toHaveValue('Ερμού 12');
  await expect(details.getByLabel(TEXT.en.postcode)).toHaveValue('41222');
  await expect(details.getByLabel(TEXT.en.region)).toHaveValue(/\d+/);

  await page.goForward();
  await expect(page).toHaveURL(/\/checkout-shipping-payment$/);
  await expect(courier.locator('input')).toBeChecked();
  await expect(cashOnDelivery.locator('input')).toBeChecked();
  await expect(page.getByTestId('totals-payment-fee')).toBeVisible();
});
