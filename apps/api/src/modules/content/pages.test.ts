import type { ContentPage, EntityByUrl, SitemapEntries } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages } from '../../db/schema/content-pages.ts';
import { seedContentDemo } from '../../db/seed/content-demo.ts';
import { seedContentPagesDemo } from '../../db/seed/content-pages-demo.ts';
import { seedEventsDemo } from '../../db/seed/events-demo.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { saveContentPage } from './pages-writes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContentDemo(t.database.db, t.mediaDir);
  await seedContentPagesDemo(t.database.db);
  await seedEventsDemo(t.database.db, t.mediaDir);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('content pages', () => {
  it('serves a page by its slug, in the language asked, with its rendered body', async () => {
    const greek = (await get('/api/el/contentpages/getbyurl?url=terms-of-use')).json<ContentPage>();
    expect(greek).toMatchObject({ tl: 'Όροι χρήσης', eurl: 'terms-of-use', lng: 'el' });
    expect(greek.eurls).toEqual({ el: 'terms-of-use', en: 'terms-of-use' });
    expect(greek.body).toContain('<h2>Ποιοι είμαστε</h2>');
    expect(greek.ds).toContain('ηλεκτρονικό μας φαρμακείο');
    const english = await get('/api/en/contentpages/getbyurl?url=/en/pages/terms-of-use');
    expect(english.statusCode).toBe(200);
    expect(english.json<ContentPage>()).toMatchObject({ tl: 'Terms of use', lng: 'en' });
    expect(english.json<ContentPage>().body).toContain(
      '<strong>Prescription medicines are not sold online.</strong>',
    );
  });

  it('keeps the block placeholders and the shipping table of the demo pages', async () => {
    const faq = (await get('/api/en/contentpages/getbyurl?url=faq')).json<ContentPage>();
    expect(faq.body).toContain('<div data-block="faq:prescriptions"></div>');
    const about = (await get('/api/el/contentpages/getbyurl?url=who-we-are')).json<ContentPage>();
    expect(about.body).toContain('<div data-block="pharmacy"></div>');
    const shipping = (await get('/api/el/contentpages/getbyurl?url=shipping')).json<ContentPage>();
    expect(shipping.body).toContain('<th>Κόστος</th>');
    const returns = (await get('/api/en/contentpages/getbyurl?url=returns')).json<ContentPage>();
    expect(returns.body).toContain('<strong>within 14 days</strong>');
  });

  it('sanitises a page body when it is stored, whatever its format', async () => {
    await saveContentPage(t.database.db, {
      eurl: { el: 'sanitised-page' },
      title: { el: 'Δοκιμή' },
      description: { el: 'Δοκιμή' },
      body: {
        format: 'Html',
        el: '<p onclick="steal()">Κείμενο<script>alert(1)</script></p><div data-block="faq" style="color:red">x</div><iframe src="https://example.com"></iframe>',
      },
    });
    const page = (await get('/api/el/contentpages/getbyurl?url=sanitised-page')).json<ContentPage>();
    expect(page.body).toBe('<p>Κείμενο</p><div data-block="faq">x</div>');
    await saveContentPage(t.database.db, {
      eurl: { el: 'plain-page' },
      title: { el: 'Απλό κείμενο' },
      description: { el: 'Απλό' },
      body: { format: 'PlainText', el: 'Πρώτη <b>γραμμή</b>\n\nΔεύτερη' },
    });
    const plain = (await get('/api/el/contentpages/getbyurl?url=plain-page')).json<ContentPage>();
    expect(plain.body).toBe('<p>Πρώτη &lt;b&gt;γραμμή&lt;/b&gt;</p>\n<p>Δεύτερη</p>');
  });

  it('falls back to the Greek text in English, and finds a page by either language’s slug', async () => {
    await saveContentPage(t.database.db, {
      eurl: { el: 'oroi-diagonismou', en: 'contest-terms' },
      title: { el: 'Όροι διαγωνισμού', en: 'Contest terms' },
      description: { el: 'Οι όροι του διαγωνισμού.' },
      body: { format: 'Markdown', el: 'Μόνο στα **ελληνικά**.' },
    });
    const english = (await get('/api/en/contentpages/getbyurl?url=oroi-diagonismou')).json<ContentPage>();
    expect(english).toMatchObject({
      tl: 'Contest terms',
      eurl: 'contest-terms',
      eurls: { el: 'oroi-diagonismou', en: 'contest-terms' },
      ds: 'Οι όροι του διαγωνισμού.',
      body: '<p>Μόνο στα <strong>ελληνικά</strong>.</p>',
      lng: 'el',
    });
    const greek = (await get('/api/el/contentpages/getbyurl?url=contest-terms')).json<ContentPage>();
    expect(greek.eurl).toBe('oroi-diagonismou');
    const byId = (await get(`/api/en/contentpages/getbyid?id=${greek.id}`)).json<ContentPage>();
    expect(byId.eurl).toBe('contest-terms');
  });

  it('answers a translated 404 for an unknown or unpublished page and 400 for bad input', async () => {
    const missing = await get('/api/en/contentpages/getbyurl?url=no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'The page was not found.' });
    await t.database.db
      .update(contentPages)
      .set({ isPublished: false })
      .where(eq(contentPages.eurlEl, 'plain-page'));
    const hidden = await get('/api/el/contentpages/getbyurl?url=plain-page');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: 'Η σελίδα δεν βρέθηκε.' });
    const empty = await get('/api/el/contentpages/getbyurl?url=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: { url: ['required_field'] } });
    expect((await get('/api/el/contentpages/getbyid?id=abc')).json()).toMatchObject({
      errors: { id: ['invalid_id'] },
    });
  });

  it('lists the published pages in the sitemap with their slug in each language', async () => {
    const entries = (await get('/api/el/catalog/sitemap')).json<SitemapEntries>();
    const slugs = entries.content.pages.map((page) => page.en);
    expect(slugs).toEqual(
      expect.arrayContaining(['terms-of-use', 'privacy-policy', 'pharmatron', 'faq', 'contest-terms']),
    );
    expect(slugs).not.toContain('plain-page');
    expect(entries.content.pages.find((page) => page.en === 'contest-terms')).toMatchObject({
      el: 'oroi-diagonismou',
      lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});

describe('entities by url', () => {
  it('names the entity of each content kind at a slug, with its slug in every language', async () => {
    const page = (await get('/api/en/get-by-url?type=ContentPage&url=contest-terms')).json<EntityByUrl>();
    expect(page).toMatchObject({
      type: 'ContentPage',
      eurls: { el: 'oroi-diagonismou', en: 'contest-terms' },
    });
    expect(page).not.toHaveProperty('tl');
    const article = (
      await get('/api/en/get-by-url?type=NewsEntry&url=/blogPost/choosing-a-sunscreen&metadata=true')
    ).json<EntityByUrl>();
    expect(article).toMatchObject({
      type: 'NewsEntry',
      eurls: { el: 'choosing-a-sunscreen', en: 'choosing-a-sunscreen' },
      tl: expect.stringContaining('sunscreen'),
    });
    const video = await get('/api/el/get-by-url?type=Video&url=measuring-blood-pressure-at-home&metadata=1');
    expect(video.statusCode).toBe(200);
    expect(video.json<EntityByUrl>().ds).not.toMatch(/</);
    const person = (
      await get('/api/en/get-by-url?type=Contributors&url=maria-papadopoulou&metadata=True')
    ).json<EntityByUrl>();
    expect(person).toMatchObject({ tl: 'Maria Papadopoulou', ds: 'Responsible pharmacist' });
    const event = await get('/api/en/get-by-url?type=Event&url=/event/sun-protection-talk&metadata=true');
    expect(event.json<EntityByUrl>()).toMatchObject({
      type: 'Event',
      eurls: { el: 'sun-protection-talk', en: 'sun-protection-talk' },
      tl: expect.any(String),
    });
  });

  it('answers 404 when no entity of the kind is at the slug, 400 for a kind or flag it does not know', async () => {
    const wrongKind = await get('/api/en/get-by-url?type=Video&url=terms-of-use');
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json()).toMatchObject({ message: 'Nothing was found at this address.' });
    const bad = await get('/api/en/get-by-url?type=Order&url=x&metadata=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { type: ['invalid_value'], metadata: ['invalid_value'] } });
  });
});
