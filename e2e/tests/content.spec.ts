/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, where localStorage exists.
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeProblems, closeAssistant, open, signIn, verifiedCustomer } from './support';

test.describe.configure({ timeout: 120_000 });

const api = () => process.env.E2E_API_URL;
const shots = '/tmp/shots-content';
mkdirSync(shots, { recursive: true });

/** The video host is on the internet, which the test machine cannot reach: its frame gets an empty page. */
const PLAYER_HOSTS = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//;

/**
 * The health assistant opens by itself a few seconds into a visit and would cover the page being
 * shown or clicked; its close button is pressed directly, as the referrals spec does.
 */
/** A full-page screenshot under /tmp/shots-content, the assistant closed and every lazy cover loaded. */
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

/**
 * The `@type`s of the page's JSON-LD. After a click the new page's data commits after the network
 * settles, so callers poll it rather than read it once.
 */
async function jsonLdTypes(page: Page): Promise<string[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

/** The signed-in customer's approved points, asked with the page's own access token. */
async function approvedPoints(page: Page): Promise<number> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('customer') ?? '{}') as { accessToken?: string }).accessToken,
  );
  const response = await fetch(`${api()}/api/el/customers/getcustomeravailableloyaltypoints`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { apts: number }).apts;
}

/** Jumps to the foot of the page, past the end of the article body, where reading counts as done. */
async function readToTheEnd(page: Page): Promise<void> {
  await page.keyboard.press('End');
}

