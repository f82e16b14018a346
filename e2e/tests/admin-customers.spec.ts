import { expect, test } from '@playwright/test';
import { staffSignsIn } from './admin-support';
import { axeProblems, open, screenshot, verifiedCustomer } from './support';

// The back office's journeys sign in and move through several server-rendered pages.
test.describe.configure({ timeout: 120_000 });

test('a SalesPerson finds a customer, reads the account and makes a single-use link to act as them', async ({
  page,
}) => {
  const email = await verifiedCustomer('found', 'Γιώργος', 'Αναζητούμενος');
  await staffSignsIn(page, 'SalesPerson');
  await open(page, '/en/admin/customers');
  await page.getByLabel('Email, name or phone').fill(email);
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Γιώργος Αναζητούμενος' }).click();
  await expect(page.getByRole('heading', { name: 'Γιώργος Αναζητούμενος' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' })).toContainText(email);
  await expect(page.getByRole('region', { name: 'Loyalty points' })).toContainText('approved');

  await page.getByRole('button', { name: 'Make a sign-in link' }).click();
  const link = page.getByRole('link', { name: 'Open the shop as the customer' });
  await expect(link).toHaveAttribute('href', /^\/en\/impersonate\/[0-9a-f-]{36}$/);
  expect(await axeProblems(page, 'admin customer')).toEqual([]);
  await screenshot(page, 'admin-customer-en');

  // An Inspector reads the same page without the means to act as the customer.
  const url = page.url().replace('/en/', '/el/');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await staffSignsIn(page, 'Inspector', 'el');
  await open(page, new URL(url).pathname);
  await expect(page.getByRole('heading', { name: 'Γιώργος Αναζητούμενος' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Δημιουργία συνδέσμου σύνδεσης' })).toHaveCount(0);
  await screenshot(page, 'admin-customer-el');
});
