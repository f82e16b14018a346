import { expect, test } from '@playwright/test';
import { staffEmail, staffSignsIn } from './admin-support';
import { apiPost, axeProblems, open, screenshot, stockedProducts } from './support';

// The back office's journeys sign in and move through several server-rendered pages.
test.describe.configure({ timeout: 120_000 });

const api = () => process.env.E2E_API_URL;

/** A POST only for the size of what it sends, which changes nothing (the role matrix's reading POSTs). */
const READING_POSTS = new Set(['/api/{lang}/admin/content/preview']);

/** Every change the API offers staff: each method but GET of every `/api/{lang}/admin/…` path. */
async function adminChanges(): Promise<{ method: string; path: string }[]> {
  const document = (await (await fetch(`${api()}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.includes('/admin/') || path.endsWith('/staff/impersonatecustomer'))
    .filter(([path]) => !READING_POSTS.has(path))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['post', 'put', 'delete', 'patch'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), path: path.replace('{lang}', 'el') })),
    );
}

test('an Inspector reads the back office and changes nothing: every change the API offers staff answers 403', async ({
  page,
}) => {
  const login = await apiPost('staff/login', {
    eml: staffEmail('Inspector'),
    pwd: process.env.E2E_STAFF_PASSWORD,
  });
  expect(login.status).toBe(200);
  const { at, role } = (await login.json()) as { at: string; role: string };
  expect(role).toBe('Inspector');

  const changes = await adminChanges();
  expect(changes.length).toBeGreaterThan(10);
  const health = await fetch(`${api()}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const answers: string[] = [];
  for (const { method, path } of changes) {
    const response = await fetch(`${api()}${path.replace(/\{[^}]+\}/g, '1')}`, {
      method,
      headers: {
        authorization: `Bearer ${at}`,
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': decodeURIComponent(xsrf),
      },
      body: method === 'DELETE' ? undefined : '{}',
    });
    answers.push(`${method} ${path} ${response.status}`);
  }
  expect(answers.filter((answer) => !answer.endsWith(' 403'))).toEqual([]);

  // The screens say so: forms are shown disabled, no button of a change is offered.
  const [product] = await stockedProducts(1);
  if (!product) throw new Error('no product');
  await staffSignsIn(page, 'Inspector');
  await expect(page.getByTestId('staff-member')).toContainText('Inspector');
  await expect(page.getByTestId('staff-member')).toContainText('Read only');
  await open(page, `/en/admin/products/${product.id}`);
  await expect(
    page.getByRole('region', { name: 'Prices' }).getByLabel('Price', { exact: true }),
  ).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save stock' })).toHaveCount(0);
  expect(await axeProblems(page, 'inspector product')).toEqual([]);
  await screenshot(page, 'admin-inspector-product-en');
  await open(page, '/en/admin/import');
  await expect(page.getByText('Your role reads this page only.')).toBeVisible();
  await open(page, '/en/admin/reviews');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});

test('the back office asks for a staff sign-in, refuses a wrong password in the staff language and keeps no token in the page', async ({
  page,
}) => {
  await page.goto('/en/admin/products');
  await expect(page).toHaveURL(/\/en\/admin\/login\?returnUrl=%2Fen%2Fadmin%2Fproducts$/);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(await axeProblems(page, 'staff sign-in')).toEqual([]);
  await screenshot(page, 'admin-sign-in-en');

  await page.goto('/el/admin/login');
  await expect(page.getByRole('button', { name: 'Σύνδεση' })).toBeEnabled();
  await page.getByLabel('Email').fill(staffEmail('SalesPerson'));
  await page.getByLabel('Κωδικός').fill('not-the-password');
  await page.getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page).toHaveURL(/\/el\/admin\/login/);
  await screenshot(page, 'admin-sign-in-refused-el');

  await staffSignsIn(page, 'SalesPerson', 'el');
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'staff_session');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Strict');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('eyJ');
  expect(await page.evaluate(() => document.cookie)).not.toContain('staff_session');
  await screenshot(page, 'admin-dashboard-el');

  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
  await expect(page).toHaveURL(/\/el\/admin\/login$/);
  await page.goto('/el/admin');
  await expect(page).toHaveURL(/\/el\/admin\/login/);
});
