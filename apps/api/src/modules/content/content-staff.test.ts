import type {
  AdminContributor,
  AdminContributorList,
  AdminNewsEntry,
  AdminNewsList,
  AdminVideo,
  ContentWriteResult,
} from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContentDemo } from '../../db/seed/content-demo.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { auditActions, staffRead, staffSend } from './test-fixtures.ts';

let t: TestApp;
let admin: string;
let inspector: string;
let categoryId: number;
let videoCategoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedContentDemo(t.database.db, t.mediaDir);
  admin = await signedInStaff(t, 'Admin');
  inspector = await signedInStaff(t, 'Inspector');
  const categories = (await read('/api/el/newscategories/getallcategories')).json<{
    items: { id: number }[];
  }>();
  categoryId = categories.items[0]?.id ?? 0;
  const videoCategories = (await read('/api/el/VideoCategories/GetAllCategories')).json<{
    items: { id: number }[];
  }>();
  videoCategoryId = videoCategories.items[0]?.id ?? 0;
});
afterAll(() => t.close());

function read(url: string, bearer: string | null = null) {
  return staffRead(t, url, bearer);
}

const send = (method: 'POST' | 'DELETE', path: string, body?: unknown, bearer = admin, language = 'el') =>
  staffSend(t, method, `/api/${language}/admin/${path}`, bearer, body);

const actions = (entity: string, id: number) => auditActions(t, admin, entity, id);

const video = (eurl: string, change: Record<string, unknown> = {}) => ({
  eurl,
  categoryId: videoCategoryId,
  format: 'Markdown',
  el: { tl: 'Σωστό πλύσιμο χεριών', ds: 'Βήμα **βήμα**.\n\n<script>alert(1)</script>' },
  en: { tl: 'Washing hands well', ds: 'Step by **step**.' },
  embedUrl: 'https://www.youtube-nocookie.com/embed/abc123',
  poster: '/media/videos/hands.jpg',
  durationSeconds: 95,
  ...change,
});

const contributor = (eurl: string) => ({
  eurl,
  format: 'Markdown',
  el: { nm: 'Μαρία Π.', role: 'Φαρμακοποιός', bio: 'Γράφει για *δέρμα*.<img src=x onerror=alert(1)>' },
  en: { nm: 'Maria P.', role: 'Pharmacist', bio: null },
});

describe('staff lists and gets of content', () => {
  it('pages and sorts articles on the server, for every staff role', async () => {
    const all = (
      await read('/api/el/admin/newsentries/list?psize=100&sort=title&dir=asc', inspector)
    ).json<AdminNewsList>();
    expect(all.total).toBeGreaterThan(2);
    const titles = all.items.map((item) => item.tl);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'el')));
    const second = (
      await read('/api/el/admin/newsentries/list?psize=2&page=2&sort=title&dir=asc', inspector)
    ).json<AdminNewsList>();
    expect(second).toMatchObject({ page: 2, psize: 2, total: all.total });
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
    const newest = (await read('/api/el/admin/newsentries/list?psize=100', inspector)).json<AdminNewsList>();
    const dates = newest.items.map((item) => item.dt);
    expect(dates).toEqual([...dates].sort().reverse());
    const bad = await read('/api/en/admin/newsentries/list?sort=colour&psize=500', inspector);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ sort: ['invalid_value'], psize: ['invalid_value'] });
    expect((await read('/api/el/admin/newsentries/list')).statusCode).toBe(401);
  });

  it('searches by title or slug', async () => {
    const [first] = (await read('/api/el/admin/newsentries/list', admin)).json<AdminNewsList>().items;
    const found = (
      await read(`/api/el/admin/newsentries/list?q=${first?.eurl}`, admin)
    ).json<AdminNewsList>();
    expect(found.items.map((item) => item.id)).toContain(first?.id);
    expect(found.total).toBeLessThan(10);
  });

  it('gets an article with its Markdown source beside the rendered HTML', async () => {
    const written = await send('POST', 'newsentries/insert', {
      eurl: 'staff-source',
      categoryId,
      format: 'Markdown',
      el: { tl: 'Πηγή', dsm: 'Περίληψη.', body: '## Τίτλος\n\nΚείμενο **έντονο**.' },
      en: null,
    });
    const { id } = written.json<ContentWriteResult>();
    const entry = (await read(`/api/el/admin/newsentries/get?id=${id}`, inspector)).json<AdminNewsEntry>();
    expect(entry).toMatchObject({
      format: 'Markdown',
      el: { body: '## Τίτλος\n\nΚείμενο **έντονο**.' },
      en: null,
      html: { el: '<h2>Τίτλος</h2>\n<p>Κείμενο <strong>έντονο</strong>.</p>', en: null },
    });
    const missing = await read('/api/en/admin/newsentries/get?id=999999', inspector);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The article was not found.');
  });
});

