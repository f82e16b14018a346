import type { ContentEvent, ContentWriteResult, NewsEntry } from '@shop/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsEntries } from '../../db/schema/content.ts';
import { contentEvents } from '../../db/schema/content-events.ts';
import { seedContentDemo } from '../../db/seed/content-demo.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let admin: string;
let sales: string;
let inspector: string;
let categoryId: number;
let contributorIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  await seedContentDemo(t.database.db, t.mediaDir);
  admin = await signedInStaff(t, 'Admin');
  sales = await signedInStaff(t, 'SalesPerson');
  inspector = await signedInStaff(t, 'Inspector');
  const categories = (
    await t.app.inject({ method: 'GET', url: '/api/el/newscategories/getallcategories' })
  ).json<{
    items: { id: number }[];
  }>();
  categoryId = categories.items[0]?.id ?? 0;
  const people = (await t.app.inject({ method: 'GET', url: '/api/el/contributors/getall' })).json<{
    items: { id: number }[];
  }>();
  contributorIds = people.items.map((item) => item.id);
});
afterAll(() => t.close());

async function post(
  path: string,
  body: unknown,
  bearer: string | null = admin,
  language: 'el' | 'en' = 'el',
) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: `/api/${language}/admin/${path}`,
    headers: { ...token.headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    payload: body as Record<string, unknown>,
  });
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const rows = async () => ({
  entries: (await t.database.db.select({ value: count() }).from(newsEntries))[0]?.value,
  events: (await t.database.db.select({ value: count() }).from(contentEvents))[0]?.value,
});

const article = (eurl: string, change: Record<string, unknown> = {}) => ({
  eurl,
  categoryId,
  contributorId: contributorIds[0],
  format: 'Markdown',
  el: { tl: 'Η γρίπη φέτος', dsm: 'Τι να προσέξετε.', body: '## Συμπτώματα\n\nΠυρετός και **κόπωση**.' },
  en: { tl: 'This year’s flu', dsm: 'What to watch for.', body: '## Symptoms\n\nFever and **tiredness**.' },
  ...change,
});

const event = (eurl: string, change: Record<string, unknown> = {}) => ({
  eurl,
  format: 'Html',
  start: '2030-05-20T10:00:00+03:00',
  end: '2030-05-20T13:00:00+03:00',
  mode: 'InPerson',
  hostIds: [contributorIds[1], contributorIds[0]],
  el: {
    tl: 'Μέτρηση οστικής πυκνότητας',
    dsm: 'Δωρεάν μέτρηση στο φαρμακείο.',
    body: '<p>Με <a href="javascript:alert(1)">ραντεβού</a> ή <a href="https://example.gr" target="_blank">χωρίς</a>.</p><script>alert(1)</script>',
    place: { nm: 'Φαρμακείο Λαμίας', adr: 'Ερμού 3', ct: 'Λαμία' },
  },
  en: null,
  ...change,
});

