import type { AdminBanner, AdminBannerList, Banner } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { auditActions, staffRead, staffSend } from '../content/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

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
  staffSend(t, method, `/api/${language}/admin/banners/${path}`, bearer, body);

const picture = (src: string) => ({ src, width: 1600, height: 600 });
const banner = (change: Record<string, unknown> = {}) => ({
  groupName: 'home-hero',
  el: { tl: 'Αντηλιακά -30%', image: picture('/media/banners/sun-el.jpg') },
  en: { tl: 'Sun care -30%', image: picture('/media/banners/sun-en.jpg') },
  nu: '/offers-page',
  ...change,
});
const save = async (change: Record<string, unknown> = {}) =>
  (await send('POST', 'save', banner(change))).json<AdminBanner>();
const actions = (id: number) => auditActions(t, admin, 'banner', id);

describe('staff banners', () => {
  it('stores a banner that the shop shows in each language, then replaces it', async () => {
    const response = await send('POST', 'save', banner({ pos: 3 }));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<AdminBanner>();
    expect(saved).toMatchObject({
      groupName: 'home-hero',
      el: {
        tl: 'Αντηλιακά -30%',
        image: { src: '/media/banners/sun-el.jpg', variants: [] },
        mobileImage: null,
      },
      en: { tl: 'Sun care -30%', image: { src: '/media/banners/sun-en.jpg' } },
      target: '_self',
      pos: 3,
      isActive: true,
    });
    const shown = (await read('/api/en/banners/getbygroupname?groupName=home-hero', null)).json<{
      items: Banner[];
    }>();
    expect(shown.items.find((item) => item.id === saved.id)).toMatchObject({ tl: 'Sun care -30%', pos: 3 });

    const replaced = (
      await send(
        'POST',
        'save',
        banner({ id: saved.id, en: null, isActive: false, nu: 'https://example.gr/x' }),
      )
    ).json<AdminBanner>();
    expect(replaced).toMatchObject({ id: saved.id, en: null, isActive: false, nu: 'https://example.gr/x' });
    expect((await read(`/api/el/admin/banners/get?id=${saved.id}`)).json()).toEqual(replaced);
    const after = (await read('/api/en/banners/getbygroupname?groupName=home-hero', null)).json<{
      items: Banner[];
    }>();
    expect(after.items.map((item) => item.id)).not.toContain(saved.id);
    expect(await actions(saved.id)).toEqual(['banner.create', 'banner.update']);
  });

  it('keeps the English title with the Greek pictures when English has none of its own', async () => {
    const saved = await save({ en: { tl: 'Only a title' } });
    expect(saved.en).toEqual({ tl: 'Only a title', image: null, mobileImage: null });
    const shown = (await read('/api/en/banners/getbygroupname?groupName=home-hero', null)).json<{
      items: Banner[];
    }>();
    expect(shown.items.find((item) => item.id === saved.id)).toMatchObject({
      tl: 'Only a title',
      img1: '/media/banners/sun-el.jpg',
    });
  });

  it('lists banners by group and position, paged, and filters by group', async () => {
    await save({ groupName: 'landing-sun-care', pos: 2 });
    await save({ groupName: 'landing-sun-care', pos: 1 });
    const all = (await read('/api/el/admin/banners/list?psize=100')).json<AdminBannerList>();
    const keys = all.items.map((item) => [item.groupName, item.pos] as const);
    expect(keys).toEqual(
      [...keys].sort(([groupA, posA], [groupB, posB]) => groupA.localeCompare(groupB) || posA - posB),
    );
    const group = (
      await read('/api/el/admin/banners/list?group=landing-sun-care&sort=position&dir=desc')
    ).json<AdminBannerList>();
    expect(group.total).toBe(2);
    expect(group.items.map((item) => item.pos)).toEqual([2, 1]);
    const paged = (await read('/api/el/admin/banners/list?psize=1&page=2')).json<AdminBannerList>();
    expect(paged).toMatchObject({ total: all.total, page: 2, psize: 1 });
    expect(paged.items[0]?.id).toBe(all.items[1]?.id);
  });

  it('refuses bad input with field errors, translated, and stores nothing', async () => {
    const before = (await read('/api/el/admin/banners/list')).json<AdminBannerList>().total;
    const response = await send(
      'POST',
      'save',
      banner({
        groupName: 'Home Hero',
        nu: 'javascript:alert(1)',
        el: { tl: '', image: { src: 'https://elsewhere.example/x.jpg', width: 0, height: 10 } },
        activeFrom: '2030-02-01T00:00:00Z',
        activeTo: '2030-01-01T00:00:00Z',
      }),
      admin,
      'el',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Τα στοιχεία που στείλατε δεν είναι έγκυρα.',
      errors: {
        groupName: ['invalid_code'],
        nu: ['invalid_link'],
        'el.tl': ['required_field'],
        'el.image.src': ['invalid_path'],
        'el.image.width': ['invalid_value'],
      },
    });
    const window = await send(
      'POST',
      'save',
      banner({ activeFrom: '2030-02-01T00:00:00Z', activeTo: '2030-01-01T00:00:00Z' }),
    );
    expect(window.json().errors).toEqual({ activeTo: ['end_before_start'] });
    expect((await read('/api/el/admin/banners/list')).json<AdminBannerList>().total).toBe(before);
    const missing = await send('POST', 'save', banner({ id: 999_999 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The banner was not found.');
  });

  it('keeps a banner a question is attached to (409, nothing changed) until it is detached', async () => {
    const saved = await save();
    const token = await xsrf(t.app);
    const faq = await t.app.inject({
      method: 'POST',
      url: '/api/en/admin/faqs/save',
      headers: { ...token.headers, authorization: `Bearer ${admin}` },
      payload: {
        format: 'PlainText',
        el: { q: 'Ισχύει online;', a: 'Ναι.' },
        places: [{ entityType: 'Banner', entityId: saved.id }],
      },
    });
    expect(faq.statusCode, faq.body).toBe(200);
    const refused = await send('DELETE', `delete?id=${saved.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'content_in_use', errors: { id: ['faq_attached'] } });
    expect((await read(`/api/el/admin/banners/get?id=${saved.id}`)).statusCode).toBe(200);
    expect(await actions(saved.id)).toEqual(['banner.create']);
  });

  it('removes a banner, audited; an Inspector reads but neither saves nor removes', async () => {
    const saved = await save();
    expect((await send('POST', 'save', banner(), inspector)).statusCode).toBe(403);
    expect((await send('DELETE', `delete?id=${saved.id}`, undefined, inspector)).statusCode).toBe(403);
    expect((await read(`/api/el/admin/banners/get?id=${saved.id}`)).statusCode).toBe(200);
    const removed = await send('DELETE', `delete?id=${saved.id}`);
    expect(removed.json()).toEqual({ id: saved.id });
    expect((await read(`/api/el/admin/banners/get?id=${saved.id}`)).statusCode).toBe(404);
    expect(await actions(saved.id)).toEqual(['banner.create', 'banner.delete']);
    expect((await send('DELETE', `delete?id=${saved.id}`)).statusCode).toBe(404);
  });
});
