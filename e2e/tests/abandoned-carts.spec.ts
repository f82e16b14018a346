/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { staffSignsIn } from './admin-support';
import { continueAsGuest, fillBilling, guestEmail, pay, TEXT, toShippingPayment } from './checkout-journey';
import {
  axeProblems,
  closeAssistant,
  fillCart,
  mailsTo,
  open,
  type StockedProduct,
  screenshot,
  staffToken,
  stockedProducts,
} from './support';

// A newsletter confirmation, a checkout, a price change in the back office and an order.
test.describe.configure({ timeout: 180_000 });

const api = () => process.env.E2E_API_URL;

/** Euros as the shop writes them in Greek (`12,50 €`), spaces made plain. */
const greekEuros = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const shopDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' }).format(at);

interface Figures {
  sent: number;
  recovered: number;
  revenue: number;
}

/** The back office's figures over a period, as the API gives them to staff. */
async function figures(from: string, to: string): Promise<Figures> {
  const at = await staffToken();
  const response = await fetch(`${api()}/api/en/admin/abandoned-carts/stats?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${at}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Figures;
}

/** Runs the reminder sweep now as if it were `at`, through the development route (loopback, never in production). */
async function sweepAt(at: Date): Promise<number> {
  const health = await fetch(`${api()}/api/health`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${api()}/dev/abandoned-carts/sweep`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': decodeURIComponent(token),
    },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { mails: number }).mails;
}

/** The Greek footer form, then the mailed confirmation link: a confirmed subscription is the marketing consent. */
async function confirmedSubscriber(page: Page, email: string): Promise<void> {
  await open(page, '/');
  const form = page.getByRole('form', { name: 'Εγγραφή στο newsletter' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('checkbox', { name: 'Συμφωνώ να λαμβάνω ενημερωτικά email.' }).check();
  await form.getByRole('button', { name: 'Εγγραφή' }).click();
  await expect(form.getByRole('status')).toContainText('Ελέγξτε το email σας');
  let path: string | undefined;
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(email, '/newsletter-subscription-verification/');
      path = /https?:\/\/[^\s"<]+(\/newsletter-subscription-verification\/[0-9a-f-]{36})/.exec(
        mail ?? '',
      )?.[1];
      return path;
    })
    .toBeTruthy();
  await open(page, path ?? '');
  await expect(page.getByRole('main').getByRole('status')).toContainText('επιβεβαιώθηκε');
}

/** Staff (an Admin, in English) raise a product's price by one euro in the back office. */
async function raisePrice(page: Page, product: StockedProduct): Promise<number> {
  const raised = Math.round((product.cprc + 1) * 100) / 100;
  await open(page, `/en/admin/products/${product.id}`);
  const prices = page.getByRole('region', { name: 'Prices' });
  await prices.getByLabel('Price', { exact: true }).fill(raised.toFixed(2));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  return raised;
}

