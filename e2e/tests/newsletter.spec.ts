/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { mailsTo, open, screenshot, verifiedCustomer } from './support';

// A customer's sign-up hashes a password (argon2id); a loaded 2-core machine needs the room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.gr`;

/** No accessibility violation of any impact inside `selector`, none serious or critical on the page. */
async function expectAccessible(page: Page, selector: string, where: string) {
  const inside = await new AxeBuilder({ page }).include(selector).analyze();
  expect(inside.violations.map((violation) => `${where}: ${violation.id} (${violation.impact})`)).toEqual([]);
  const whole = await new AxeBuilder({ page }).analyze();
  const serious = whole.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((violation) => `${where}: ${violation.id}`)).toEqual([]);
}

/** The storefront path of the newest link to `path` mailed to `to`, read from the development outbox. */
async function mailedPath(
  to: string,
  path: 'newsletter-subscription-verification' | 'newsletter-unsubscribe',
) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(to, `/${path}/`);
      link = mail?.match(new RegExp(`https?://[^\\s"<]+/${path}/[A-Za-z0-9._-]+`))?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link ?? '').pathname;
}

const footerForm = (page: Page) => page.getByRole('form', { name: 'Εγγραφή στο newsletter' });

/** Signs up through the footer's form on the home page and waits for "check your email". */
async function signUpInFooter(page: Page, email: string) {
  await open(page, '/');
  const form = footerForm(page);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('checkbox', { name: 'Συμφωνώ να λαμβάνω ενημερωτικά email.' }).check();
  await form.getByRole('button', { name: 'Εγγραφή' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Ελέγξτε το email σας: σας στείλαμε σύνδεσμο για να επιβεβαιώσετε την εγγραφή σας στο newsletter.',
  );
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');
}

test('footer sign-up: errors at the fields, "check your email", the mailed link confirms once, then unsubscribe', async ({
  page,
}) => {
  const email = uniqueEmail('newsletter');
  await open(page, '/');
  const form = footerForm(page);
  const field = form.getByRole('textbox', { name: 'Email' });
  const consent = form.getByRole('checkbox', { name: 'Συμφωνώ να λαμβάνω ενημερωτικά email.' });

  // Refused in the browser, each error at its field and read out with it.
  await form.getByRole('button', { name: 'Εγγραφή' }).click();
  await expect(form.getByText('Το πεδίο είναι υποχρεωτικό.')).toBeVisible();
  await expect(form.getByText('Πρέπει να αποδεχτείτε τη λήψη email.')).toBeVisible();
  await field.fill('maria@example');
  await form.getByRole('button', { name: 'Εγγραφή' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Το email δεν είναι έγκυρο.');
  await expect(consent).toHaveAccessibleDescription('Πρέπει να αποδεχτείτε τη λήψη email.');
  await form.scrollIntoViewIfNeeded();
  await screenshot(page, 'newsletter-footer-errors');
  await expectAccessible(page, 'footer form', 'footer form with errors');
  expect(await mailsTo(email, 'newsletter')).toEqual([]);

  // By keyboard: the address, Tab to the consent box past the button, Space, back, Enter.
  await field.fill('');
  await field.focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Εγγραφή' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(consent).toBeFocused();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(/^Ελέγξτε το email σας/);
  await expect(form.getByRole('alert')).toHaveCount(0);

  // The confirmation mail, in Greek, links the storefront's page without a language prefix.
  const [mail] = await mailsTo(email, 'newsletter-subscription-verification');
  expect(mail).toContain('Επιβεβαιώστε την εγγραφή σας στο newsletter');
  const verification = await mailedPath(email, 'newsletter-subscription-verification');
  expect(verification).toMatch(/^\/newsletter-subscription-verification\/[0-9a-f-]{36}$/);

  await open(page, verification);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Επιβεβαίωση newsletter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Η εγγραφή σας στο newsletter επιβεβαιώθηκε. Ευχαριστούμε!',
  );
  await screenshot(page, 'newsletter-confirmed');
  await expectAccessible(page, 'main', 'confirmation page');

  // The link works once.
  await open(page, verification);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Ο σύνδεσμος έχει ήδη χρησιμοποιηθεί.',
  );
  await expectAccessible(page, 'main', 'used link page');

  // The mail's unsubscribe page asks first, then unsubscribes.
  const unsubscribe = await mailedPath(email, 'newsletter-unsubscribe');
  await open(page, unsubscribe);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Διαγραφή από το newsletter');
  await expectAccessible(page, 'main', 'unsubscribe page');
  await page.getByRole('button', { name: 'Διαγραφή από το newsletter' }).press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Η διαγραφή σας από το newsletter ολοκληρώθηκε. Δεν θα λαμβάνετε πλέον τα email μας.',
  );
  await screenshot(page, 'newsletter-unsubscribed');
});

test("a mail client's one-click unsubscribe reaches the API through the shop's address (RFC 8058)", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('newsletter-oneclick');
  await signUpInFooter(page, email);
  const token = (await mailedPath(email, 'newsletter-unsubscribe')).split('/').at(-1) ?? '';
  const address = `${baseURL}/api/el/newslettersubscriptions/unsubscribe?token=${encodeURIComponent(token)}`;
  // A GET (a client without RFC 8058) is sent on to the page that asks; a POST unsubscribes.
  const opened = await fetch(address, { redirect: 'manual' });
  expect(opened.status).toBe(303);
  expect(new URL(opened.headers.get('location') ?? '').pathname).toBe(`/newsletter-unsubscribe/${token}`);
  const posted = await fetch(address, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(posted.status).toBe(200);
  const forged = await fetch(
    address.replace(/.(?=$)/, (last) => (last === 'A' ? 'B' : 'A')),
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    },
  );
  expect(forged.status).toBe(404);
});

test('a customer confirming the newsletter gets their Newsletter points; an unknown link says so, in English', async ({
  page,
}) => {
  const email = await verifiedCustomer('newsletter-customer', 'Ελένη', 'Γεωργίου');
  await signUpInFooter(page, email);
  const verification = await mailedPath(email, 'newsletter-subscription-verification');
  await open(page, verification);
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toContainText('Η εγγραφή σας στο newsletter επιβεβαιώθηκε.');
  await expect(status).toContainText('Κερδίσατε 50 πόντους επιβράβευσης.');
  await screenshot(page, 'newsletter-points');

  // An unknown link, in English.
  await open(page, '/en/newsletter-subscription-verification/5f0c6a8e-4b7d-4c1e-9a2f-0123456789ab');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter confirmation');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('The link is not valid.');
  await expectAccessible(page, 'main', 'unknown link page (en)');
});
