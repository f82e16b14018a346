import { expect, type Page, test } from '@playwright/test';
import { staffSignsIn } from './admin-support';
import { open } from './support';

test.describe.configure({ timeout: 120_000 });

const productLinks = (page: Page) => page.locator('main a[href*="/products/"]');

test('three storefront searches, one without results, appear in the back office; a synonym makes it find products', async ({
  page,
  browser,
}) => {
  // A word no product has, different on every run: the shop's counts are kept per day.
  const nothing = `ψζξ${Date.now().toString(36)}`;
  const shopper = await browser.newPage();

  await open(shopper, `/en/search-results?key=${encodeURIComponent('Κρέμα')}`);
  await expect(productLinks(shopper).first()).toBeVisible();
  await open(shopper, `/en/search-results?key=${encodeURIComponent('Ορός')}`);
  await productLinks(shopper).first().click();
  await shopper.waitForURL(/\/products\//);
  await open(shopper, `/en/search-results?key=${nothing}`);
  await expect(shopper.getByText(`No products found for “${nothing}”.`)).toBeVisible();

  await staffSignsIn(page, 'Admin');
  await open(page, '/en/admin/search-insights');
  const top = page.getByRole('region', { name: 'Top searches' });
  for (const query of ['κρεμα', 'οροσ', nothing])
    await expect(top.getByRole('cell', { name: query, exact: true })).toBeVisible();
  const none = page.getByRole('region', { name: 'Searches without results' });
  await expect(none.getByRole('cell', { name: nothing, exact: true })).toBeVisible();
  await expect(none.getByRole('cell', { name: 'κρεμα', exact: true })).toHaveCount(0);

  // Other journeys of the same shop leave queries without results of their own in the list.
  const row = none.getByRole('row').filter({ hasText: nothing });
  await row.getByLabel(`Synonym for “${nothing}”`).fill('κρέμα');
  await row.getByRole('button', { name: 'Add synonym' }).click();
  await expect(page.getByRole('status')).toContainText('The synonym is saved');
  await expect(page.getByRole('region', { name: 'Synonyms' })).toContainText(`${nothing} → κρέμα`);

  await open(shopper, `/en/search-results?key=${nothing}`);
  await expect(productLinks(shopper).first()).toBeVisible();
  await expect(shopper.getByText(`No products found for “${nothing}”.`)).toHaveCount(0);
});
