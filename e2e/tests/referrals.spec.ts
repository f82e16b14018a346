import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, fillBilling, guestEmail, pay, TEXT, toShippingPayment } from './checkout-journey';
import {
  apiPost,
  CUSTOMER_PASSWORD,
  closeAssistant,
  fillCart,
  mailsTo,
  OrderStatus,
  open,
  signIn,
  staffChangesStatus,
  stockedProducts,
  verifiedCustomer,
} from './support';

/** Screenshots of the referral pages for people to look at: 390 px in Greek, 1366 px in English. */
const SHOTS = process.env.REFERRAL_SHOTS_DIR ?? new URL('../artifacts/referrals/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

/**
 * The health assistant opens by itself a few seconds into a visit and would cover what is being
 * shown; its close button is pressed directly, since an open dialog's backdrop covers it.
 */
/** Opens the refer dialog from the footer, once the page's scripts answer the button. */
async function openReferDialog(page: Page, name: string) {
  await closeAssistant(page);
  const dialog = page.getByRole('dialog', { name });
  await expect(async () => {
    await page.getByRole('button', { name }).click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  return dialog;
}

/** A screenshot of the page, or of the screen only while a dialog is open over it (`fullPage` false). */
async function shoot(page: Page, name: string, width: 390 | 1366, fullPage = true) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await closeAssistant(page);
  await page.screenshot({
    path: `${SHOTS}${name}-${width === 390 ? 'el-390' : 'en-1366'}.png`,
    fullPage,
  });
}

/** The customer's ledger through the API, as the loyalty pages read it. */
async function ledgerOf(email: string): Promise<{ kind: string; apts: number }[]> {
  const login = await apiPost('customers/login', { eml: email, pwd: CUSTOMER_PASSWORD });
  expect(login.status).toBe(200);
  const { at } = (await login.json()) as { at: string };
  const response = await fetch(`${process.env.E2E_API_URL}/api/el/PointCustomer/GetByCustomer?size=50`, {
    headers: { authorization: `Bearer ${at}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: { kind: string; apts: number }[] }).items;
}

test('a customer refers a friend: the friend registers from the mailed link and orders, the order completes, both earn their points and the friend finds the 30 % coupon', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const sender = await verifiedCustomer('referrer', 'Άννα', 'Κωνσταντίνου');
  const friendEmail = guestEmail('invited-friend');
  await signIn(page, sender);

  // The refer dialog from the footer: form, sent state with code and link, back to the form.
  await open(page, '/');
  const dialog = await openReferDialog(page, 'Προσκαλέστε έναν φίλο');
  await expect(dialog.getByTestId('refer-form')).toBeVisible();
  await dialog.getByRole('button', { name: 'Αποστολή πρόσκλησης' }).click();
  await expect(dialog.getByText('Το πεδίο είναι υποχρεωτικό.')).toBeVisible();
  await dialog.getByLabel('Email φίλου').fill(sender);
  await dialog.getByRole('button', { name: 'Αποστολή πρόσκλησης' }).click();
  await expect(dialog.getByText('Δεν μπορείτε να προσκαλέσετε τον εαυτό σας.')).toBeVisible();
  await dialog.getByLabel('Email φίλου').fill(friendEmail);
  await dialog.getByLabel('Μήνυμα προς τον φίλο σας').fill('Δοκίμασε το φαρμακείο, έχει καλές τιμές!');
  await expectAccessible(page, 'refer dialog');
  await shoot(page, 'refer-dialog-form', 390, false);
  await dialog.getByRole('button', { name: 'Αποστολή πρόσκλησης' }).click();
  await expect(dialog.getByRole('heading', { name: 'Η πρόσκληση στάλθηκε' })).toBeVisible();
  const code = await dialog.getByTestId('referral-code').inputValue();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
  await expect(dialog.getByTestId('referral-link')).toHaveValue(new RegExp(`/register\\?ref=${code}$`));
  await expectAccessible(page, 'refer dialog, sent');
  await shoot(page, 'refer-dialog-sent', 390, false);
  await dialog.getByRole('button', { name: 'Νέα πρόσκληση' }).click();
  await expect(dialog.getByLabel('Email φίλου')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The friend opens the mailed link in a browser of their own and registers with it.
  await expect.poll(() => mailsTo(friendEmail, code).then((mails) => mails.length)).toBe(1);
  const [mail] = await mailsTo(friendEmail, code);
  const link = mail?.match(/https?:\/\/[^\s"<]+\/register\?ref=[A-Z0-9]+/)?.[0];
  expect(link).toBeDefined();
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await open(friend, new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(friend.getByText(`θα χρησιμοποιηθεί ο κωδικός σύστασης ${code}`)).toBeVisible();
  const form = friend.getByRole('form', { name: 'Δημιουργία λογαριασμού' });
  await form.getByLabel('Όνομα').fill('Γιώργος');
  await form.getByLabel('Επώνυμο').fill('Φίλος');
  await form.getByLabel('Email').fill(friendEmail);
  await form.getByLabel('Κωδικός', { exact: true }).fill(CUSTOMER_PASSWORD);
  await form.getByLabel('Επανάληψη κωδικού').fill(CUSTOMER_PASSWORD);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Εγγραφή' }).click();
  await expect(friend.getByRole('heading', { name: 'Ελέγξτε το email σας' })).toBeVisible();
  await expect.poll(() => mailsTo(friendEmail, 'verifyregistration').then((mails) => mails.length)).toBe(1);
  const [verification] = await mailsTo(friendEmail, 'verifyregistration');
  const guid = verification?.match(/verifyregistration\/([0-9a-f-]{36})/)?.[1];
  await open(friend, `/verifyregistration/${guid}`);

  // The sender's referrals page says the friend registered.
  await open(page, '/profile/referrals');
  const row = page.getByTestId('referral-list').getByRole('listitem').filter({ hasText: friendEmail });
  await expect(row).toContainText('Έκανε εγγραφή');

  // The friend's first order (the cart filled before signing in joins the account's), cash on
  // delivery; staff ship it and complete it.
  const [product] = await stockedProducts(1, (candidate) => candidate.cprc < 40, 7);
  if (!product) throw new Error('no product');
  await fillCart(friend, [{ productId: product.id, quantity: 1 }]);
  await signIn(friend, friendEmail);
  await open(friend, '/checkout-login');
  await expect(friend).toHaveURL(/\/checkout-information$/);
  await fillBilling(friend, 'el', 'Θεσσαλία', 'Λάρισα', '41222');
  await toShippingPayment(friend, 'el');
  await friend.getByTestId('shipping-option').filter({ hasText: TEXT.el.courier }).click();
  await friend.getByTestId('payment-option').filter({ hasText: TEXT.el.cashOnDelivery }).click();
  await pay(friend, 'el');
  await expect(friend.getByRole('heading', { name: TEXT.el.success })).toBeVisible();
  const uid = new URL(friend.url()).pathname.split('/').pop() ?? '';
  await staffChangesStatus(uid, OrderStatus.Processing);
  await staffChangesStatus(uid, OrderStatus.InDelivery);
  await staffChangesStatus(uid, OrderStatus.Completed);

  // Both earn their points once; the friend holds a 30 % coupon for the next order.
  expect((await ledgerOf(sender)).filter((entry) => entry.kind === 'ReferAFriend')).toEqual([
    expect.objectContaining({ apts: 200 }),
  ]);
  expect((await ledgerOf(friendEmail)).filter((entry) => entry.kind === 'AcceptReferAFriend')).toEqual([
    expect.objectContaining({ apts: 100 }),
  ]);
  await open(page, '/profile/referrals');
  await expect(row).toContainText('Ολοκλήρωσε παραγγελία · επιβραβευτήκατε');
  await expectAccessible(page, 'profile/referrals');
  await shoot(page, 'profile-referrals', 390);

  await open(friend, '/profile/coupons');
  const coupon = friend.getByTestId('coupon');
  await expect(coupon).toHaveCount(1);
  await expect(coupon).toContainText('−30%');
  await expect(coupon).toContainText('Έκπτωση 30% από πρόσκληση φίλου');
  await expect(coupon).toContainText('Ενεργό');
  await expect(coupon.getByTestId('coupon-code')).toHaveText(/^FR[A-Z2-9]{8}$/);
  await expectAccessible(friend, 'profile/coupons');
  await shoot(friend, 'profile-coupons', 390);

  // The same pages in English at 1366 px, and the offers page in both.
  await open(friend, '/en/profile/coupons');
  await expect(friend.getByTestId('coupon')).toContainText("30% off from a friend's invitation");
  await shoot(friend, 'profile-coupons', 1366);
  await open(page, '/en/profile/referrals');
  await expect(page.getByTestId('referral-list')).toContainText('Order completed · rewarded');
  await shoot(page, 'profile-referrals', 1366);
  await openReferDialog(page, 'Invite a friend');
  await shoot(page, 'refer-dialog-form', 1366, false);
  await page.keyboard.press('Escape');
  await friendContext.close();
});

test('a guest opening the refer dialog is offered sign-in and registration; the offers page lists the promotions in force', async ({
  page,
}) => {
  await open(page, '/offers-page');
  await expect(page.getByRole('heading', { name: 'Προσφορές', level: 1 })).toBeVisible();
  await expectAccessible(page, 'offers-page');
  await shoot(page, 'offers-page', 390);
  await open(page, '/en/offers-page');
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
  await shoot(page, 'offers-page', 1366);

  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/');
  const dialog = await openReferDialog(page, 'Προσκαλέστε έναν φίλο');
  await expect(dialog.getByRole('link', { name: 'Σύνδεση' })).toHaveAttribute(
    'href',
    /\/login\?returnUrl=%2F/,
  );
  await expect(dialog.getByRole('link', { name: 'Εγγραφή' })).toHaveAttribute('href', '/register');
  await expectAccessible(page, 'refer dialog, guest');
  await shoot(page, 'refer-dialog-guest', 390, false);
});