describe('staff write articles', () => {
  it('stores an article in both languages, renders Markdown and serves it', async () => {
    const response = await post('newsentries/insert', article('flu-this-year'));
    expect(response.statusCode, response.body).toBe(200);
    const written = response.json<ContentWriteResult>();
    expect(written.eurl).toBe('flu-this-year');
    const entry = (await get('/api/en/newsentries/getbyurl?url=flu-this-year')).json<NewsEntry>();
    expect(entry).toMatchObject({ id: written.id, tl: 'This year’s flu', lng: 'en' });
    expect(entry.body).toBe('<h2>Symptoms</h2>\n<p>Fever and <strong>tiredness</strong>.</p>');
  });

  it('sanitises Html and Markdown bodies on store: no script, handler or javascript: link survives', async () => {
    const html =
      '<p onclick="steal()">Κείμενο <img src=x onerror="steal()"> <a href="javascript:steal()">σύνδεσμος</a></p><script>steal()</script>';
    const stored = await post(
      'newsentries/insert',
      article('xss-html', { format: 'Html', el: { tl: 'Τ', dsm: 'Π', body: html }, en: null }),
    );
    expect(stored.statusCode, stored.body).toBe(200);
    const markdown =
      '[πάτα](javascript:steal()) <img src=x onerror=steal()>\n\n<script>steal()</script>Κείμενο';
    const storedMarkdown = await post(
      'newsentries/insert',
      article('xss-markdown', { el: { tl: 'Τ', dsm: 'Π', body: markdown }, en: null }),
    );
    expect(storedMarkdown.statusCode, storedMarkdown.body).toBe(200);
    for (const eurl of ['xss-html', 'xss-markdown']) {
      const { body } = (await get(`/api/el/newsentries/getbyurl?url=${eurl}`)).json<NewsEntry>();
      expect(body, eurl).not.toMatch(/script|onerror|onclick|javascript:/i);
      expect(body, eurl).toContain('Κείμενο');
    }
  });

  it('updates an article by id, keeping its publication time; unpublishing hides it', async () => {
    const { id } = (await post('newsentries/insert', article('to-update'))).json<ContentWriteResult>();
    const before = (await get('/api/el/newsentries/getbyurl?url=to-update')).json<NewsEntry>();
    const response = await post(
      'newsentries/update',
      article('updated-slug', {
        id,
        format: 'PlainText',
        el: { tl: 'Νέος', dsm: 'Π', body: 'Α\n\nΒ' },
        en: null,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = (await get('/api/en/newsentries/getbyurl?url=updated-slug')).json<NewsEntry>();
    expect(after).toMatchObject({ id, tl: 'Νέος', lng: 'el', body: '<p>Α</p>\n<p>Β</p>', dt: before.dt });
    expect((await get('/api/el/newsentries/getbyurl?url=to-update')).statusCode).toBe(404);
    await post('newsentries/update', article('updated-slug', { id, isPublished: false }));
    expect((await get('/api/el/newsentries/getbyurl?url=updated-slug')).statusCode).toBe(404);
  });

  it('refuses bad input with field errors, translated, and writes nothing', async () => {
    await post('newsentries/insert', article('taken-slug'));
    const before = await rows();
    const bad = await post(
      'newsentries/insert',
      article('Not A Slug', { format: 'Word', el: { tl: '', dsm: 'Π', body: 'x' } }),
      admin,
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'invalid_input',
      message: 'The data you sent is not valid.',
      errors: { eurl: ['invalid_eurl'], format: ['invalid_format'], 'el.tl': ['required_field'] },
    });
    const unknown = await post(
      'newsentries/insert',
      article('fresh-slug', { categoryId: 999_999, contributorId: 999_999 }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'content_reference_invalid',
      errors: { categoryId: ['not_found'], contributorId: ['not_found'] },
    });
    const empty = await post(
      'newsentries/insert',
      article('only-script', { format: 'Html', el: { tl: 'Τ', dsm: 'Π', body: '<script>steal()</script>' } }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ 'el.body': ['empty_after_sanitising'] });
    const taken = await post('newsentries/insert', article('taken-slug'), admin, 'el');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'content_eurl_taken', errors: { eurl: ['eurl_taken'] } });
    expect(taken.json().message).toBe('Η διεύθυνση (eurl) χρησιμοποιείται ήδη. Επιλέξτε άλλη.');
    const missing = await post('newsentries/update', article('nowhere', { id: 999_999 }));
    expect(missing.statusCode).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('lets only an Admin write: 403 for an Inspector or a SalesPerson, 401 for a customer or nobody', async () => {
    const customer = await signedUpCustomer(t);
    const before = await rows();
    for (const [bearer, status] of [
      [inspector, 403],
      [sales, 403],
      [customer.at, 401],
      [null, 401],
    ] as const) {
      expect((await post('newsentries/insert', article('not-allowed'), bearer)).statusCode).toBe(status);
      expect((await post('events/insert', event('not-allowed'), bearer)).statusCode).toBe(status);
    }
    expect(await rows()).toEqual(before);
  });
});

describe('staff write events', () => {
  it('stores an event with hosts in order, a sanitised body and a drawn poster', async () => {
    const response = await post('events/insert', event('bone-density-check'));
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await get('/api/en/events/getbyurl?url=bone-density-check')).json<ContentEvent>();
    expect(stored).toMatchObject({
      tl: 'Μέτρηση οστικής πυκνότητας',
      lng: 'el',
      start: '2030-05-20T07:00:00.000Z',
      end: '2030-05-20T10:00:00.000Z',
      place: { ct: 'Λαμία' },
    });
    expect(stored.hosts.map((host) => host.id)).toEqual([contributorIds[1], contributorIds[0]]);
    expect(stored.body).not.toMatch(/script|javascript:/);
    expect(stored.body).toContain('rel="noopener noreferrer"');
    expect((await get(stored.poster)).statusCode).toBe(200);
  });

  it('updates an event: online with a registration link, new hosts, a new poster', async () => {
    const { id } = (await post('events/insert', event('pharmacy-talk'))).json<ContentWriteResult>();
    const before = (await get('/api/el/events/getbyurl?url=pharmacy-talk')).json<ContentEvent>();
    const response = await post(
      'events/update',
      event('pharmacy-talk', {
        id,
        mode: 'Online',
        registrationUrl: 'https://example.gr/register',
        start: '2030-06-01T16:00:00Z',
        end: '2030-06-01T17:00:00Z',
        hostIds: [contributorIds[2]],
        cancelled: true,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = (await get('/api/el/events/getbyurl?url=pharmacy-talk')).json<ContentEvent>();
    expect(after).toMatchObject({ id, mode: 'Online', place: null, cancelled: true });
    expect(after.registrationUrl).toBe('https://example.gr/register');
    expect(after.hosts.map((host) => host.id)).toEqual([contributorIds[2]]);
    expect(after.poster).not.toBe(before.poster);
  });

  it('refuses an event that ends before it starts, lacks a place or link, or names unknown hosts', async () => {
    const before = await rows();
    const cases: [Record<string, unknown>, Record<string, string[]>, number][] = [
      [{ end: '2030-05-20T09:00:00+03:00' }, { end: ['end_before_start'] }, 400],
      [{ el: { ...event('x').el, place: null } }, { 'el.place': ['required_field'] }, 400],
      [{ mode: 'Online' }, { registrationUrl: ['required_field'] }, 400],
      [{ mode: 'Online', registrationUrl: 'http://example.gr/r' }, { registrationUrl: ['invalid_url'] }, 400],
      [{ mode: 'Online', registrationUrl: 'javascript:alert(1)' }, { registrationUrl: ['invalid_url'] }, 400],
      [{ start: '20 May 2030' }, { start: ['invalid_date'] }, 400],
      [{ hostIds: [999_999] }, { hostIds: ['not_found'] }, 400],
      [{ hostIds: [contributorIds[0], contributorIds[0]] }, { hostIds: ['duplicate_value'] }, 400],
    ];
    for (const [change, errors, status] of cases) {
      const response = await post('events/insert', event('refused-event', change));
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().errors, JSON.stringify(change)).toEqual(errors);
    }
    await post('events/insert', event('taken-event'));
    const after = await rows();
    expect((await post('events/insert', event('taken-event'))).statusCode).toBe(409);
    expect((await post('events/update', event('nowhere', { id: 999_999 }))).statusCode).toBe(404);
    expect(await rows()).toEqual(after);
    expect(after.events).toBe((before.events ?? 0) + 1);
  });
});
