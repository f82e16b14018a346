import { expect, type Page, test } from '@playwright/test';
import { screenshot } from './support';

const api = () => process.env.E2E_API_URL;
const PASSWORD = 'Secret-123';

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Registers a customer through the API and opens the mailed verification link. */
async function verifiedCustomer(): Promise<string> {
  const email = `wishlist.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.gr`;
  const health = await fetch(`${api()}/api/health`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const registered = await fetch(`${api()}/api/el/customers/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': decodeURIComponent(token),
    },
    body: JSON.stringify({
      eml: email,
      pwd: PASSWORD,
      cpwd: PASSWORD,
      trm: true,
      fnm: 'Νίκος',
      lnm: 'Λίστας',
    }),
  });
  expect(registered.status).toBe(200);
  const listing = await (await fetch(`${api()}/dev/mail`)).text();
  for (const [, id] of listing.matchAll(/<tr><td>(\d+)<\/td>/g)) {
    const mail = await (await fetch(`${api()}/dev/mail/${id}`)).text();
    const guid = mail.includes(email) ? mail.match(/verifyregistration\/([0-9a-f-]{36})/)?.[1] : undefined;
    if (!guid) continue;
    expect((await fetch(`${api()}/api/el/customers/verifyregistration?guid=${guid}`)).status).toBe(200);
    return email;
  }
  throw new Error(`no verification mail to ${email}`);
}

test('a signed-in customer keeps wishlists on the server: create in the dialog, toggle, list pages', async ({
  page,
}) => {
  const product = (await (await fetch(`${api()}/api/el/products/getbyidfront?id=2`)).json()) as {
    nm: string;
    eurl: string;
  };
  const email = await verifiedCustomer();
  await open(page, '/login');
  const form = page.getByRole('form', { name: 'Σύνδεση' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Κωδικός').fill(PASSWORD);
  await form.getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await open(page, `/products/${product.eurl}`);
  await page.getByRole('button', { name: `Προσθήκη του ${product.nm} στη λίστα επιθυμιών` }).click();
  const dialog = page.getByRole('dialog', { name: 'Προσθήκη στη λίστα επιθυμιών' });
  await expect(dialog.getByText('Δεν έχετε ακόμη λίστες.', { exact: false })).toBeVisible();
  await dialog.getByLabel('Νέα λίστα').fill('Δώρα γιορτών');
  await dialog.getByRole('button', { name: 'Δημιουργία' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Δώρα γιορτών' })).toBeChecked();
  await expect(dialog.getByTestId('wishlist-count')).toHaveText('Το προϊόν υπάρχει σε 1 λίστα.');
  await dialog.getByRole('checkbox', { name: 'Δώρα γιορτών' }).uncheck();
  await expect(dialog.getByTestId('wishlist-count')).toHaveText('Το προϊόν υπάρχει σε 0 λίστες.');
  await dialog.getByRole('checkbox', { name: 'Δώρα γιορτών' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Δώρα γιορτών' })).toBeChecked();

  await open(page, '/profile/wishlists');
  await expect(page.getByTestId('wishlist-row')).toHaveCount(1);
  await page.getByRole('button', { name: '+ Καλοκαίρι' }).click();
  await expect(page.getByTestId('wishlist-row')).toHaveCount(2);
  await page.getByRole('link', { name: 'Δώρα γιορτών' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Δώρα γιορτών');
  await expect(page.getByTestId('wishlist-product')).toContainText(product.nm);
  await screenshot(page, 'wishlist-profile');
});
