import { expect, test } from '@playwright/test';
import { apiProduct, CUSTOMER_PASSWORD, open, screenshot, verifiedCustomer } from './support';

test('home page is server-rendered in Greek', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<html lang="el"');
  expect(html).toContain('Φροντίδα υγείας και ομορφιάς');

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Φροντίδα υγείας');
  await expect(page.getByRole('link', { name: 'Πρόσωπο' }).first()).toBeVisible();
  await screenshot(page, 'home-el');
});

test('/en/ is in English and switching language reloads in Greek', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Health and beauty care');
  await screenshot(page, 'home-en');
  await page.getByRole('link', { name: 'Ελληνικά' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
});

test('the chosen language is stored locally, as the specification says, and follows each switch', async ({
  page,
}) => {
  // Three full page loads, each in its language.
  test.setTimeout(90_000);
  const stored = () => page.evaluate(() => window.localStorage.getItem('language'));
  await open(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect.poll(stored).toBe('el');
  await page.getByRole('link', { name: 'English' }).first().click();
  await page.waitForURL(/\/en\/?$/);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(stored).toBe('en');
  // Kept in the browser, not the page: a file of the same site, which runs no script, still finds it.
  const later = await page.context().newPage();
  await later.goto('/robots.txt');
  expect(await later.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
  await later.close();
  await page.getByRole('link', { name: 'Ελληνικά' }).first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/en'));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect.poll(stored).toBe('el');
});

test('a product page shows the product with its price in euros', async ({ page, request }) => {
  const product = await apiProduct(1, 'el');
  const price = product.cprc.toLocaleString('el-GR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const html = await (await request.get(`/products/${product.eurl}`)).text();
  expect(html).toContain(product.nm);

  await page.goto(`/products/${product.eurl}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.nm);
  // Product cards further down (best sellers once orders exist) carry prices too; the product's comes first.
  await expect(page.getByTestId('price').first()).toHaveText(`${price}\u00a0€`);
  expect(await page.title()).toContain(product.nm);
  await screenshot(page, 'product-el');
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Η σελίδα δεν βρέθηκε');
  const missingProduct = await page.goto('/en/products/no-such-product');
  expect(missingProduct?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await screenshot(page, 'not-found-en');
});

test('a visitor without a session who opens a profile page signs in and comes back to it', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile$/);
  await expect(page.getByRole('form', { name: 'Σύνδεση' })).toBeVisible();
  await page.goto('/en/profile/orders');
  await expect(page).toHaveURL(/\/en\/login\?returnUrl=%2Fprofile%2Forders$/);

  const email = await verifiedCustomer('return', 'Ελένη', 'Νικολάου');
  await page.goto('/profile/addresses');
  const form = page.getByRole('form', { name: 'Σύνδεση' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Κωδικός').fill(CUSTOMER_PASSWORD);
  await form.getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page).toHaveURL(/\/profile\/addresses$/);
});

test('a session the server no longer knows is forgotten on a public page, and the page stays', async ({
  page,
}) => {
  const product = await apiProduct(2);
  await page.goto('/');
  const now = new Date().toISOString();
  // Signed out on the server: its access token is refused and its refresh token is unknown.
  await page.evaluate((loggedIn) => {
    localStorage.setItem(
      'customer',
      JSON.stringify({
        id: 999_999,
        email: 'gone@example.gr',
        firstName: 'Μαρία',
        lastName: '',
        gender: null,
        registrationDate: loggedIn,
        accessToken: 'expired.access.token',
        refreshToken: 'revoked-refresh-token',
        accessTokenDuration: 15,
        refreshTokenDuration: 43_200,
        lastLoginDate: loggedIn,
      }),
    );
  }, now);
  await page.goto(`/products/${product.eurl}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('customer'))).toBeNull();
  await expect(page).toHaveURL(new RegExp(`/products/${product.eurl}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.nm);
});

test('the cart button opens the cart panel, which says the cart is empty', async ({ page }) => {
  // Settled first: a click before the page's scripts have taken over opens nothing.
  await open(page, '/');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.getByRole('button', { name: /Καλάθι/ }).click();
  await expect(page.getByText('Το καλάθι σας είναι άδειο.')).toBeVisible();
  await page.getByRole('button', { name: 'Συνέχεια αγορών' }).click();
  await expect(page.getByText('Το καλάθι σας είναι άδειο.')).toBeHidden();
});

test('every page type carries the security headers and never the Host it was asked with', async ({
  request,
}) => {
  const product = await apiProduct(1, 'el');
  const pages = [
    '/',
    '/en',
    '/categories/face',
    `/products/${product.eurl}`,
    `/en/products/${product.eurl}`,
    '/brands',
    '/search-results?key=vitamin',
    '/cart',
    '/login',
    '/register',
    '/checkout-information',
    '/track-order',
    '/guest/wishlists',
    '/profile/account',
    '/no-such-page',
  ];
  for (const path of pages) {
    const page = await request.get(path, {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      maxRedirects: 0,
    });
    expect(page.status(), path).toBeLessThan(500);
    const headers = page.headers();
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toMatch(
      /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
    );
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    const html = await page.text();
    expect(html, path).not.toContain('evil.example');
  }
  const productPage = await request.get(`/products/${product.eurl}`, { headers: { host: 'evil.example' } });
  expect(await productPage.text()).toContain('rel="canonical"');
  const malformed = await request.get('/', { headers: { host: 'a b' } });
  expect(malformed.status()).toBe(400);
});

test('a search key with a NUL answers the results page, not an error', async ({ request }) => {
  const response = await request.get('/search-results?key=a%00b');
  expect(response.status()).toBe(200);
});

test('the side menu takes the focus, carries sign-in, language and help links, and Escape closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const menuButton = page.getByRole('button', { name: 'Μενού' });
  await menuButton.click();
  const menu = page.getByRole('navigation', { name: 'Κατηγορίες' });
  await expect(menu).toBeVisible();
  await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expect(menu.getByRole('link', { name: 'Σύνδεση' })).toHaveAttribute('href', '/login');
  await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
  await expect(menu.getByRole('link', { name: 'Παρακολούθηση παραγγελίας' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Επικοινωνία' })).toBeVisible();
  await screenshot(page, 'side-menu-390');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('at 390 px one very long word never widens the page, and € stays on its amount’s line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const longWord = 'Υπερκαλιφραγκιλιστικεξπιαλιδόσιους'.repeat(3);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto(`/search-results?key=${encodeURIComponent(longWord)}`);
  await page.waitForLoadState('networkidle');
  expect(await pageWidth()).toBeLessThanOrEqual(390);

  await page.evaluate(
    (name) =>
      localStorage.setItem('guest_wishlists', JSON.stringify([{ id: 'long', nm: name, productIds: [] }])),
    longWord,
  );
  await page.goto('/guest/wishlists');
  await page.waitForLoadState('networkidle');
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Διαγραφή' })).toBeInViewport();

  await page.goto('/categories/face');
  expect(await page.getByTestId('price').first().textContent()).toMatch(/\d\u00a0€$/);
});