describe('staff saves of videos and contributors', () => {
  it('stores a video, its Markdown rendered and sanitised, and reads it back with its source', async () => {
    const response = await send('POST', 'videos/save', video('hand-washing'));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<AdminVideo>();
    expect(saved.html.el).toBe('<p>Βήμα <strong>βήμα</strong>.</p>');
    expect(saved.html.el).not.toContain('script');
    expect(saved.el.ds).toContain('<script>');
    const again = (await read(`/api/el/admin/videos/get?id=${saved.id}`, inspector)).json<AdminVideo>();
    expect(again).toEqual(saved);
    const updated = await send('POST', 'videos/save', video('hand-washing', { id: saved.id, en: null }));
    expect(updated.json<AdminVideo>()).toMatchObject({ id: saved.id, en: null, html: { en: null } });
    expect(await actions('video', saved.id)).toEqual(['video.create', 'video.update']);
  });

  it('refuses bad input with field errors in the language asked, and writes nothing', async () => {
    const before = (await read('/api/el/admin/videos/list', admin)).json<{ total: number }>().total;
    const greek = await send(
      'POST',
      'videos/save',
      video('Bad Slug', { embedUrl: 'https://evil.example/embed', poster: '//evil/p.jpg' }),
    );
    expect(greek.statusCode).toBe(400);
    expect(greek.json().errors).toEqual({
      eurl: ['invalid_eurl'],
      embedUrl: ['invalid_player'],
      poster: ['invalid_path'],
    });
    const english = await send('POST', 'videos/save', video('ok-slug', { categoryId: 999999 }), admin, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      code: 'content_reference_invalid',
      message: 'Check the fields marked: a value does not exist or the text is empty.',
      errors: { categoryId: ['not_found'] },
    });
    const empty = await send(
      'POST',
      'videos/save',
      video('only-script', { el: { tl: 'x', ds: '<script>1</script>' } }),
    );
    expect(empty.json().errors).toEqual({ 'el.ds': ['empty_after_sanitising'] });
    expect((await read('/api/el/admin/videos/list', admin)).json<{ total: number }>().total).toBe(before);
  });

  it('answers 409 for a slug another video holds', async () => {
    await send('POST', 'videos/save', video('taken-video'));
    const taken = await send('POST', 'videos/save', video('taken-video'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'content_eurl_taken', errors: { eurl: ['eurl_taken'] } });
  });

  it('stores a contributor, sanitising the bio, sorted by position in the list', async () => {
    const saved = (await send('POST', 'contributors/save', contributor('maria-p'))).json<AdminContributor>();
    expect(saved.html.el).toBe('<p>Γράφει για <em>δέρμα</em>.<img src="x" loading="lazy" /></p>');
    expect(saved.html.el).not.toContain('onerror');
    expect(saved.en).toEqual({ nm: 'Maria P.', role: 'Pharmacist', bio: null });
    const list = (
      await read('/api/el/admin/contributors/list?psize=100', inspector)
    ).json<AdminContributorList>();
    const positions = list.items.map((item) => item.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(await actions('contributor', saved.id)).toEqual(['contributor.create']);
  });
});

