import type { AdminFaq, AdminFaqList, AdminPage, AdminPageList, ContentPage, FaqList } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { auditActions, staffRead, staffSend } from './test-fixtures.ts';

let t: TestApp;
let admin: string;
let inspector: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, 'Admin');
  inspector = await signedInStaff(t, 'Inspector');
});
afterAll(() => t.close());

const read = (url: string, bearer: string | null = inspector) => staffRead(t, url, bearer);

const send = (method: 'POST' | 'DELETE', path: string, body?: unknown, bearer = admin, language = 'en') =>
  staffSend(t, method, `/api/${language}/admin/${path}`, bearer, body);

const actions = (entity: string, id: number) => auditActions(t, admin, entity, id);

const page = (el: string, en: string | null, change: Record<string, unknown> = {}) => ({
  eurls: { el, en },
  format: 'Markdown',
  el: {
    tl: `Σελίδα ${el}`,
    ds: 'Περιγραφή.',
    body: '## Αποστολή\n\nΣε **2** ημέρες.<script>alert(1)</script>',
  },
  en: { tl: `Page ${el}`, ds: 'Description.', body: '## Shipping\n\nIn **2** days.' },
  ...change,
});
const savePage = async (el: string, en: string | null) =>
  (await send('POST', 'pages/save', page(el, en))).json<AdminPage>();
const faq = (places: unknown[], change: Record<string, unknown> = {}) => ({
  format: 'Markdown',
  el: { q: 'Πόσο κοστίζει η αποστολή;', a: 'Δωρεάν πάνω από **39 €**.' },
  en: { q: 'What does shipping cost?', a: 'Free over **€39**.' },
  places,
  ...change,
});

describe('staff content pages', () => {
  it('stores a page, its Markdown sanitised, that the shop serves in both languages', async () => {
    const response = await send('POST', 'pages/save', page('apostoli', 'shipping'));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<AdminPage>();
    expect(saved).toMatchObject({
      eurls: { el: 'apostoli', en: 'shipping' },
      el: { body: expect.stringContaining('<script>') },
      html: { el: '<h2>Αποστολή</h2>\n<p>Σε <strong>2</strong> ημέρες.</p>' },
    });
    const english = (await read('/api/en/contentpages/getbyurl?url=shipping', null)).json<ContentPage>();
    expect(english).toMatchObject({ id: saved.id, tl: 'Page apostoli', lng: 'en' });
    expect((await read(`/api/el/admin/pages/get?id=${saved.id}`)).json()).toEqual(saved);
    const replaced = (
      await send('POST', 'pages/save', page('apostoli', null, { id: saved.id, en: null, isPublished: false }))
    ).json<AdminPage>();
    expect(replaced).toMatchObject({ eurls: { el: 'apostoli', en: null }, en: null, isPublished: false });
    expect((await read('/api/el/contentpages/getbyurl?url=apostoli', null)).statusCode).toBe(404);
    expect(await actions('content_page', saved.id)).toEqual(['content_page.create', 'content_page.update']);
  });

  it('keeps slugs unique across both languages (409, nothing stored)', async () => {
    await savePage('oroi-xrisis', 'terms-of-use');
    const before = (await read('/api/el/admin/pages/list')).json<AdminPageList>().total;
    const english = await send('POST', 'pages/save', page('alli-selida', 'oroi-xrisis'), admin, 'el');
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({
      code: 'content_eurl_taken',
      message: 'Η διεύθυνση (eurl) χρησιμοποιείται ήδη. Επιλέξτε άλλη.',
      errors: { 'eurls.en': ['eurl_taken'] },
    });
    const greek = await send('POST', 'pages/save', page('terms-of-use', null));
    expect(greek.json().errors).toEqual({ 'eurls.el': ['eurl_taken'] });
    expect((await read('/api/el/admin/pages/list')).json<AdminPageList>().total).toBe(before);
  });

  it('lists pages sorted by title, searched, paged', async () => {
    await savePage('b-page', null);
    await savePage('a-page', null);
    const list = (await read('/api/el/admin/pages/list?sort=title&dir=desc&psize=100')).json<AdminPageList>();
    const titles = list.items.map((item) => item.tl);
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a, 'el')));
    const found = (await read('/api/el/admin/pages/list?q=a-pag')).json<AdminPageList>();
    expect(found.items.map((item) => item.eurls.el)).toEqual(['a-page']);
  });

  it('answers bad input with field errors and an Inspector with 403', async () => {
    const bad = await send(
      'POST',
      'pages/save',
      page('Bad Slug', null, { format: 'Word', el: { tl: '', ds: 'x' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'eurls.el': ['invalid_eurl'],
      format: ['invalid_format'],
      'el.tl': ['required_field'],
      'el.body': ['required_field'],
    });
    expect((await send('POST', 'pages/save', page('inspector-page', null), inspector)).statusCode).toBe(403);
  });
});

