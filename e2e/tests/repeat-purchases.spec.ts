/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import {
  apiPost,
  axeProblems,
  CUSTOMER_PASSWORD,
  closeAssistant,
  fillCart,
  mailsTo,
  open,
  type StockedProduct,
  screenshot,
  stockedProducts,
  verifiedCustomer,
} from './support';

test.describe.configure({ timeout: 180_000 });

const api = () => process.env.E2E_API_URL;

const TEXT = {
  el: {
    prefix: '',
    signIn: 'Σύνδεση',
    password: 'Κωδικός',
    orderHeading: 'Επαναλάβετε αυτή την παραγγελία',
    repeatOrder: 'Επανάληψη παραγγελίας',
    how: 'Συχνότητα',
    every2: 'Κάθε 2 μήνες',
    every3: 'Κάθε 3 μήνες',
    added: 'Τα προϊόντα της παραγγελίας μπήκαν στις επαναλαμβανόμενες αγορές σας.',
    subject: 'Ήρθε η ώρα για τις επαναλαμβανόμενες αγορές σας',
    title: 'Επαναλαμβανόμενες αγορές',
    pause: 'Παύση',
    paused: 'Σε παύση',
    resume: 'Συνέχιση',
    skip: 'Παράλειψη μία φορά',
    cancel: 'Ακύρωση',
    empty: 'Δεν έχετε επαναλαμβανόμενες αγορές.',
  },
  en: {
    prefix: '/en',
    signIn: 'Sign in',
    password: 'Password',
    orderHeading: 'Repeat this order',
    repeatOrder: 'Repeat this order',
    how: 'How often',
    every2: 'Every 2 months',
    every3: 'Every 3 months',
    added: "The order's products were added to your repeat purchases.",
    subject: 'Your repeat purchases are due',
    title: 'Repeat purchases',
    pause: 'Pause',
    paused: 'Paused',
    resume: 'Resume',
    skip: 'Skip once',
    cancel: 'Cancel',
    empty: 'You have no repeat purchases.',
  },
} as const;

async function shot(page: Page, name: string): Promise<void> {
  await closeAssistant(page);
  await screenshot(page, name);
}

async function optionId(path: string, code: string): Promise<number> {
  const response = await fetch(`${api()}/api/el/${path}`);
  const { items } = (await response.json()) as { items: { id: number; cd: string }[] };
  const found = items.find((item) => item.cd === code);
  if (!found) throw new Error(`${path}: no ${code}`);
  return found.id;
}

/** An order of the products by the signed-in customer, through the API; answers its uid. */
async function orderOf(products: StockedProduct[], email: string, at: string): Promise<string> {
  const order = await apiPost(
    'orders/save',
    {
      eml: email,
      lines: products.map((product) => ({ pid: product.id, pdid: 0, qty: 1 })),
      stid: await optionId('shippingtypes/getallfront', 'courier'),
      ptid: await optionId('paymenttypes/getallfront', 'cash-on-delivery'),
      fnm: 'Δάφνη',
      lnm: 'Επαναληπτική',
      mob: '6912345678',
      ctid: 1,
      crid: 6,
      adr1: 'Ερμού 12',
      ct: 'Λάρισα',
      pc: '41222',
      hasAcceptedTerms: true,
    },
    at,
    { 'idempotency-key': `repeat-${Date.now()}` },
  );
  expect(order.status, await order.clone().text()).toBe(200);
  return ((await order.json()) as { uid: string }).uid;
}

