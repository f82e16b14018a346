import type { CmsLinkList, CustomMessage, MainMenu } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsLinks, customMessages, menuItems } from '../../db/schema/navigation.ts';
import { SUB_CATEGORIES, TOP_CATEGORIES } from '../../db/seed/catalog-data.ts';
import { seedNavigationDemo } from '../../db/seed/navigation-demo.ts';
import { createTestApp, insertTestCatalogue, type TestApp } from '../../test/index.ts';
import { insertCmsLinks, insertMenuEntries, saveCustomMessage } from './navigation-writes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertTestCatalogue(t, 1);
  await seedNavigationDemo(t.database.db);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const menu = async (language: 'el' | 'en') =>
  (await get(`/api/${language}/menus/getmainmenu`)).json<MainMenu>().items;

describe('main menu', () => {
  it('starts with the category tree, then offers (highlighted), brands and the content entries', async () => {
    const items = await menu('el');
    const roots = items.filter((item) => item.pid === null);
    expect(roots.map((item) => item.nu)).toEqual([
      ...TOP_CATEGORIES.map((category) => `/categories/${category.eurl}`),
      '/offers-page',
      '/brands',
      '/blogs',
    ]);
    expect(roots[0]).toMatchObject({
      tl: 'Πρόσωπο',
      ltype: 'InternalUrl',
      trg: '_self',
      isHighlighted: false,
    });
    expect(roots.find((item) => item.nu === '/offers-page')).toMatchObject({
      tl: 'Προσφορές',
      isHighlighted: true,
    });
    expect(items.filter((item) => item.isHighlighted)).toHaveLength(1);
  });

  it('puts every parent before its children, and the face category holds its sub-categories', async () => {
    const items = await menu('en');
    const seen = new Set<number>();
    for (const item of items) {
      if (item.pid !== null) expect(seen.has(item.pid), item.tl).toBe(true);
      seen.add(item.id);
    }
    const face = items.find((item) => item.nu === '/categories/face');
    expect(face?.tl).toBe('Face');
    const children = items.filter((item) => item.pid === face?.id);
    expect(children.map((child) => child.nu)).toEqual(
      SUB_CATEGORIES.filter((category) => category.parentId === 815).map(
        (category) => `/categories/${category.eurl}`,
      ),
    );
  });

  it('carries an external link with its absolute address and _blank', async () => {
    const items = await menu('en');
    const external = items.find((item) => item.ltype === 'ExternalUrl');
    expect(external).toMatchObject({ nu: 'https://www.eof.gr/', trg: '_blank', tl: 'EOF: medicine recalls' });
    expect(
      items.filter((item) => item.ltype === 'InternalUrl').every((item) => /^\/(?!el\/|en\/)/.test(item.nu)),
    ).toBe(true);
  });

  it('hides a hidden entry and everything under it, and orders siblings by position', async () => {
    const db = t.database.db;
    await insertMenuEntries(db, 'TEST', [
      { title: { el: 'Δεύτερο' }, url: '/b' },
      {
        title: { el: 'Κρυφό', en: 'Hidden' },
        url: '/hidden',
        isVisible: false,
        children: [{ title: { el: 'Κάτω από κρυφό' }, url: '/under-hidden' }],
      },
    ]);
    const [second] = await db.select().from(menuItems).where(eq(menuItems.url, '/b'));
    await db.update(menuItems).set({ menuCode: 'MAIN', position: -1 }).where(eq(menuItems.menuCode, 'TEST'));
    const items = await menu('en');
    expect(items.map((item) => item.nu)).not.toContain('/hidden');
    expect(items.map((item) => item.nu)).not.toContain('/under-hidden');
    // Without an English title, the Greek one.
    expect(items[0]).toMatchObject({ id: second?.id, tl: 'Δεύτερο' });
    await db.delete(menuItems).where(eq(menuItems.position, -1));
  });

  it('refuses to store a link that is neither a shop path nor an http(s) address', async () => {
    const db = t.database.db;
    for (const url of ['javascript:alert(1)', '//evil.example', '/en/offers-page', 'offers']) {
      await expect(insertMenuEntries(db, 'BAD', [{ title: { el: 'Κακό' }, url }]), url).rejects.toThrow();
    }
    await expect(insertMenuEntries(db, 'BAD', [{ title: { el: '  ' }, url: '/ok' }])).rejects.toThrow();
    expect(await db.select().from(menuItems).where(eq(menuItems.menuCode, 'BAD'))).toEqual([]);
  });
});