for (const [language, prefix, texts] of [
  ['el', '', { articles: 'Άρθρα', videos: 'Βίντεο', contributors: 'Οι ειδικοί μας' }],
  ['en', '/en', { articles: 'Articles', videos: 'Videos', contributors: 'Our experts' }],
] as const) {
  test(`${language}: articles list, an article with its author and JSON-LD, tutorials, a video and a contributor, axe clean`, async ({
    page,
  }) => {
    const problems: string[] = [];
    const playerRequests: string[] = [];
    page.on('request', (request) => {
      if (PLAYER_HOSTS.test(request.url())) playerRequests.push(request.url());
    });
    await page.route(PLAYER_HOSTS, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    if (language === 'el') await page.setViewportSize({ width: 390, height: 844 });
    else await page.setViewportSize({ width: 1366, height: 900 });

    await open(page, `${prefix}/blogs`);
    await expect(page.getByRole('heading', { level: 1, name: texts.articles })).toBeVisible();
    const cards = page.getByTestId('article-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    await expect.poll(() => jsonLdTypes(page)).toEqual(['BreadcrumbList']);
    problems.push(...(await axeProblems(page, 'blogs')));
    await shot(page, `blogs-${language}`);

    // A category chip filters the list.
    await page
      .getByRole('navigation', { name: language === 'el' ? 'Κατηγορίες άρθρων' : 'Article categories' })
      .getByRole('link', { name: language === 'el' ? 'Διατροφή' : 'Nutrition', exact: false })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/blog/nutrition$`));
    // The demo's nutrition category holds three of the ten articles.
    await expect(page.getByTestId('article-card')).toHaveCount(3);
    problems.push(...(await axeProblems(page, 'blog category')));

    await open(page, `${prefix}/blogs`);
    const first = cards.first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('article-body')).not.toBeEmpty();
    await expect(page.getByTestId('article-contributor')).toBeVisible();
    // Every demo article has its English text: no "written in Greek" note on either page.
    await expect(page.getByTestId('written-in')).toHaveCount(0);
    await expect.poll(() => jsonLdTypes(page)).toEqual(['Article', 'BreadcrumbList']);
    // Nothing of the article's HTML runs: no script in the body, every page script carries the nonce.
    await expect(
      page.getByTestId('article-body').locator('script, iframe, [onerror], [onclick]'),
    ).toHaveCount(0);
    const inlineWithoutNonce = await page
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((scripts) => scripts.filter((script) => !script.nonce).length);
    expect(inlineWithoutNonce).toBe(0);
    problems.push(...(await axeProblems(page, 'blogPost')));
    await shot(page, `blogPost-${language}`);

    // The author's page lists their articles, this one among them.
    await page.getByTestId('article-contributor').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/contributor/[a-z-]+$`));
    await expect(page.getByTestId('contributor-bio')).not.toBeEmpty();
    await expect(page.getByTestId('article-card').getByRole('link', { name: title })).toBeVisible();
    await expect.poll(() => jsonLdTypes(page)).toEqual(['Person', 'BreadcrumbList']);
    problems.push(...(await axeProblems(page, 'contributor')));

    await open(page, `${prefix}/contributors`);
    await expect(page.getByRole('heading', { level: 1, name: texts.contributors })).toBeVisible();
    await expect(page.getByTestId('contributor-card')).toHaveCount(4);
    problems.push(...(await axeProblems(page, 'contributors')));

    await open(page, `${prefix}/tutorials`);
    await expect(page.getByRole('heading', { level: 1, name: texts.videos })).toBeVisible();
    expect(await page.getByTestId('video-card').count()).toBe(6);
    problems.push(...(await axeProblems(page, 'tutorials')));
    await page.getByTestId('video-card').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/video/[a-z-]+$`));
    await page.waitForLoadState('networkidle');
    await expect.poll(() => jsonLdTypes(page)).toEqual(['VideoObject', 'BreadcrumbList']);
    // Before play: the shop's poster only, nothing asked of the video's host.
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(playerRequests).toEqual([]);
    problems.push(...(await axeProblems(page, 'video')));
    await shot(page, `video-${language}`);
    // Play is a button: the keyboard starts it as well as the pointer.
    await closeAssistant(page);
    await page.getByTestId('video-play').focus();
    await page.keyboard.press('Enter');
    const frame = page.getByTestId('video-frame');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/);
    await expect(frame).toHaveAttribute('title', /.+/);
    expect(playerRequests.length).toBeGreaterThan(0);

    await open(page, `${prefix}/videos/how-to-use`);
    expect(await page.getByTestId('video-card').count()).toBeGreaterThan(0);
    problems.push(...(await axeProblems(page, 'video category')));

    expect(problems).toEqual([]);
  });
}

test('a signed-in customer earns the reading and viewing points once, a guest reports nothing', async ({
  page,
}) => {
  await page.route(PLAYER_HOSTS, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  const reports: string[] = [];
  page.on('request', (request) => {
    if (/\/Customers\/(ReadBlog|ViewVideo)$/.test(request.url())) reports.push(request.url());
  });

  // A guest reads to the end and plays: no report.
  await open(page, '/blogPost/cold-or-flu');
  await readToTheEnd(page);
  await open(page, '/video/using-an-inhaler');
  await closeAssistant(page);
  await page.getByTestId('video-play').click();
  await page.waitForTimeout(500);
  expect(reports).toEqual([]);

  const email = await verifiedCustomer('content', 'Άννα', 'Αναγνώστρια');
  await signIn(page, email);
  const before = await approvedPoints(page);

  // Opening the article reports nothing until its end is in view, then ReadBlog once with a toast.
  await page.setViewportSize({ width: 390, height: 700 });
  await open(page, '/blogPost/cold-or-flu');
  await page.waitForTimeout(500);
  expect(reports).toEqual([]);
  await readToTheEnd(page);
  await expect(page.getByRole('alert').filter({ hasText: '+5 πόντοι' })).toBeVisible();
  expect(await approvedPoints(page)).toBe(before + 5);
  expect(reports).toHaveLength(1);

  // Reading it again reports again, but credits and toasts nothing.
  await open(page, '/blogPost/cold-or-flu');
  await readToTheEnd(page);
  await expect.poll(() => reports.length).toBe(2);
  await page.waitForTimeout(500);
  await expect(page.getByText('+5 πόντοι')).toHaveCount(0);
  expect(await approvedPoints(page)).toBe(before + 5);

  // In English, pressing play credits ViewVideo once, with the toast in English.
  await open(page, '/en/video/using-an-inhaler');
  await closeAssistant(page);
  await page.getByTestId('video-play').click();
  await expect(page.getByRole('alert').filter({ hasText: '+5 points' })).toBeVisible();
  expect(await approvedPoints(page)).toBe(before + 10);
  await open(page, '/en/video/using-an-inhaler');
  await closeAssistant(page);
  await page.getByTestId('video-play').click();
  await expect.poll(() => reports.length).toBe(4);
  await page.waitForTimeout(500);
  await expect(page.getByText('+5 points')).toHaveCount(0);
  expect(await approvedPoints(page)).toBe(before + 10);
});

test('an article draws the product it places by code as the product card, in el and en', async ({ page }) => {
  for (const [prefix, name] of [
    ['', 'Αντηλιακή Κρέμα Προσώπου'],
    ['/en', 'Face Sunscreen'],
  ] as const) {
    await page.setViewportSize(prefix ? { width: 1366, height: 900 } : { width: 390, height: 844 });
    await open(page, `${prefix}/blogPost/choosing-a-sunscreen`);
    const card = page.getByTestId('article-body').getByTestId('article-product');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: new RegExp(name) }).first()).toHaveAttribute(
      'href',
      `${prefix}/products/dermaline-sebo-clear-face-sunscreen-spf50-plus-50ml`,
    );
    // The placeholder's own text gives way to the card.
    await expect(page.getByTestId('article-body')).not.toContainText(
      prefix ? 'Face sunscreen SPF50+' : 'Αντηλιακή κρέμα προσώπου SPF50+',
    );
    expect(await axeProblems(page, `blogPost with a product ${prefix || '/el'}`)).toEqual([]);
    await shot(page, `blogPost-product-${prefix ? 'en' : 'el'}`);
  }
});

test('an unknown article, video, category or contributor is a 404 page, and the sitemap lists the content pages', async ({
  page,
}) => {
  for (const path of [
    '/blogPost/no-such-article',
    '/en/blog/no-such-category',
    '/video/no-such-video',
    '/en/videos/no-such-category',
    '/contributor/no-such-person',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const origin = process.env.E2E_BASE_URL;
  for (const path of [
    '/blogs',
    '/en/tutorials',
    '/contributors',
    '/blog/nutrition',
    '/blogPost/cold-or-flu',
    '/en/video/using-an-inhaler',
    '/videos/how-to-use',
    '/en/contributor/maria-papadopoulou',
  ]) {
    expect(sitemap, path).toContain(`<loc>${origin}${path}</loc>`);
  }
});