/** Runs the reminder sweep now as if it were `at`, through the development route (loopback, never in production). */
async function sweepAt(at: Date): Promise<void> {
  const health = await fetch(`${api()}/api/health`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${api()}/dev/repeat-purchases/sweep`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': decodeURIComponent(token),
    },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function signIn(page: Page, language: 'el' | 'en', email: string): Promise<void> {
  const text = TEXT[language];
  await open(page, `${text.prefix}/login`);
  const form = page.getByRole('form', { name: text.signIn });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(text.password, { exact: true }).fill(CUSTOMER_PASSWORD);
  await form.getByRole('button', { name: text.signIn }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** Noon UTC `months` months from today, less `days`. */
function monthsAhead(months: number, days: number): Date {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
}

for (const language of ['el', 'en'] as const) {
  const text = TEXT[language];

  test(`${language}: a repeat set from an order, its reminder mail, the mail's link filling the cart, and the profile page managing it, axe clean`, async ({
    page,
    browser,
  }) => {
    const products = await stockedProducts(2, (product) => product.cprc < 40, language === 'el' ? 20 : 24);
    const email = await verifiedCustomer(`repeat-${language}`, 'Δάφνη', 'Επαναληπτική');
    const login = await apiPost('customers/login', { eml: email, pwd: CUSTOMER_PASSWORD });
    const { at } = (await login.json()) as { at: string };
    const uid = await orderOf(products, email, at);

    // From the order: every 2 months.
    await signIn(page, language, email);
    await open(page, `${text.prefix}/profile/orders/${uid}`);
    await closeAssistant(page);
    const section = page.getByRole('region', { name: text.orderHeading });
    await section.getByLabel(text.how).selectOption({ label: text.every2 });
    await section.getByRole('button', { name: text.repeatOrder }).click();
    await expect(section.getByRole('status')).toContainText(text.added);
    expect(await axeProblems(page, 'order')).toEqual([]);
    await shot(page, `repeat-order-${language}`);

    // Two days before the due date the sweep mails the reminder, in the customer's language.
    await sweepAt(monthsAhead(2, 2));
    const [mail] = await mailsTo(email, text.subject);
    expect(mail).toBeDefined();
    const names = await Promise.all(
      products.map(async (product) => {
        const response = await fetch(`${api()}/api/${language}/products/getbyidfront?id=${product.id}`);
        return ((await response.json()) as { nm: string }).nm;
      }),
    );
    for (const name of names) expect(mail).toContain(name.replaceAll('&', '&amp;'));
    const link = /href="([^"]*\/repeat\/[^"]+)"/.exec(mail ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(link).toContain(`${text.prefix}/repeat/`);
    const path = new URL(link).pathname;

    if (language === 'el') {
      // Signed in: the link fills the server cart and opens it.
      await open(page, path);
      await expect(page).toHaveURL(/\/cart$/);
      for (const name of names) await expect(page.getByRole('link', { name }).first()).toBeVisible();
    } else {
      // Signed out, in another browser: the link fills that browser's cart.
      const guest = await browser.newContext();
      const guestPage = await guest.newPage();
      await guestPage.goto(`${process.env.E2E_BASE_URL}${path}`);
      await expect(guestPage).toHaveURL(/\/en\/cart$/);
      for (const name of names) await expect(guestPage.getByRole('link', { name }).first()).toBeVisible();
      await shot(guestPage, `repeat-link-cart-${language}`);
      await guest.close();
    }

    // The profile page: change the interval, pause, resume, skip once, cancel.
    await open(page, `${text.prefix}/profile/repeat-purchases`);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const rows = page.getByTestId('repeat-row');
    await expect(rows).toHaveCount(2);
    expect(await axeProblems(page, 'profile page')).toEqual([]);
    await shot(page, `repeat-profile-${language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `repeat-profile-${language}-390`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await closeAssistant(page);
    const first = rows.filter({ hasText: names[0] });
    await first.getByRole('combobox').selectOption({ label: text.every3 });
    await expect(first.getByRole('combobox')).toHaveValue('3');
    await first.getByRole('button', { name: text.pause }).click();
    await expect(first.getByText(text.paused, { exact: true })).toBeVisible();
    await first.getByRole('button', { name: text.resume }).click();
    await expect(first.getByRole('button', { name: text.pause })).toBeVisible();
    const before = await first.textContent();
    await first.getByRole('button', { name: text.skip }).click();
    await expect(first).not.toHaveText(before ?? '');
    for (let left = 2; left > 0; left -= 1) {
      await rows.first().getByRole('button', { name: text.cancel }).click();
      await expect(rows).toHaveCount(left - 1);
    }
    await expect(page.getByText(text.empty)).toBeVisible();
    await shot(page, `repeat-profile-empty-${language}`);
  });
}

test('el: a signed-in customer repeats a product from its page every 3 months; a guest is not offered it; axe clean', async ({
  page,
}) => {
  const [product] = await stockedProducts(1, (candidate) => candidate.cprc < 40, 28);
  if (!product) throw new Error('no product');
  await open(page, `/products/${product.eurl}`);
  await expect(page.getByRole('button', { name: 'Προσθήκη στο καλάθι' }).first()).toBeVisible();
  await expect(page.getByTestId('product-repeat')).toHaveCount(0);

  const email = await verifiedCustomer('repeat-product', 'Ιάσονας', 'Επαναληπτικός');
  await signIn(page, 'el', email);
  await open(page, `/products/${product.eurl}`);
  await closeAssistant(page);
  const control = page.getByRole('group', { name: 'Επαναλαμβανόμενη αγορά' });
  await control.getByLabel('Συχνότητα').selectOption({ label: 'Κάθε 3 μήνες' });
  await control.getByRole('button', { name: 'Υπενθύμιση' }).click();
  await expect(
    page.getByRole('link', { name: 'Θα σας το θυμίσουμε. Δείτε τις επαναλαμβανόμενες αγορές σας.' }),
  ).toBeVisible();
  expect(await axeProblems(page, 'product')).toEqual([]);
  await shot(page, 'repeat-product-el');

  await open(page, '/profile/repeat-purchases');
  const row = page.getByTestId('repeat-row').filter({ hasText: product.nm });
  await expect(row.getByRole('combobox')).toHaveValue('3');
});

test('en: a signed-in customer repeats a cart line every 2 months from the cart; axe clean with it open', async ({
  page,
}) => {
  const [product] = await stockedProducts(1, (candidate) => candidate.cprc < 30, 29);
  if (!product) throw new Error('no product');
  const email = await verifiedCustomer('repeat-cart', 'Jason', 'Cartwright');
  // A guest's cart joins the account's at sign-in.
  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  await signIn(page, 'en', email);
  await open(page, '/en/cart');
  const english = (await (
    await fetch(`${process.env.E2E_API_URL}/api/en/products/getbyidfront?id=${product.id}`)
  ).json()) as { nm: string };
  await expect(page.getByRole('link', { name: english.nm })).toBeVisible();
  await closeAssistant(page);
  const line = page.getByTestId('cart-line-repeat');
  await line.locator('summary', { hasText: 'Repeat purchase' }).click();
  await line.getByLabel('How often').selectOption({ label: 'Every 2 months' });
  await line.getByRole('button', { name: 'Remind me' }).click();
  await expect(page.getByRole('link', { name: /remind you/ })).toBeVisible();
  expect(await axeProblems(page, 'cart')).toEqual([]);
  await shot(page, 'repeat-cart-en');

  await open(page, '/en/profile/repeat-purchases');
  const row = page.getByTestId('repeat-row').filter({ hasText: english.nm });
  await expect(row.getByRole('combobox')).toHaveValue('2');
});
