import type {
  AdminCmsLink,
  AdminCustomMessage,
  AdminMenuItem,
  CmsLinkList,
  CustomMessage,
  MainMenu,
} from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNavigationDemo } from '../../db/seed/navigation-demo.ts';
import { createTestApp, insertTestCatalogue, type TestApp, xsrf } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let admin: string;
let sales: string;
let inspector: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertTestCatalogue(t, 1);
  await seedNavigationDemo(t.database.db);
  admin = await signedInStaff(t, 'Admin');
  sales = await signedInStaff(t, 'SalesPerson');
  inspector = await signedInStaff(t, 'Inspector');
});
afterAll(() => t.close());

async function send(method: 'POST' | 'DELETE', path: string, body?: unknown, bearer: string | null = admin) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method,
    url: `/api/en/admin/${path}`,
    headers: { ...token.headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}
const staffGet = (path: string, bearer = inspector) =>
  t.app.inject({
    method: 'GET',
    url: `/api/el/admin/${path}`,
    headers: { authorization: `Bearer ${bearer}` },
  });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const mainMenu = async (language: 'el' | 'en') =>
  (await get(`/api/${language}/menus/getmainmenu`)).json<MainMenu>().items;

describe('menus', () => {
  it('adds a highlighted entry under a parent, which the shop shows in both languages', async () => {
    const before = await mainMenu('en');
    const offers = before.find((item) => item.nu === '/offers-page');
    const response = await send('POST', 'menus/save', {
      pid: offers?.id,
      el: { tl: 'Black Friday' },
      en: { tl: 'Black Friday deals' },
      nu: '/landing-page',
      isHighlighted: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<AdminMenuItem>();
    expect(saved).toMatchObject({ menuCode: 'MAIN', pid: offers?.id, ltype: 'InternalUrl', trg: '_self' });
    const after = await mainMenu('en');
    expect(after.find((item) => item.id === saved.id)).toMatchObject({
      tl: 'Black Friday deals',
      isHighlighted: true,
    });
    expect((await mainMenu('el')).find((item) => item.id === saved.id)?.tl).toBe('Black Friday');

    // Hidden: staff still see it, shoppers do not.
    const hidden = await send('POST', 'menus/save', {
      ...saved,
      el: saved.el,
      en: saved.en,
      isVisible: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await mainMenu('en')).some((item) => item.id === saved.id)).toBe(false);
    const staffMenu = (await staffGet('menus/getall')).json<{ items: AdminMenuItem[] }>().items;
    expect(staffMenu.find((item) => item.id === saved.id)?.isVisible).toBe(false);

    expect((await send('DELETE', `menus/delete?id=${saved.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `menus/delete?id=${saved.id}`)).statusCode).toBe(404);
  });

  it('refuses a parent that is the entry itself, one below it, or of no menu, and changes nothing', async () => {
    const items = await mainMenu('el');
    const face = items.find((item) => item.nu === '/categories/face');
    const child = items.find((item) => item.pid === face?.id);
    const entry = { id: face?.id, el: { tl: 'Πρόσωπο' }, nu: '/categories/face' };
    for (const pid of [face?.id, child?.id, 999_999]) {
      const response = await send('POST', 'menus/save', { ...entry, pid });
      expect(response.statusCode, String(pid)).toBe(422);
      expect(response.json().message).toBe(
        'The parent entry must belong to the same menu and be neither the entry itself nor one below it.',
      );
    }
    expect(await mainMenu('el')).toEqual(items);
  });

  it('answers bad links and missing titles with field errors', async () => {
    const response = await send('POST', 'menus/save', {
      el: { tl: ' ' },
      nu: 'javascript:alert(1)',
      trg: '_top',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      'el.tl': ['required_field'],
      nu: ['invalid_link'],
      trg: ['invalid_value'],
    });
    const prefixed = await send('POST', 'menus/save', { el: { tl: 'Κάτι' }, nu: '/en/offers-page' });
    expect(prefixed.json().errors).toMatchObject({ nu: ['invalid_link'] });
  });

  it('lets only an Admin write, every staff role read, a shopper neither', async () => {
    const entry = { el: { tl: 'Κάτι' }, nu: '/brands' };
    expect((await send('POST', 'menus/save', entry, inspector)).statusCode).toBe(403);
    expect((await send('POST', 'menus/save', entry, sales)).statusCode).toBe(403);
    expect((await send('POST', 'menus/save', entry, null)).statusCode).toBe(401);
    expect((await staffGet('menus/getall', sales)).statusCode).toBe(200);
    expect((await get('/api/el/admin/menus/getall')).statusCode).toBe(401);
  });
});

describe('cms links', () => {
  it('adds an external follow-us link and moves a footer link to another column', async () => {
    const added = await send('POST', 'cmslinks/save', {
      el: { label: 'TikTok' },
      value: 'https://www.tiktok.com/',
      trg: '_blank',
      sf: true,
      position: 99,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<AdminCmsLink>()).toMatchObject({
      ltype: 'ExternalUrl',
      trg: '_blank',
      sf: true,
      sf1: false,
    });
    const follow = (await get('/api/en/cmslinks/get?flag=sf')).json<CmsLinkList>().items;
    expect(follow.at(-1)).toMatchObject({ label: 'TikTok', value: 'https://www.tiktok.com/' });

    const all = (await staffGet('cmslinks/getall')).json<{ items: AdminCmsLink[] }>().items;
    const faq = all.find((link) => link.value === '/pages/faq');
    const moved = await send('POST', 'cmslinks/save', { ...faq, sf1: false, sf3: true });
    expect(moved.statusCode, moved.body).toBe(200);
    const third = (await get('/api/en/cmslinks/get?flag=sf3')).json<CmsLinkList>().items;
    expect(third.map((link) => link.label)).toContain('FAQ');
    const first = (await get('/api/en/cmslinks/get?flag=sf1')).json<CmsLinkList>().items;
    expect(first.map((link) => link.label)).not.toContain('FAQ');
    expect((await send('DELETE', `cmslinks/delete?id=${added.json<AdminCmsLink>().id}`)).statusCode).toBe(
      200,
    );
  });

  it('answers an unknown id with 404 and a bad value with field errors', async () => {
    const missing = await send('POST', 'cmslinks/save', {
      id: 999_999,
      el: { label: 'Χ' },
      value: '/brands',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Link not found.');
    const bad = await send('POST', 'cmslinks/save', {
      el: { label: 'Χ' },
      value: '//evil.example',
      ss: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ value: ['invalid_link'], ss: ['invalid_value'] });
  });
});

describe('header message', () => {
  it('replaces the header message: new texts, links and colour, with a readable text colour', async () => {
    const response = await send('POST', 'custommessages/save', {
      code: 'HEADER-MESSAGE',
      el: { rct: 'Εκπτώσεις έως -50%', rct2: 'Δωρεάν δείγματα σε κάθε παραγγελία' },
      en: { rct: 'Up to 50% off', rct2: 'Free samples with every order' },
      nu: '/offers-page',
      chex: '#FDE68A',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminCustomMessage>()).toMatchObject({
      chex: '#fde68a',
      tchex: '#000000',
      isActive: true,
    });
    const message = (await get('/api/en/custommessages/getbycode?code=HEADER-MESSAGE')).json<CustomMessage>();
    expect(message).toMatchObject({
      rct: 'Up to 50% off',
      rct2: 'Free samples with every order',
      rct3: null,
      nu: '/offers-page',
      nu2: null,
      chex: '#fde68a',
      tchex: '#000000',
    });
  });

  it('refuses a colour that is not #rrggbb and a link that is no link, in the language asked', async () => {
    const before = await get('/api/el/custommessages/getbycode?code=HEADER-MESSAGE');
    const response = await send('POST', 'custommessages/save', {
      code: 'HEADER-MESSAGE',
      el: { rct: 'Κείμενο' },
      nu2: 'javascript:alert(1)',
      chex: 'red',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The data you sent is not valid.',
      errors: { chex: ['invalid_colour'], nu2: ['invalid_link'] },
    });
    expect((await get('/api/el/custommessages/getbycode?code=HEADER-MESSAGE')).body).toBe(before.body);
  });

  it('reads every custom message back for any staff role, both languages as saved', async () => {
    await send('POST', 'custommessages/save', {
      code: 'HEADER-MESSAGE',
      el: { rct: 'Δωρεάν μεταφορικά' },
      en: null,
      nu: '/offers-page',
      chex: '#1E3A8A',
      isActive: false,
    });
    const response = await staffGet('custommessages/getall');
    expect(response.statusCode).toBe(200);
    const header = response
      .json<{ items: AdminCustomMessage[] }>()
      .items.find((message) => message.code === 'HEADER-MESSAGE');
    expect(header).toEqual({
      code: 'HEADER-MESSAGE',
      el: { rct: 'Δωρεάν μεταφορικά', rct2: null, rct3: null },
      en: null,
      nu: '/offers-page',
      nu2: null,
      nu3: null,
      chex: '#1e3a8a',
      tchex: '#ffffff',
      isActive: false,
    });
    expect((await get('/api/el/admin/custommessages/getall')).statusCode).toBe(401);
  });
});
