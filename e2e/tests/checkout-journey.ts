/// <reference lib="dom" />
// The checkout's journey steps, shared by the checkout and order specs.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { open, screenshot } from './support';

export type Language = 'el' | 'en';

/** What the shopper reads on the checkout pages, per language. */
export const TEXT = {
  el: {
    guestForm: 'Συνέχεια ως επισκέπτης',
    terms: 'Έχω διαβάσει και αποδέχομαι τους όρους χρήσης',
    continue: 'Συνέχεια',
    detailsForm: 'Στοιχεία χρέωσης και αποστολής',
    firstName: 'Όνομα',
    lastName: 'Επώνυμο',
    mobile: 'Κινητό τηλέφωνο',
    region: 'Περιφέρεια',
    street: 'Οδός και αριθμός',
    city: 'Πόλη',
    postcode: 'Ταχυδρομικός κώδικας',
    toShipping: 'Συνέχεια σε αποστολή και πληρωμή',
    invoice: 'Τιμολόγιο',
    vat: 'ΑΦΜ',
    lookUp: 'Αναζήτηση εταιρείας',
    company: 'Επωνυμία εταιρείας',
    taxOffice: 'ΔΟΥ',
    activity: 'Δραστηριότητα',
    courier: 'Αποστολή με courier',
    card: /κάρτα/i,
    cashOnDelivery: /Αντικαταβολή/,
    pay: 'Πληρωμή',
    approve: 'Έγκριση πληρωμής',
    decline: 'Απόρριψη κάρτας',
    success: 'Ευχαριστούμε για την παραγγελία σας!',
    failure: 'Η πληρωμή απέτυχε',
    tryAgain: 'Δοκιμάστε ξανά',
    lockerSearch: 'Βρείτε θυρίδα με ταχυδρομικό κώδικα ή πόλη',
    trackForm: 'Παρακολούθηση παραγγελίας',
    trackUid: 'Αριθμός παραγγελίας',
    trackSubmit: 'Αναζήτηση',
    coupon: 'Κωδικός κουπονιού',
    apply: 'Εφαρμογή',
    points: 'Πόντοι επιβράβευσης για εξαργύρωση',
    statusProcessing: 'Σε επεξεργασία',
  },
  en: {
    guestForm: 'Continue as a guest',
    terms: 'I have read and accept the terms of use',
    continue: 'Continue',
    detailsForm: 'Billing and delivery details',
    firstName: 'First name',
    lastName: 'Last name',
    mobile: 'Mobile phone',
    region: 'Region',
    street: 'Street and number',
    city: 'City',
    postcode: 'Postal code',
    toShipping: 'Continue to shipping and payment',
    invoice: 'Invoice',
    vat: 'VAT number (ΑΦΜ)',
    lookUp: 'Find company',
    company: 'Company name',
    taxOffice: 'Tax office',
    activity: 'Business activity',
    courier: 'Courier delivery',
    card: /card/i,
    cashOnDelivery: /Cash on delivery/,
    pay: 'Pay',
    approve: 'Approve payment',
    decline: 'Decline card',
    success: 'Thank you for your order!',
    failure: 'The payment failed',
    tryAgain: 'Try again',
    lockerSearch: 'Find a locker by postal code or city',
    trackForm: 'Order tracking',
    trackUid: 'Order number',
    trackSubmit: 'Track order',
    coupon: 'Coupon code',
    apply: 'Apply',
    points: 'Loyalty points to redeem',
    statusProcessing: 'Processing',
  },
} as const;

export const at = (language: Language, path: string) => (language === 'el' ? path : `/en${path}`);
export const guestEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.gr`;

/** Views the page at a phone's and a laptop's width and keeps both screenshots. */
export async function screenshots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, `${name}-1366`);
  if (size) await page.setViewportSize(size);
}

/** No serious or critical accessibility problem on the page as it stands. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

export async function continueAsGuest(page: Page, language: Language, email: string) {
  const text = TEXT[language];
  await open(page, at(language, '/checkout-login'));
  const form = page.getByRole('form', { name: text.guestForm });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(text.terms).check();
  await form.getByRole('button', { name: text.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout-information$/);
}

export async function fillBilling(
  page: Page,
  language: Language,
  region: string,
  city: string,
  postcode: string,
) {
  const text = TEXT[language];
  const form = page.getByRole('form', { name: text.detailsForm });
  await form.getByLabel(text.firstName, { exact: true }).fill('Μαρία');
  await form.getByLabel(text.lastName, { exact: true }).fill('Παπαδοπούλου');
  await form.getByLabel(text.mobile).fill('6912345678');
  await form.getByLabel(text.region).selectOption({ label: region });
  await form.getByLabel(text.street).fill('Ερμού 12');
  await form.getByLabel(text.city, { exact: true }).fill(city);
  await form.getByLabel(text.postcode).fill(postcode);
}

export async function toShippingPayment(page: Page, language: Language) {
  await page.getByRole('button', { name: TEXT[language].toShipping }).click();
  await expect(page).toHaveURL(/\/checkout-shipping-payment$/);
}

/** Terms accepted, then Pay, clicked twice in a row as an impatient shopper would. */
export async function pay(page: Page, language: Language) {
  const text = TEXT[language];
  await page.getByLabel(text.terms).check();
  await expect(page.getByTestId('totals-total')).toBeVisible();
  const button = page.getByRole('button', { name: text.pay, exact: true });
  await button.dblclick();
}
