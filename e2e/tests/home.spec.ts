/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeProblems, closeAssistant, open } from './support';

test.describe.configure({ timeout: 120_000 });

const shots = '/tmp/shots-home';
mkdirSync(shots, { recursive: true });

/** A full-page screenshot under /tmp/shots-home, every lazy picture loaded first. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await closeAssistant(page);
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

const jsonLdTypes = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => (JSON.parse(text) as { '@type': string })['@type'],
  );

for (const [language, prefix, texts] of [
  [
    'el',
    '',
    {
      hero: 'Προωθήσεις του φαρμακείου',
      curated: 'Επιλογές ανά κατηγορία',
      blog: 'Από το blog μας',
      videos: 'Βίντεο οδηγίες',
      sunCare: 'Αντηλιακή προστασία',
      add: 'Προσθήκη στο καλάθι',
      continue: 'Συνέχεια αγορών',
    },
  ],
  [
    'en',
    '/en',
    {
      hero: "The pharmacy's campaigns",
      curated: 'Picks by category',
      blog: 'From our blog',
      videos: 'Video guides',
      sunCare: 'Sun protection',
      add: 'Add to cart',
      continue: 'Continue shopping',
    },
  ],
] as const) {
  test(`${language}: the home page's hero, rails and teasers are server-rendered, the first banner as the largest paint, axe clean`, async ({
    page,
  }) => {
    await page.setViewportSize(
      language === 'el' ? { width: 390, height: 844 } : { width: 1366, height: 900 },
    );
    // The server's HTML alone: what search engines and the first paint get.
    const html = await (await page.request.get(`${prefix}/`)).text();
    // React writes the attribute as fetchPriority; HTML attribute names ignore case.
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);
    // The page's head asks for the first banner's picture, and for no script: those come after the content.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*imagesrcset="\/media\/banners\//i);
    expect(head).not.toMatch(/rel="modulepreload"/);

    await open(page, `${prefix}/`);
    const hero = page.getByTestId('banner-carousel');
    await expect(hero.getByRole('region', { name: texts.hero })).toBeVisible();
    const first = hero.locator('img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('width', /^\d+$/);
    await expect(first).toHaveAttribute('height', /^\d+$/);
    await expect(first).toHaveAttribute('srcset', /\d+w/);
    expect(await first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    const others = await hero
      .locator('img')
      .evaluateAll((images) => images.slice(1).map((image) => image.getAttribute('fetchpriority')));
    expect(others.length).toBeGreaterThan(0);
    expect(others).not.toContain('high');
    await expect(hero.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');
    // Every other picture of the page waits until it is near.
    const eager = await page
      .locator('main img:not([loading="lazy"])')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(eager).toHaveLength(1);

    await expect(page.getByRole('heading', { name: texts.curated })).toBeVisible();
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByTestId('home-curated').getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('home-best-sellers').getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('home-offers').getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('home-personalised').getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.blog })).toBeVisible();
    await expect(page.getByTestId('home-blog').getByTestId('article-card')).toHaveCount(3);
    await expect(page.getByTestId('home-videos').getByTestId('video-card').first()).toBeVisible();

    // The carousel holds while focus is in it, moves by keyboard and says which slide is shown.
    await hero
      .getByRole('button', { name: language === 'el' ? 'Μετάβαση στη διαφάνεια 1' : 'Go to slide 1' })
      .click();
    await page.keyboard.press('ArrowRight');
    await expect(hero.getByRole('group', { includeHidden: false }).first()).toHaveAttribute(
      'aria-label',
      language === 'el' ? '2 από 4' : '2 of 4',
    );

    // Another category's picks load when its tab is chosen.
    const tabs = page.getByRole('tab');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByTestId('product-card').first()).toBeVisible();

    expect(await axeProblems(page, `home ${language}`)).toEqual([]);
    await shot(page, `home-${language}-${language === 'el' ? 'mobile' : 'desktop'}`);
  });

  test(`${language}: home → an article's product card into the cart, and home → a video`, async ({
    page,
  }) => {
    await open(page, `${prefix}/`);
    await closeAssistant(page);
    await page.getByTestId('home-blog').locator(`a[href="${prefix}/blogPost/choosing-a-sunscreen"]`).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/blogPost/choosing-a-sunscreen$`));
    const card = page.getByTestId('article-body').getByTestId('article-product');
    await expect(card).toHaveCount(1);
    await closeAssistant(page);
    await card.getByRole('button', { name: new RegExp(texts.add) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: texts.continue }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await open(page, `${prefix}/`);
    await closeAssistant(page);
    const video = page.getByTestId('home-videos').getByTestId('video-card').first();
    const title = (await video.getByRole('heading').textContent()) ?? '';
    await video.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/video/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test(`${language}: the collections and a collection page with its banner, intro, products and JSON-LD, axe clean`, async ({
    page,
  }) => {
    await page.setViewportSize(
      language === 'el' ? { width: 1366, height: 900 } : { width: 390, height: 844 },
    );
    await open(page, `${prefix}/landing-page`);
    const collections = page.getByTestId('landing-collections');
    await expect(collections.getByRole('listitem')).toHaveCount(4);
    expect(await axeProblems(page, `landing-page ${language}`)).toEqual([]);
    await shot(page, `landing-page-${language}`);

    await collections.getByRole('link', { name: texts.sunCare }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/landing_page/sun-care$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.sunCare);
    await expect(page.getByTestId('landing-intro').getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByTestId('banner-carousel').locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByTestId('landing-products').getByTestId('product-card').first()).toBeVisible();
    await expect
      .poll(() => jsonLdTypes(page))
      .toEqual(expect.arrayContaining(['CollectionPage', 'BreadcrumbList']));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${process.env.E2E_BASE_URL}/${language}/landing_page/sun-care`);
    await expect(
      page.locator(`link[rel="alternate"][hreflang="${language === 'el' ? 'en' : 'el'}"]`),
    ).toHaveAttribute(
      'href',
      `${process.env.E2E_BASE_URL}/${language === 'el' ? 'en' : 'el'}/landing_page/sun-care`,
    );
    expect(await axeProblems(page, `landing_page ${language}`)).toEqual([]);
    await shot(page, `landing-collection-${language}`);
  });
}

test('an unknown collection is the 404 page, and the sitemap lists the collections in both languages', async ({
  page,
}) => {
  expect((await page.goto('/el/landing_page/no-such-collection'))?.status()).toBe(404);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const origin = process.env.E2E_BASE_URL;
  for (const path of ['/landing-page', '/el/landing_page/sun-care', '/en/landing_page/winter-immunity']) {
    expect(sitemap).toContain(`<loc>${origin}${path}</loc>`);
  }
});
