/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeProblems, closeAssistant, open } from './support';

test.describe.configure({ timeout: 120_000 });

const shots = '/tmp/shots-events';
mkdirSync(shots, { recursive: true });

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Full-page screenshots under /tmp/shots-events, desktop and 390 px wide, every lazy poster loaded. */
async function shots2(page: Page, name: string): Promise<void> {
  for (const [suffix, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await closeAssistant(page);
    await page.screenshot({ path: `${shots}/${name}-${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The page's JSON-LD objects, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;

for (const [language, prefix, texts] of [
  [
    'el',
    '',
    {
      title: 'Εκδηλώσεις',
      upcoming: 'Προσεχείς εκδηλώσεις',
      past: 'Προηγούμενες εκδηλώσεις',
      webinar: 'Διαδικτυακό σεμινάριο: εμβόλια και διατροφή του παιδιού',
      skinCheck: 'Δωρεάν έλεγχος σπίλων στο φαρμακείο',
      talk: 'Ομιλία: αντηλιακή προστασία για όλη την οικογένεια',
      register: 'Εγγραφή στην εκδήλωση',
      city: 'Λάρισα',
      host: 'Γιώργος Αντωνίου',
      articles: 'Άρθρα',
    },
  ],
  [
    'en',
    '/en',
    {
      title: 'Events',
      upcoming: 'Upcoming events',
      past: 'Past events',
      webinar: 'Webinar: children’s vaccines and nutrition',
      skinCheck: 'Free mole check at the pharmacy',
      talk: 'Talk: sun protection for the whole family',
      register: 'Register for the event',
      city: 'Larissa',
      host: 'Giorgos Antoniou',
      articles: 'Articles',
    },
  ],
] as const) {
  test(`${language}: events list, an online and an in-person event with JSON-LD Event, a host's page, axe clean`, async ({
    page,
  }) => {
    const problems: string[] = [];

    await open(page, `${prefix}/events`);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const upcoming = page.getByTestId('events-upcoming');
    await expect(upcoming.getByRole('heading', { name: texts.upcoming })).toBeVisible();
    await expect(upcoming.getByTestId('event-card')).toHaveCount(2);
    // Soonest first: the skin-check day comes before the webinar.
    await expect(upcoming.getByTestId('event-card').first()).toContainText(texts.skinCheck);
    const past = page.getByTestId('events-past');
    await expect(past.getByRole('heading', { name: texts.past })).toBeVisible();
    await expect(past.getByTestId('event-card')).toHaveCount(1);
    await expect(past).toContainText(texts.talk);
    expect(await page.evaluate(() => window.dataLayer?.some((entry) => entry.page_type === 'event'))).toBe(
      true,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${prefix}/events$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/events$/,
    );
    problems.push(...(await axeProblems(page, `${language} events`)));
    await shots2(page, `${language}-events`);

    // The online webinar: its registration link opens the organiser's page in a new tab.
    await upcoming.getByRole('link', { name: texts.webinar }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/event/children-vaccines-and-nutrition-webinar$`));
    await expect(page.getByRole('heading', { level: 1, name: texts.webinar })).toBeVisible();
    const register = page.getByTestId('event-registration');
    await expect(register).toContainText(texts.register);
    await expect(register).toHaveAttribute('target', '_blank');
    await expect(register).toHaveAttribute('rel', /noopener/);
    await expect(register).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByTestId('event-when')).toContainText(/19:00–20:30/);
    await expect
      .poll(async () => (await jsonLd(page)).map((item) => item['@type']).sort())
      .toEqual(['BreadcrumbList', 'Event']);
    const online = (await jsonLd(page)).find((item) => item['@type'] === 'Event') ?? {};
    expect(online).toMatchObject({
      name: texts.webinar,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation' },
      organizer: { '@type': 'Organization' },
    });
    expect(online.startDate).toMatch(WITH_OFFSET);
    expect(online.endDate).toMatch(WITH_OFFSET);
    expect((online.performer as unknown[]).length).toBe(2);
    problems.push(...(await axeProblems(page, `${language} online event`)));
    await shots2(page, `${language}-event-online`);

    // The skin-check day in the pharmacy: its place, its hosts linking to their pages.
    await open(page, `${prefix}/event/free-skin-check-day`);
    await expect(page.getByRole('heading', { level: 1, name: texts.skinCheck })).toBeVisible();
    await expect(page.getByTestId('event-where')).toContainText(texts.city);
    await expect(page.getByTestId('event-when')).toContainText(/10:00–14:00/);
    await expect(page.getByTestId('event-registration')).toHaveCount(0);
    const inPerson = (await jsonLd(page)).find((item) => item['@type'] === 'Event') ?? {};
    expect(inPerson).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: texts.city } },
    });
    const poster = page.locator('article img').first();
    await expect(poster).toHaveAttribute('width', '1280');
    await expect(poster).toHaveAttribute('height', '720');
    problems.push(...(await axeProblems(page, `${language} in-person event`)));
    await shots2(page, `${language}-event-in-person`);

    await page.getByTestId('event-host').filter({ hasText: texts.host }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/contributor/giorgos-antoniou$`));
    await expect(page.getByRole('heading', { level: 1, name: texts.host })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: texts.articles })).toBeVisible();
    await expect(page.getByTestId('article-card').first()).toBeVisible();
    const hosted = page.locator('section[aria-labelledby="contributor-events"]');
    await expect(hosted.getByRole('heading', { name: texts.title })).toBeVisible();
    await expect(hosted.getByTestId('event-card')).toHaveCount(2);
    problems.push(...(await axeProblems(page, `${language} contributor`)));
    await shots2(page, `${language}-contributor-events`);

    expect(problems).toEqual([]);
  });
}

test('an unknown event answers the 404 page; the sitemap lists the events in both languages', async ({
  page,
}) => {
  const response = await page.goto('/event/no-such-event');
  expect(response?.status()).toBe(404);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/event/free-skin-check-day</loc>');
  expect(sitemap).toContain('/en/event/free-skin-check-day</loc>');
  expect(sitemap).toContain('/en/events</loc>');
});