describe('cms links', () => {
  it('lists every visible link in order with its places, in the language asked', async () => {
    const response = await get('/api/en/cmslinks/get');
    expect(response.statusCode).toBe(200);
    const items = response.json<CmsLinkList>().items;
    const column = (flag: 'sf1' | 'sf2' | 'sf3' | 'sf4') =>
      items.filter((item) => item[flag]).map((item) => item.label);
    expect(column('sf1')).toEqual([
      'Contact',
      'Track your order',
      'Shipping',
      'Returns',
      'Payment methods',
      'FAQ',
    ]);
    expect(column('sf2')).toEqual(['Brands', 'Offers', 'Articles', 'Video tutorials', 'Events']);
    expect(column('sf3')).toEqual(['Who we are', 'Pharmatron', 'Our experts']);
    expect(column('sf4')).toEqual(['Terms of use', 'Privacy policy', 'Cookie policy']);
    expect(items.filter((item) => item.ss)).toHaveLength(4);
    expect(items.filter((item) => item.sb).map((item) => item.label)).toContain('Cash on delivery');
    expect(items.find((item) => item.label === 'Terms of use')).toMatchObject({
      value: '/pages/terms-of-use',
      ltype: 'InternalUrl',
      trg: '_self',
    });
    expect(items.find((item) => item.label === 'Instagram')).toMatchObject({
      ltype: 'ExternalUrl',
      trg: '_blank',
    });
  });

  it('keeps one place with ?flag=, in Greek by default', async () => {
    const items = (await get('/api/el/cmslinks/get?flag=sf4')).json<CmsLinkList>().items;
    expect(items.map((item) => item.label)).toEqual([
      'Όροι χρήσης',
      'Πολιτική απορρήτου',
      'Πολιτική cookies',
    ]);
    expect(items.every((item) => item.sf4)).toBe(true);
  });

  it('leaves hidden links out and falls back to Greek without an English label', async () => {
    const db = t.database.db;
    await insertCmsLinks(db, [
      { label: { el: 'Κρυφός' }, value: '/hidden-link', flags: ['sh'], isVisible: false },
      { label: { el: 'Μόνο ελληνικά' }, value: '/greek-only', flags: ['sh'] },
    ]);
    const items = (await get('/api/en/cmslinks/get?flag=sh')).json<CmsLinkList>().items;
    expect(items.map((item) => item.value)).not.toContain('/hidden-link');
    expect(items.find((item) => item.value === '/greek-only')?.label).toBe('Μόνο ελληνικά');
    await db.delete(cmsLinks).where(eq(cmsLinks.value, '/greek-only'));
    await db.delete(cmsLinks).where(eq(cmsLinks.value, '/hidden-link'));
  });

  it('answers an unknown place with a translated 400 naming the field', async () => {
    for (const [language, message] of [
      ['el', 'Τα στοιχεία που στείλατε δεν είναι έγκυρα.'],
      ['en', 'The data you sent is not valid.'],
    ] as const) {
      const response = await get(`/api/${language}/cmslinks/get?flag=sx`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: { flag: ['invalid_flag'] } });
    }
  });
});

describe('header message', () => {
  it('serves the three texts with their links, the background and a readable text colour', async () => {
    const response = await get('/api/en/custommessages/getbycode?code=HEADER-MESSAGE');
    expect(response.statusCode).toBe(200);
    const message = response.json<CustomMessage>();
    expect(message).toMatchObject({
      code: 'HEADER-MESSAGE',
      rct: 'Free delivery across Greece on orders over €39',
      nu: '/pages/shipping',
      nu2: '/offers-page',
      nu3: '/contact',
      chex: '#0f5132',
      tchex: '#ffffff',
    });
    const greek = (await get('/api/el/custommessages/getbycode?code=HEADER-MESSAGE')).json<CustomMessage>();
    expect(greek.rct2).toBe('Προσφορές εβδομάδας έως -40%');
  });

  it('picks dark text on a light background and answers 404 for an inactive or unknown code', async () => {
    const db = t.database.db;
    await saveCustomMessage(db, { code: 'LIGHT', chex: '#FDE68A', el: { rct: 'Ανοιχτό' } });
    const light = (await get('/api/en/custommessages/getbycode?code=LIGHT')).json<CustomMessage>();
    expect(light).toMatchObject({ rct: 'Ανοιχτό', rct2: null, nu: null, chex: '#fde68a', tchex: '#000000' });
    await db.update(customMessages).set({ isActive: false }).where(eq(customMessages.code, 'LIGHT'));
    for (const code of ['LIGHT', 'NO-SUCH-MESSAGE']) {
      const response = await get(`/api/el/custommessages/getbycode?code=${code}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Το μήνυμα δεν βρέθηκε.');
    }
  });

  it('refuses to store a colour that is not #rrggbb or a link that is no link', async () => {
    const db = t.database.db;
    const el = { rct: 'Κείμενο' };
    await expect(saveCustomMessage(db, { code: 'BAD', chex: 'red', el })).rejects.toThrow();
    await expect(
      saveCustomMessage(db, { code: 'BAD', chex: '#000000', el, nu: 'javascript:alert(1)' }),
    ).rejects.toThrow();
    expect(await db.select().from(customMessages).where(eq(customMessages.code, 'BAD'))).toEqual([]);
  });

  it('answers a missing or malformed code with a 400 naming the field', async () => {
    expect((await get('/api/en/custommessages/getbycode')).json()).toMatchObject({
      errors: { code: ['required_field'] },
    });
    const response = await get('/api/en/custommessages/getbycode?code=%3Cscript%3E');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { code: ['invalid_code'] } });
  });
});
