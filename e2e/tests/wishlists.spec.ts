import { expect, test } from '@playwright/test';
import { open, screenshot, signIn, verifiedCustomer } from './support';

const api = () => process.env.E2E_API_URL;

test('a signed-in customer keeps wishlists on the server: create in the dialog, toggle, list pages', async ({
  page,
}) => {
  const product = (await (await fetch(`${api()}/api/el/products/getbyidfront?id=2`)).json()) as {
    nm: string;
    eurl: string;
  };
  const email = await verifiedCustomer('wishlist', 'Νίκος', 'Λίστας');
  await signIn(page, email);

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

test("a guest's lists are one click away in the header and move into the account on sign-in", async ({
  page,
}) => {
  const product = (await (await fetch(`${api()}/api/el/products/getbyidfront?id=3`)).json()) as {
    nm: string;
    eurl: string;
  };
  await open(page, `/products/${product.eurl}`);
  await page.getByRole('button', { name: `Προσθήκη του ${product.nm} στη λίστα επιθυμιών` }).click();
  const dialog = page.getByRole('dialog', { name: 'Προσθήκη στη λίστα επιθυμιών' });
  await dialog.getByLabel('Νέα λίστα').fill('Για το ταξίδι');
  await dialog.getByRole('button', { name: 'Δημιουργία' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Για το ταξίδι' })).toBeChecked();
  await page.keyboard.press('Escape');

  // The header's heart leads a guest to the lists kept in this browser, not to the sign-in page.
  await page.getByRole('link', { name: 'Λίστες αγαπημένων' }).click();
  await expect(page).toHaveURL(/\/guest\/wishlists$/);
  await expect(page.getByTestId('wishlist-row')).toContainText('Για το ταξίδι');

  const email = await verifiedCustomer('guestlists', 'Άννα', 'Ταξιδιώτη');
  await signIn(page, email);
  await open(page, '/profile/wishlists');
  await expect(page.getByTestId('wishlist-row')).toHaveCount(1);
  await expect(page.getByTestId('wishlist-row')).toContainText('Για το ταξίδι');
  await expect(page.getByTestId('wishlist-row')).toContainText('1 προϊόν');
  expect(await page.evaluate(() => localStorage.getItem('guest_wishlists'))).toBe('[]');
  await screenshot(page, 'wishlists-moved-from-guest');
});
