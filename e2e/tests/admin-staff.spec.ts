import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { staffSignsIn } from './admin-support';
import { axeProblems, open, screenshot } from './support';

// The back office's journeys sign in and move through several server-rendered pages.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1366, height: 900 } });

/** The API token the storefront's server keeps for the signed-in staff member (an HttpOnly cookie). */
async function staffTokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'staff_session');
  if (!cookie) throw new Error('no staff_session cookie');
  return (JSON.parse(Buffer.from(cookie.value, 'base64url').toString('utf8')) as { at: string }).at;
}

const staffMe = (token: string) =>
  fetch(`${process.env.E2E_API_URL}/api/en/staff/me`, { headers: { authorization: `Bearer ${token}` } });

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/en/admin/login');
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeEnabled();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await submit.click();
  await expect(page).toHaveURL(/\/en\/admin$/);
}

test('signing out of the back office ends the session: its token is refused by the API at once', async ({
  page,
}) => {
  await staffSignsIn(page, 'SalesPerson');
  const token = await staffTokenOf(page.context());
  expect((await staffMe(token)).status).toBe(200);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/login/);
  expect((await staffMe(token)).status).toBe(401);
});

test('an Admin adds a staff member with a generated password, who signs in; disabled, they are out at once', async ({
  page,
  browser,
}) => {
  const email = `new.staff.${Date.now()}@pharmacy.gr`;
  await staffSignsIn(page, 'Admin');
  await page
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await expect(page).toHaveURL(/\/en\/admin\/staff$/);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();

  const form = page.locator('form').filter({ has: page.getByText('New staff member', { exact: true }) });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Name').fill('Ελένη Κ.');
  await form.getByLabel('Role').selectOption({ label: 'Sales' });
  await form.getByRole('button', { name: 'Save' }).click();
  const shown = form.getByRole('status');
  await expect(shown).toContainText(`The password of ${email} is shown only this once`);
  const password = (await shown.locator('p.font-mono').textContent())?.trim() ?? '';
  expect(password).toMatch(/^\S{20,}$/);
  expect(await axeProblems(page, 'admin staff')).toEqual([]);
  await screenshot(page, 'admin-staff-en');

  // The new member signs in with it, in a browser of their own.
  const theirs = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const them = await theirs.newPage();
  await signInAs(them, email, password);
  // A SalesPerson neither sees the staff screen nor opens it.
  await expect(
    them.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Staff' }),
  ).toHaveCount(0);
  const refused = await them.goto('/en/admin/staff');
  expect(refused?.status()).toBe(403);

  // The Admin finds them, and disables them.
  await open(page, '/en/admin/staff');
  await page.getByLabel('Search (email or name)').fill(email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: email }).click();
  const edit = page.locator('form').filter({ has: page.getByText(`Edit: ${email}`) });
  await edit.getByLabel(/^Disabled/).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Disabled');

  // Their next page asks them to sign in, and signing in is refused.
  await them.goto('/en/admin/orders');
  await expect(them).toHaveURL(/\/en\/admin\/login/);
  await theirs.close();

  // The Admin's own form offers no way to disable themselves or change their role.
  await page.getByLabel('Search (email or name)').fill(process.env.E2E_ADMIN_EMAIL ?? '');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('link', { name: process.env.E2E_ADMIN_EMAIL ?? '' }).click();
  const own = page.locator('form').filter({ has: page.getByText(`Edit: ${process.env.E2E_ADMIN_EMAIL}`) });
  await expect(own.getByLabel(/^Disabled/)).toHaveCount(0);
  await expect(own.getByLabel('Role')).toBeDisabled();
});
