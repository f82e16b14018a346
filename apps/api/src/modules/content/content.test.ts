import type { NewsEntry, NewsEntryPage, Video, VideoPage } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsEntries } from '../../db/schema/content.ts';
import { ARTICLE_SEEDS } from '../../db/seed/content-articles.ts';
import { seedContentDemo } from '../../db/seed/content-demo.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { authHeaders, signedUpCustomer } from '../customers/test-fixtures.ts';
import { saveContributor, saveEntry } from './content-writes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOYALTY_READ_BLOG_POINTS: '5', LOYALTY_VIEW_VIDEO_POINTS: '7' } });
  await seedContentDemo(t.database.db, t.mediaDir);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('articles', () => {
  it('lists the published articles newest first, paged, in the language asked', async () => {
    const all = (await get('/api/en/newsentries/getallentries?psize=4')).json<NewsEntryPage>();
    expect(all.total).toBe(ARTICLE_SEEDS.length);
    expect(all.items).toHaveLength(4);
    const dates = all.items.map((item) => item.dt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.items[0]?.tl).toBe('Cold or flu? How to tell the difference');
    const second = (await get('/api/en/newsentries/getallentries?psize=4&page=3')).json<NewsEntryPage>();
    expect(second.items).toHaveLength(ARTICLE_SEEDS.length - 8);
  });

  it('serves an article by url with its sanitised body, contributor and reading time', async () => {
    const response = await get('/api/el/newsentries/getbyurl?url=/blogPost/choosing-a-sunscreen');
    expect(response.statusCode).toBe(200);
    const entry = response.json<NewsEntry>();
    expect(entry.tl).toBe('Πώς διαλέγουμε αντηλιακό');
    expect(entry.body).toContain('<h2>Τι μετράει το SPF</h2>');
    // The demo places a product's card in it, by code (the storefront draws the card).
    expect(entry.body).toContain('<div data-product-code="PH100008">Αντηλιακή κρέμα προσώπου SPF50+</div>');
    expect(entry.contributor?.nm).toBe('Γιώργος Αντωνίου');
    expect(entry.category.eurl).toBe('beauty-skin');
    expect(entry.readMinutes).toBeGreaterThanOrEqual(1);
    expect(entry.lng).toBe('el');
  });

  it('filters by category, contributor and the home page flag', async () => {
    const categories = (await get('/api/el/newscategories/getallcategories')).json<{
      items: { id: number; eurl: string }[];
    }>().items;
    expect(categories.map((category) => category.eurl)).toEqual(['health-tips', 'beauty-skin', 'nutrition']);
    const nutrition = categories.find((category) => category.eurl === 'nutrition');
    const inNutrition = (
      await get(`/api/el/newsentries/getbynewscategoryid?id=${nutrition?.id}`)
    ).json<NewsEntryPage>();
    expect(inNutrition.total).toBe(ARTICLE_SEEDS.filter((seed) => seed.category === 'nutrition').length);
    expect(inNutrition.items.every((item) => item.category.eurl === 'nutrition')).toBe(true);
    const front = (await get('/api/el/newsentries/getbyshowfront')).json<NewsEntryPage>();
    expect(front.total).toBe(ARTICLE_SEEDS.filter((seed) => seed.showFront).length);
    const contributor = (await get('/api/el/contributors/getbyurl?url=eleni-karamanli')).json<{
      id: number;
    }>();
    const hers = (
      await get(`/api/el/newsentries/getbycontributorid?id=${contributor.id}`)
    ).json<NewsEntryPage>();
    expect(hers.items.map((item) => item.eurl).sort()).toEqual([
      'magnesium-and-sleep',
      'vitamin-d-in-winter',
    ]);
  });

  it('answers 404 for an unknown or unpublished article and 400 for bad paging', async () => {
    expect((await get('/api/el/newsentries/getbyurl?url=no-such-article')).statusCode).toBe(404);
    await t.database.db
      .update(newsEntries)
      .set({ isPublished: false })
      .where(eq(newsEntries.eurl, 'hand-hygiene'));
    expect((await get('/api/en/newsentries/getbyurl?url=hand-hygiene')).json()).toMatchObject({
      message: 'The article was not found.',
    });
    const bad = await get('/api/en/newsentries/getallentries?psize=0&page=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ psize: ['invalid_value'], page: ['invalid_value'] });
  });

  it('falls back to the Greek text where an article has no English one, and says so', async () => {
    const [category] = (await get('/api/el/newscategories/getallcategories')).json<{
      items: { id: number }[];
    }>().items;
    await saveEntry(t.database.db, {
      eurl: 'greek-only',
      categoryId: category?.id ?? 0,
      contributorId: null,
      title: { el: 'Μόνο στα ελληνικά' },
      summary: { el: 'Περίληψη' },
      body: { format: 'Html', el: '<p>Κείμενο</p><script>alert(1)</script>' },
    });
    const entry = (await get('/api/en/newsentries/getbyurl?url=greek-only')).json<NewsEntry>();
    expect(entry).toMatchObject({ tl: 'Μόνο στα ελληνικά', body: '<p>Κείμενο</p>', lng: 'el' });
  });
});

describe('videos', () => {
  it('lists videos six to a page by default, by category and by group', async () => {
    const front = (await get('/api/en/videos/getbyshowfront')).json<VideoPage>();
    expect(front.items.length).toBeGreaterThan(0);
    expect(front.items.every((video) => video.poster.startsWith('/media/content/'))).toBe(true);
    const group = (await get('/api/en/videos/GetByVideoGroupCode?code=home-devices')).json<VideoPage>();
    expect(group.items.map((video) => video.eurl).sort()).toEqual([
      'measuring-blood-pressure-at-home',
      'using-an-inhaler',
    ]);
    const categories = (await get('/api/en/VideoCategories/GetAllCategories')).json<{
      items: { id: number; eurl: string }[];
    }>().items;
    const howTo = categories.find((category) => category.eurl === 'how-to-use');
    const inHowTo = (
      await get(`/api/en/videos/GetByVideoCategory?id=${howTo?.id}&psize=2`)
    ).json<VideoPage>();
    expect(inHowTo.items).toHaveLength(2);
    expect(inHowTo.total).toBe(4);
  });

  it('serves a video by url with its allowed player and a poster the shop wrote', async () => {
    const video = (await get('/api/en/videos/GetByUrl?url=using-an-inhaler')).json<Video>();
    expect(video.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    const poster = await get(video.poster);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/api/en/VideoCategories/GetByUrl?url=nope')).statusCode).toBe(404);
  });
});

describe('ReadBlog and ViewVideo', () => {
  it('credit once per customer and item, only for items that exist, only signed in', async () => {
    const session = await signedUpCustomer(t);
    const entry = (await get('/api/el/newsentries/getbyurl?url=cold-or-flu')).json<NewsEntry>();
    const video = (await get('/api/el/videos/GetByUrl?url=applying-sunscreen')).json<Video>();
    const post = async (path: string, id: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/el/Customers/${path}`,
        headers: await authHeaders(t, session),
        payload: { id },
      });
    const balance = async () => (await t.services.loyalty.account(session.id))?.pointsBalance ?? 0;
    const before = await balance();

    expect((await post('ReadBlog', entry.id)).json()).toEqual({ points: 5 });
    expect((await post('ReadBlog', entry.id)).json()).toEqual({ points: 0 });
    expect((await post('ViewVideo', video.id)).json()).toEqual({ points: 7 });
    expect((await post('ViewVideo', video.id)).json()).toEqual({ points: 0 });
    expect(await balance()).toBe(before + 12);

    expect((await post('ReadBlog', 999_999)).statusCode).toBe(404);
    expect((await post('ViewVideo', 'x')).statusCode).toBe(400);
    expect(await balance()).toBe(before + 12);

    const other = await signedUpCustomer(t);
    const otherRead = await t.app.inject({
      method: 'POST',
      url: '/api/el/Customers/ReadBlog',
      headers: await authHeaders(t, other),
      payload: { id: entry.id },
    });
    expect(otherRead.json()).toEqual({ points: 5 });
  });

  it('refuses a guest', async () => {
    const token = await xsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/Customers/ReadBlog',
      headers: token.headers,
      payload: { id: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('stored HTML is inert', () => {
  it('serves an article and a bio saved with script, handlers and javascript: links without any of them', async () => {
    const [category] = (await get('/api/el/newscategories/getallcategories')).json<{
      items: { id: number }[];
    }>().items;
    const hostile = [
      '<p>Πριν<script>alert(1)</script></p>',
      '<img src="https://cdn.example/a.png" onerror="alert(2)">',
      '<a href="javascript:alert(3)">σύνδεσμος</a>',
      '<a href="JaVaScRiPt:alert(4)" onclick="alert(5)">δεύτερος</a>',
      '<svg onload="alert(6)"></svg><iframe src="https://evil.example"></iframe>',
      '<div data-product-code="AB-1" onmouseover="alert(7)">κάρτα</div>',
    ].join('');
    const contributorId = await saveContributor(t.database.db, {
      eurl: 'hostile-author',
      name: { el: 'Δοκιμή', en: 'Test' },
      role: { el: 'Φαρμακοποιός', en: 'Pharmacist' },
      bio: { format: 'Html', el: hostile, en: hostile },
    });
    await saveEntry(t.database.db, {
      eurl: 'hostile-article',
      categoryId: category?.id ?? 0,
      contributorId,
      title: { el: 'Επικίνδυνο', en: 'Hostile' },
      summary: { el: 'Περίληψη', en: 'Summary' },
      body: {
        format: 'Markdown',
        el: `## Τίτλος\n\n${hostile}`,
        en: `[link](javascript:alert(8))\n\n${hostile}`,
      },
    });
    const inert = (html: string) => {
      expect(html).not.toMatch(/<script|<iframe|<svg|javascript:|\son[a-z]+=/i);
      expect(html).toContain('<div data-product-code="AB-1">κάρτα</div>');
    };
    for (const language of ['el', 'en']) {
      const entry = (
        await get(`/api/${language}/newsentries/getbyurl?url=hostile-article`)
      ).json<NewsEntry>();
      inert(entry.body);
      inert(
        (await get(`/api/${language}/contributors/getbyurl?url=hostile-author`)).json<{ bio: string }>().bio,
      );
    }
  });
});

describe('sitemap', () => {
  it("lists the content domain's published articles and videos with their day, categories and contributors", async () => {
    const { content } = (await get('/api/el/catalog/sitemap')).json<{
      content: {
        articles: { eurl: string; lastmod: string }[];
        videos: { eurl: string; lastmod: string }[];
        articleCategories: string[];
        videoCategories: string[];
        contributors: string[];
      };
    }>();
    const all = (await get('/api/el/newsentries/getallentries')).json<NewsEntryPage>();
    expect(content.articles.map((article) => article.eurl).sort()).toEqual(
      all.items.map((item) => item.eurl).sort(),
    );
    expect(content.articles).toContainEqual({
      eurl: 'cold-or-flu',
      lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(content.videos.map((video) => video.eurl)).toContain('using-an-inhaler');
    expect(content.articleCategories).toEqual(
      expect.arrayContaining(['health-tips', 'beauty-skin', 'nutrition']),
    );
    expect(content.videoCategories).toEqual(['how-to-use', 'skin-routines']);
    expect(content.contributors).toContain('maria-papadopoulou');
  });
});