describe('staff questions', () => {
  it('stores a question on a page and a storefront path, shown there, and refuses removing the page meanwhile', async () => {
    const target = await savePage('epistrofes', 'returns');
    const response = await send(
      'POST',
      'faqs/save',
      faq([
        { entityType: 'ContentPage', entityId: target.id, section: 'costs', position: 1 },
        { path: '/cart', position: 2 },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<AdminFaq>();
    expect(saved).toMatchObject({
      el: { a: 'Δωρεάν πάνω από **39 €**.' },
      html: { el: '<p>Δωρεάν πάνω από <strong>39 €</strong>.</p>' },
      places: [
        { entityType: 'ContentPage', entityId: target.id, path: null, section: 'costs', position: 1 },
        { entityType: null, entityId: null, path: '/cart', section: '', position: 2 },
      ],
    });
    const shown = (
      await read(`/api/en/faqs/getbyentitytype?type=ContentPage&id=${target.id}`, null)
    ).json<FaqList>();
    expect(shown.items).toEqual([
      {
        id: saved.id,
        q: 'What does shipping cost?',
        a: '<p>Free over <strong>€39</strong>.</p>',
        section: 'costs',
        lng: 'en',
      },
    ]);
    const listed = (await read('/api/el/admin/faqs/list')).json<AdminFaqList>();
    expect(listed.items.find((item) => item.id === saved.id)).toMatchObject({ places: 2, hasEn: true });

    const refused = await send('DELETE', `pages/delete?id=${target.id}`, undefined, admin, 'el');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'content_in_use', errors: { id: ['faq_attached'] } });
    expect((await read(`/api/el/admin/pages/get?id=${target.id}`)).statusCode).toBe(200);

    expect((await send('DELETE', `faqs/delete?id=${saved.id}`, undefined, inspector)).statusCode).toBe(403);
    expect((await send('DELETE', `faqs/delete?id=${saved.id}`)).json()).toEqual({ id: saved.id });
    expect(
      (await read(`/api/en/faqs/getbyentitytype?type=ContentPage&id=${target.id}`, null)).json(),
    ).toEqual({
      items: [],
    });
    expect((await send('DELETE', `pages/delete?id=${target.id}`)).statusCode).toBe(200);
    expect(await actions('faq', saved.id)).toEqual(['faq.create', 'faq.delete']);
    expect(await actions('content_page', target.id)).toEqual(['content_page.create', 'content_page.delete']);
  });

  it('replaces a question and its places as a whole', async () => {
    const saved = (await send('POST', 'faqs/save', faq([{ path: '/cart' }]))).json<AdminFaq>();
    const replaced = (
      await send(
        'POST',
        'faqs/save',
        faq([{ path: '/checkout', section: 'pay' }], { id: saved.id, en: null }),
      )
    ).json<AdminFaq>();
    expect(replaced).toMatchObject({ id: saved.id, en: null, html: { en: null } });
    expect(replaced.places.map((place) => place.path)).toEqual(['/checkout']);
    expect(await actions('faq', saved.id)).toEqual(['faq.create', 'faq.update']);
    expect((await send('POST', 'faqs/save', faq([], { id: 999_999 }))).statusCode).toBe(404);
  });

  it('refuses a place on both an entity and a path, or on a page that does not exist', async () => {
    const response = await send(
      'POST',
      'faqs/save',
      faq([{ entityType: 'ContentPage', entityId: 1, path: '/cart' }, { entityType: 'Product' }, {}]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'places.0.path': ['entity_or_path'],
      'places.1.entityId': ['required_field'],
      'places.2.path': ['required_field'],
    });
    const unknown = await send('POST', 'faqs/save', faq([{ entityType: 'ContentPage', entityId: 999_999 }]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'places.0.entityId': ['not_found'] });
  });
});