describe('staff removals of content', () => {
  it('refuses to remove a contributor an article names (409, nothing changed), then removes a free one', async () => {
    const named = (
      await send('POST', 'contributors/save', contributor('named-one'))
    ).json<AdminContributor>();
    await send('POST', 'newsentries/insert', {
      eurl: 'names-a-contributor',
      categoryId,
      contributorId: named.id,
      format: 'PlainText',
      el: { tl: 'Άρθρο', dsm: 'Περίληψη.', body: 'Κείμενο.' },
    });
    const refused = await send('DELETE', `contributors/delete?id=${named.id}`, undefined, admin, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'contributor_in_use',
      errors: { id: ['named_by_articles'] },
    });
    expect(refused.json().message).toContain('articles, videos or events');
    expect((await read(`/api/el/admin/contributors/get?id=${named.id}`, admin)).statusCode).toBe(200);

    const free = (await send('POST', 'contributors/save', contributor('free-one'))).json<AdminContributor>();
    const removed = await send('DELETE', `contributors/delete?id=${free.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ id: free.id });
    expect((await read(`/api/el/admin/contributors/get?id=${free.id}`, admin)).statusCode).toBe(404);
    expect(await actions('contributor', free.id)).toEqual(['contributor.create', 'contributor.delete']);
    expect((await send('DELETE', `contributors/delete?id=${free.id}`)).statusCode).toBe(404);
  });

  it('removes an article, a video and an event, each audited', async () => {
    const article = (
      await send('POST', 'newsentries/insert', {
        eurl: 'to-remove',
        categoryId,
        format: 'PlainText',
        el: { tl: 'Άρθρο', dsm: 'Περίληψη.', body: 'Κείμενο.' },
      })
    ).json<ContentWriteResult>();
    expect((await send('DELETE', `newsentries/delete?id=${article.id}`)).statusCode).toBe(200);
    expect((await read('/api/el/newsentries/getbyurl?url=to-remove')).statusCode).toBe(404);
    expect(await actions('news_entry', article.id)).toEqual(['news_entry.create', 'news_entry.delete']);

    const film = (await send('POST', 'videos/save', video('video-to-remove'))).json<AdminVideo>();
    expect((await send('DELETE', `videos/delete?id=${film.id}`)).statusCode).toBe(200);
    expect(await actions('video', film.id)).toEqual(['video.create', 'video.delete']);

    const { id: eventId } = (
      await send('POST', 'events/insert', {
        eurl: 'event-to-remove',
        format: 'PlainText',
        start: '2030-05-20T10:00:00+03:00',
        end: '2030-05-20T13:00:00+03:00',
        mode: 'Online',
        registrationUrl: 'https://example.gr/register',
        el: { tl: 'Διαδικτυακή ομιλία', dsm: 'Περίληψη.', body: 'Κείμενο.' },
      })
    ).json<ContentWriteResult>();
    expect((await read(`/api/el/admin/events/get?id=${eventId}`, inspector)).json()).toMatchObject({
      mode: 'Online',
      el: { body: 'Κείμενο.', place: null },
    });
    expect((await send('DELETE', `events/delete?id=${eventId}`)).statusCode).toBe(200);
    expect(await actions('event', eventId)).toEqual(['event.create', 'event.delete']);
  });

  it('lets an Inspector read and preview, never write', async () => {
    const [first] = (await read('/api/el/admin/videos/list', inspector)).json<{ items: { id: number }[] }>()
      .items;
    for (const [method, path, body] of [
      ['POST', 'videos/save', video('inspector-video')],
      ['POST', 'contributors/save', contributor('inspector-one')],
      ['DELETE', `videos/delete?id=${first?.id}`, undefined],
      ['DELETE', `newsentries/delete?id=${first?.id}`, undefined],
    ] as const) {
      expect((await send(method, path, body, inspector)).statusCode, path).toBe(403);
    }
    const preview = await send(
      'POST',
      'content/preview',
      { format: 'Markdown', body: 'Hi **there**' },
      inspector,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ html: '<p>Hi <strong>there</strong></p>', words: 2 });
  });

  it('previews a text exactly as a save stores it', async () => {
    const source =
      '## Οδηγίες\n\n<a href="javascript:alert(1)">x</a> [ok](https://example.gr)\n\n<script>1</script>';
    const preview = await send('POST', 'content/preview', { format: 'Markdown', body: source });
    const stored = (
      await send('POST', 'videos/save', video('preview-match', { el: { tl: 'Οδηγίες', ds: source } }))
    ).json<AdminVideo>();
    expect(preview.json().html).toBe(stored.html.el);
    expect(stored.html.el).not.toMatch(/script|javascript/);
    const bad = await send('POST', 'content/preview', { format: 'Word', body: 1 }, admin, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ format: ['invalid_format'], body: ['invalid_value'] });
  });
});
