import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { E2E_MARKETING_SCRIPT } from '../global-setup';
import { markupOf, screenshot } from './support';

/** A first visit: no choice stored yet. */
test.use({ storageState: { cookies: [], origins: [] } });

const TEXTS = {
  el: {
    path: '/pages/cookie-policy',
    banner: 'Cookies και παρακολούθηση',
    accept: 'Αποδοχή όλων',
    reject: 'Απόρριψη όλων',
    settings: 'Ρυθμίσεις',
    marketing: 'Μάρκετινγκ',
    save: 'Αποθήκευση επιλογών',
    footerLink: 'Ρυθμίσεις cookies',
    adUnitId: '20792',
  },
  en: {
    path: '/en/pages/cookie-policy',
    banner: 'Cookies and tracking',
    accept: 'Accept all',
    reject: 'Reject all',
    settings: 'Settings',
    marketing: 'Marketing',
    save: 'Save choices',
    footerLink: 'Cookie settings',
    adUnitId: '20526',
  },
} as const;

/**
 * The configured marketing script (global-setup.ts), answered here in the browser: nothing leaves
 * the machine. Each load marks the page with the ad unit id its tag carried.
 */
async function serveMarketingScript(context: BrowserContext): Promise<number[]> {
  const requests: number[] = [];
  await context.route(E2E_MARKETING_SCRIPT, async (route) => {
    requests.push(Date.now());
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'document.documentElement.dataset.marketingTag = document.currentScript.dataset.adUnitId;',
    });
  });
  return requests;
}

const marketingTag = (page: Page) => page.locator('html').getAttribute('data-marketing-tag');

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value;
}

async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const language of ['el', 'en'] as const) {
  const text = TEXTS[language];

  test(`${language}: the banner asks first; marketing loads 3 s after accepting, the choice survives a reload and changes from the footer`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const requests = await serveMarketingScript(context);
    await page.goto(text.path);
    const banner = page.getByRole('region', { name: text.banner });
    await expect(banner).toBeVisible();
    const accept = banner.getByRole('button', { name: text.accept });
    const reject = banner.getByRole('button', { name: text.reject });
    await expect(accept).toBeVisible();
    await expect(reject).toBeVisible();
    // Equally prominent: the same size and colours.
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs((acceptBox?.height ?? 0) - (rejectBox?.height ?? 1))).toBeLessThan(1);
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
    expect(await axeProblems(page)).toEqual([]);
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: new URL(`../artifacts/consent-banner-${language}-390.png`, import.meta.url).pathname,
    });
    if (desktop) await page.setViewportSize(desktop);
    await banner.getByText(text.settings, { exact: true }).click();
    await expect(banner.getByRole('checkbox', { name: text.marketing })).not.toBeChecked();
    expect(await axeProblems(page)).toEqual([]);
    await screenshot(page, `consent-banner-${language}`);

    // Nothing optional before a choice, however long the visitor waits.
    await page.waitForTimeout(3_500);
    expect(requests).toEqual([]);

    const acceptedAt = Date.now();
    await accept.click();
    await expect(banner).toBeHidden();
    expect(await consentCookie(context)).toMatch(/^v=1&analytics=1&marketing=1&date=/);
    const consentUpdate = await page.evaluate(() =>
      ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
        .filter((entry) => entry.event === 'consent_update')
        .at(-1),
    );
    expect(consentUpdate).toEqual({
      event: 'consent_update',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
    await expect.poll(() => requests.length, { timeout: 6_000 }).toBe(1);
    expect((requests[0] ?? 0) - acceptedAt).toBeGreaterThanOrEqual(2_900);
    expect(await marketingTag(page)).toBe(text.adUnitId);

    // The server knows the choice: no banner in the page it sends, and the script loads again.
    const html = (await (await page.reload())?.text()) ?? '';
    expect(markupOf(html)).not.toContain(text.banner);
    await expect(banner).toBeHidden();
    await expect.poll(() => requests.length, { timeout: 6_000 }).toBe(2);

    // Changed from the footer: marketing off reloads the page, and the script stays away.
    await page.getByRole('button', { name: text.footerLink }).click();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: text.banner })).toBeFocused();
    const marketing = banner.getByRole('checkbox', { name: text.marketing });
    await expect(marketing).toBeChecked();
    await marketing.uncheck();
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: text.save }).click()]);
    await expect(banner).toBeHidden();
    expect(await consentCookie(context)).toMatch(/^v=1&analytics=1&marketing=0&date=/);
    await page.waitForTimeout(3_500);
    expect(requests).toHaveLength(2);
    expect(await marketingTag(page)).toBeNull();
  });

  test(`${language}: after rejecting all the marketing script never loads, and the choice stays`, async ({
    page,
    context,
  }) => {
    const requests = await serveMarketingScript(context);
    await page.goto(text.path);
    const banner = page.getByRole('region', { name: text.banner });
    await banner.getByRole('button', { name: text.reject }).click();
    await expect(banner).toBeHidden();
    expect(await consentCookie(context)).toMatch(/^v=1&analytics=0&marketing=0&date=/);
    await page.waitForTimeout(3_500);
    await page.reload();
    await expect(banner).toBeHidden();
    await page.waitForTimeout(3_500);
    expect(requests).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the banner still records a choice and returns to the page', async ({ page, context }) => {
    await page.goto('/en/pages/cookie-policy');
    const banner = page.getByRole('region', { name: TEXTS.en.banner });
    await banner.getByRole('button', { name: TEXTS.en.reject }).click();
    await expect(page).toHaveURL(/\/en\/pages\/cookie-policy$/);
    await expect(banner).toBeHidden();
    expect(await consentCookie(context)).toMatch(/^v=1&analytics=0&marketing=0&date=/);
  });
});

test('another site cannot choose for the visitor', async ({ request, baseURL }) => {
  const response = await request.post('/consent', {
    form: { choice: 'accept', returnTo: '/' },
    headers: { origin: 'https://elsewhere.example.com' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['set-cookie']).toBeUndefined();
  const own = await request.post('/consent', {
    form: { choice: 'accept', returnTo: '/en/' },
    headers: { origin: new URL(baseURL ?? '').origin },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(303);
  expect(own.headers().location).toBe('/en/');
  expect(own.headers()['set-cookie']).toMatch(/^cookie_consent=v=1&analytics=1&marketing=1&date=/);
});