test('el shopper, en staff: a guest with consent leaves a cart at checkout, the reminder restores it on another device at today’s price, and the order counts as recovered in the back office', async ({
  page,
  browser,
}) => {
  // Far down the catalogue's lists (the other journeys' picks stay theirs), and together under the
  // gift threshold (50 €), so that the order takes none of the gifts cart.spec.ts chooses from.
  const [raisedProduct] = await stockedProducts(1, (product) => product.cprc >= 16 && product.cprc <= 24, 30);
  const [keptProduct] = await stockedProducts(
    1,
    (product) => product.cprc >= 5.5 && product.cprc <= 11.5,
    30,
  );
  if (!raisedProduct || !keptProduct) throw new Error('no products');
  const email = guestEmail('abandoned');
  const today = shopDay(new Date());

  // The shopper, in Greek: newsletter confirmed, two lines in the cart, an email given at checkout, gone.
  const device = await browser.newContext();
  const shopper = await device.newPage();
  await confirmedSubscriber(shopper, email);
  await fillCart(shopper, [
    { productId: raisedProduct.id, quantity: 1 },
    { productId: keptProduct.id, quantity: 2 },
  ]);
  const recorded = shopper.waitForResponse(
    (response) => response.url().includes('/abandonedcarts/guest') && response.request().method() === 'POST',
  );
  await continueAsGuest(shopper, 'el', email);
  expect((await recorded).status()).toBe(204);
  await device.close();

  // Before the reminder, staff raise one of the two prices: the mail and the cart show today's.
  await staffSignsIn(page, 'Admin');
  const raised = await raisePrice(page, raisedProduct);

  // The clock moved past the 2-hour delay: the sweep mails the reminder, in Greek.
  const remindedAt = new Date(Date.now() + 125 * 60_000);
  const period = { from: today, to: shopDay(remindedAt) };
  const before = await figures(period.from, period.to);
  const mails = await sweepAt(remindedAt);
  expect(mails).toBeGreaterThanOrEqual(1);
  const [mail] = await mailsTo(email, 'Ξεχάσατε κάτι στο καλάθι σας');
  if (!mail) throw new Error(`no cart reminder to ${email}`);
  const names = [raisedProduct.nm, keptProduct.nm].map((name) => name.replaceAll('&', '&amp;'));
  for (const name of names) expect(mail).toContain(name);
  expect(plain(mail)).toContain(`1 τεμ. ${names[0]}: ${greekEuros(raised)}`);
  expect(plain(mail)).toContain(`2 τεμ. ${names[1]}: ${greekEuros(keptProduct.cprc * 2)}`);
  // A second sweep at the same instant sends nothing more to this cart.
  await sweepAt(remindedAt);
  expect(await mailsTo(email, 'Ξεχάσατε κάτι στο καλάθι σας')).toHaveLength(1);

  // One-click unsubscribe: the link in the mail and the list headers of RFC 8058.
  expect(mail).toMatch(/href="https?:\/\/[^"]+\/newsletter-unsubscribe\/[A-Za-z0-9._-]+"/);
  const id = /href="\/dev\/mail\/(\d+)\/raw"/.exec(mail)?.[1];
  const raw = (await (await fetch(`${api()}/dev/mail/${id}/raw`)).text()).replace(/\r?\n[ \t]+/g, ' ');
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const unsubscribe = /^List-Unsubscribe: <([^>]+)>$/m.exec(raw)?.[1] ?? '';
  expect(unsubscribe).toContain('/newslettersubscriptions/unsubscribe?token=');
  // Opened rather than posted, it leads to the page that asks: the consent stays until the shopper says.
  const asked = await fetch(unsubscribe, { redirect: 'manual' });
  expect(asked.status).toBe(303);
  expect(new URL(asked.headers.get('location') ?? '').pathname).toMatch(/^\/newsletter-unsubscribe\//);
  await open(page, `${api()}/dev/mail/${id}`);
  await screenshot(page, 'abandoned-cart-mail-el');

  // Another device: a fresh browser with an empty cart opens the mail's link and gets the same lines.
  const link = /href="([^"]*\/cart\/restore\/[^"]+)"/.exec(mail)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const path = new URL(link).pathname;
  expect(path).toMatch(/^\/cart\/restore\/[^/]+$/);
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`${process.env.E2E_BASE_URL}${path}`);
  await expect(phone).toHaveURL(/\/cart$/);
  const lines = phone.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const raisedLine = lines.filter({ hasText: raisedProduct.nm });
  const keptLine = lines.filter({ hasText: keptProduct.nm });
  await expect(
    raisedLine.getByRole('group', { name: `Ποσότητα για ${raisedProduct.nm}` }).locator('input'),
  ).toHaveValue('1');
  await expect(
    keptLine.getByRole('group', { name: `Ποσότητα για ${keptProduct.nm}` }).locator('input'),
  ).toHaveValue('2');
  await expect
    .poll(async () => plain(await raisedLine.textContent()))
    .toContain(`Τιμή μονάδας: ${greekEuros(raised)}`);
  await closeAssistant(phone);
  await screenshot(phone, 'abandoned-cart-restored-el-390');

  // The shopper orders from the restored cart, as the same guest, cash on delivery.
  await continueAsGuest(phone, 'el', email);
  await fillBilling(phone, 'el', 'Θεσσαλία', 'Λάρισα', '41222');
  await toShippingPayment(phone, 'el');
  await phone.getByTestId('shipping-option').filter({ hasText: TEXT.el.courier }).click();
  await phone.getByTestId('payment-option').filter({ hasText: TEXT.el.cashOnDelivery }).click();
  // The order's total once the cash-on-delivery fee is in it: what the back office counts as recovered.
  await expect(phone.getByTestId('totals-payment-fee')).toBeVisible();
  await expect(phone.getByTestId('order-totals')).toHaveAttribute('aria-busy', 'false');
  const total = phone.getByTestId('totals-total');
  const totalEuros = Number(
    plain(await total.textContent())
      .replace(/[^\d,]/g, '')
      .replace(',', '.'),
  );
  expect(totalEuros).toBeGreaterThan(0);
  await pay(phone, 'el');
  await expect(phone.getByRole('heading', { name: TEXT.el.success })).toBeVisible();
  await other.close();

  // The order's listener closes the cart just after the order's commit.
  let after = before;
  await expect
    .poll(async () => {
      after = await figures(period.from, period.to);
      return after.recovered;
    })
    .toBe(before.recovered + 1);
  expect(after.sent).toBe(before.sent + mails);
  expect(after.revenue).toBeCloseTo(before.revenue + totalEuros, 2);

  // Staff, in English, open the screen from the navigation and choose the period of the reminder.
  await open(page, '/en/admin');
  await page
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Cart reminders' })
    .click();
  await expect(page).toHaveURL(/\/en\/admin\/abandoned-carts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Left carts and their reminders' })).toBeVisible();
  await page.getByLabel('From').fill(period.from);
  await page.getByLabel('To').fill(period.to);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${period.from}&to=${period.to}$`));
  const shown = page.getByRole('region', { name: 'Figures of the period' });
  await expect(shown.getByTestId('reminders-sent')).toContainText(String(after.sent));
  await expect(shown.getByTestId('carts-recovered')).toContainText(String(after.recovered));
  await expect(shown.getByTestId('revenue-recovered')).toContainText(
    `${after.revenue.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );
  expect(await axeProblems(page, 'admin abandoned carts')).toEqual([]);
  await screenshot(page, 'admin-abandoned-carts-en');

  // The same screen in Greek, for the eye.
  await open(page, `/el/admin/abandoned-carts?from=${period.from}&to=${period.to}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Εγκαταλελειμμένα καλάθια και υπενθυμίσεις' }),
  ).toBeVisible();
  await screenshot(page, 'admin-abandoned-carts-el');
});
