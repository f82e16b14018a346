/// <reference lib="dom" />
// page.evaluate and init scripts run in the browser, where window and document exist.
import { expect, type Page, test } from '@playwright/test';
import { TEXT } from './checkout-journey';
import { apiProduct, fillCart } from './support';

declare global {
  interface Window {
    /** Set before a click: still there afterwards means the page navigated without reloading. */
    __sameDocument?: boolean;
    reportCspViolation?: (violation: string) => void;
  }
}

/**
 * Collects every CSP violation of the page's documents: the `securitypolicyviolation` events
 * (reported through a binding, which the policy cannot block) and the console's CSP messages.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', (_source, violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}` +
          ` (${event.sourceFile || 'the page'}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** The page's own policy: a nonce for scripts, `'strict-dynamic'`, no `'unsafe-inline'` for scripts. */
async function openWithPolicy(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/]+={0,2}'/);
  expect(scriptSrc, path).toContain("'strict-dynamic'");
  expect(scriptSrc, path).not.toContain("'unsafe-inline'");
  await page.waitForLoadState('networkidle');
}

/** Hydrated: the header's cart button opens the cart panel, and it closes again. */
async function cartPanelOpens(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Καλάθι, / }).click();
  const panelTitle = page.getByRole('heading', { level: 2, name: 'Το καλάθι μου' });
  await expect(panelTitle).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panelTitle).toBeHidden();
}

test('no page breaks its Content-Security-Policy, and every page hydrates under it', async ({ page }) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  const product = await apiProduct(1, 'el');

  await openWithPolicy(page, '/');
  await cartPanelOpens(page);
  // Client-side navigation loads the route modules with import(): allowed by 'strict-dynamic'.
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await page.getByRole('link', { name: 'Πρόσωπο' }).first().click();
  await expect(page).toHaveURL(/\/categories\/face$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Πρόσωπο');
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true);

  await openWithPolicy(page, '/categories/face');
  await cartPanelOpens(page);

  await openWithPolicy(page, `/products/${product.eurl}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.nm);
  await cartPanelOpens(page);

  await openWithPolicy(page, '/cart');
  await cartPanelOpens(page);

  await openWithPolicy(page, '/login');
  await expect(page.getByRole('form', { name: 'Σύνδεση' })).toBeVisible();
  await cartPanelOpens(page);

  // The checkout's first step, reached as a guest: the form is handled in the page, no reload.
  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  await openWithPolicy(page, '/checkout-login');
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  const guest = page.getByRole('form', { name: TEXT.el.guestForm });
  await guest.getByLabel('Email').fill(`csp.${Date.now()}@example.gr`);
  await guest.getByLabel(TEXT.el.terms).check();
  await guest.getByRole('button', { name: TEXT.el.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout-information$/);
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
  await openWithPolicy(page, '/checkout-information');
  await expect(page.getByRole('form', { name: TEXT.el.detailsForm })).toBeVisible();
  const firstName = page.getByRole('textbox', { name: TEXT.el.firstName, exact: true });
  await firstName.fill('Ελένη');
  await expect(firstName).toHaveValue('Ελένη');

  expect(violations).toEqual([]);
});

test('markup that slipped into a page cannot run a script, and the browser reports it', async ({ page }) => {
  const violations = await watchViolations(page);
  // The home page as served, policy and all, with a script an attacker stored: no nonce.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        '<script>window.__sameDocument = false</script></head>',
      );
      await route.fulfill({ response, body: html });
    },
  );
  await openWithPolicy(page, '/');
  expect(await page.evaluate(() => window.__sameDocument)).toBeUndefined();
  expect(violations.join('\n')).toContain('script-src');
  // The page's own scripts still ran: it hydrated.
  await cartPanelOpens(page);
});
