import type {
  Banner,
  BannerImage,
  CuratedList,
  LandingCollection,
  LandingCollectionSummary,
  PersonalisedProducts,
} from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createTestApp, insertTestCatalogue, type TestApp, type TestProduct } from '../../test/index.ts';
import { authHeaders, signedUpCustomer } from '../customers/test-fixtures.ts';
import { type BannerInput, saveBanner } from './banners.ts';
import { setCuratedList } from './curated-lists.ts';
import { type LandingCollectionInput, saveLandingCollection } from './landing-collections.ts';

let t: TestApp;
let catalogue: TestProduct[];
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertTestCatalogue(t, 24);
});
afterAll(() => t.close());

const get = (path: string, lang = 'el', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/${lang}/${path}`, headers });

const DAY = 86_400_000;
const image = (name: string): BannerImage => ({
  src: `/media/banners/${name}-1600.svg`,
  width: 1600,
  height: 560,
  variants: [
    { src: `/media/banners/${name}-640.svg`, w: 640 },
    { src: `/media/banners/${name}-1600.svg`, w: 1600 },
  ],
});
const banner = (overrides: Partial<BannerInput> = {}): BannerInput => ({
  groupName: 'test-hero',
  title: { el: 'Αντηλιακά', en: 'Sun care' },
  images: { el: { desktop: image('sun-el'), mobile: null }, en: null },
  link: '/landing_page/sun-care',
  ...overrides,
});

describe('banners by group name', () => {
  it('answers the group’s banners shown now, in order, in the language asked (pictures fall back to Greek)', async () => {
    const now = Date.now();
    const db = t.database.db;
    const second = await saveBanner(db, banner({ position: 2, title: { el: 'Δεύτερο', en: null } }));
    const first = await saveBanner(
      db,
      banner({
        position: 1,
        images: {
          el: { desktop: image('first-el'), mobile: image('first-el-phone') },
          en: { desktop: image('first-en'), mobile: null },
        },
        target: '_blank',
        link: 'https://example.org/campaign',
        activeFrom: new Date(now - DAY),
        activeTo: new Date(now + DAY),
      }),
    );
    await saveBanner(db, banner({ activeFrom: new Date(now + DAY) }));
    await saveBanner(db, banner({ activeTo: new Date(now - 1000) }));
    await saveBanner(db, banner({ isActive: false }));
    await saveBanner(db, banner({ groupName: 'another-group' }));

    const greek = await get('banners/getbygroupname?groupName=test-hero');
    expect(greek.statusCode).toBe(200);
    const items = greek.json<{ items: Banner[] }>().items;
    expect(items.map((item) => item.id)).toEqual([first, second]);
    expect(items[0]).toMatchObject({
      tl: 'Αντηλιακά',
      img1: '/media/banners/first-el-1600.svg',
      image: { width: 1600, height: 560 },
      mobileImage: { src: '/media/banners/first-el-phone-1600.svg' },
      nu: 'https://example.org/campaign',
      target: '_blank',
    });

    const english = (await get('banners/GetByGroupName?groupName=TEST-HERO', 'en')).json<{
      items: Banner[];
    }>();
    expect(english.items.map((item) => [item.tl, item.img1])).toEqual([
      ['Sun care', '/media/banners/first-en-1600.svg'],
      ['Δεύτερο', '/media/banners/sun-el-1600.svg'],
    ]);
    expect(english.items[0]?.mobileImage).toBeNull();
  });

  it('answers an empty list for a group without banners', async () => {
    const response = await get('banners/getbygroupname?groupName=no-such-group');
    expect(response.json()).toEqual({ items: [] });
  });

  it('refuses a missing or malformed group name with field errors', async () => {
    for (const query of ['', '?groupName=', '?groupName=%3Cscript%3E', `?groupName=${'a'.repeat(101)}`]) {
      const response = await get(`banners/getbygroupname${query}`, 'en');
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors).toHaveProperty('groupName');
    }
  });

  it('stores no banner with an unsafe link, an unknown target or a window that ends before it starts', async () => {
    const db = t.database.db;
    for (const bad of [
      banner({ link: 'javascript:alert(1)' }),
      banner({ link: '//evil.example/path' }),
      banner({ link: 'http://example.org' }),
      banner({ target: '_top' as never }),
      banner({ activeFrom: new Date(), activeTo: new Date(Date.now() - DAY) }),
      banner({ title: { el: '  ', en: null } }),
    ]) {
      await expect(saveBanner(db, bad)).rejects.toBeInstanceOf(ZodError);
    }
    expect((await get('banners/getbygroupname?groupName=test-hero')).json().items).toHaveLength(2);
  });
});

describe('curated lists', () => {
  it('answers a category’s list with the category’s name, its products on sale in order, unknown ids left out', async () => {
    const [a, b, c] = catalogue as [TestProduct, TestProduct, TestProduct];
    const categoryId = a.parentCategoryId;
    await setCuratedList(t.database.db, { categoryId, productIds: [c.id, 999_999, a.id, b.id] });
    const greek = await get(`categorylists/getbycategoryid?categoryId=${categoryId}`);
    expect(greek.statusCode).toBe(200);
    const list = greek.json<CuratedList>();
    expect(list.categoryId).toBe(categoryId);
    expect(list.categoryUrl).toBeTruthy();
    expect(list.products).toEqual([
      { id: c.id, barcode: c.barcode },
      { id: a.id, barcode: a.barcode },
      { id: b.id, barcode: b.barcode },
    ]);
    const english = (
      await get(`categorylists/getbycategoryid?categoryId=${categoryId}`, 'en')
    ).json<CuratedList>();
    expect(english.categoryName).not.toBe(list.categoryName);
  });

  it('answers the home list (-1) under its own title in both languages, first of all lists', async () => {
    const ids = catalogue.slice(3, 9).map((product) => product.id);
    await setCuratedList(t.database.db, {
      categoryId: -1,
      title: { el: 'Επιλογές του φαρμακοποιού', en: 'Our pharmacists’ picks' },
      productIds: ids,
    });
    const home = (await get('categorylists/getbycategoryid?categoryId=-1', 'en')).json<CuratedList>();
    expect(home).toMatchObject({ categoryId: -1, categoryName: 'Our pharmacists’ picks', categoryUrl: null });
    expect(home.products.map((product) => product.id)).toEqual(ids);
    const all = (await get('categorylists/getall')).json<{ items: CuratedList[] }>().items;
    expect(all[0]?.categoryName).toBe('Επιλογές του φαρμακοποιού');
    expect(all.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for a category without a list and 400 for an id that cannot be one', async () => {
    const missing = await get('categorylists/getbycategoryid?categoryId=123456', 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The product list was not found.');
    for (const value of ['0', '-2', 'abc', '1.5', '99999999999']) {
      const response = await get(`categorylists/getbycategoryid?categoryId=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json().errors).toHaveProperty('categoryId');
    }
  });
});

describe('personalised products', () => {
  it('gives a guest the home list and a customer what relates to their wishlists', async () => {
    const home = catalogue.slice(3, 9).map((product) => product.id);
    await setCuratedList(t.database.db, { categoryId: -1, productIds: home });
    const guest = (await get('products/getpersonalised')).json<PersonalisedProducts>();
    expect(guest.basis).toBe('home');
    expect(guest.items.map((product) => product.id)).toEqual(
      catalogue.slice(3, 9).map((product) => product.id),
    );

    const session = await signedUpCustomer(t);
    const headers = await authHeaders(t, session);
    const empty = (await get('products/getpersonalised', 'el', headers)).json<PersonalisedProducts>();
    expect(empty.basis).toBe('home');

    const wished = catalogue.find((product) =>
      catalogue.some((other) => other.id !== product.id && other.categoryId === product.categoryId),
    ) as TestProduct;
    const sibling = catalogue.find(
      (other) => other.id !== wished.id && other.categoryId === wished.categoryId,
    );
    await t.services.wishlists.insert(session.id, 'Αγαπημένα', 'el', [wished.id]);
    const picked = (await get('products/getpersonalised', 'el', headers)).json<PersonalisedProducts>();
    expect(picked.basis).toBe('customer');
    const ids = picked.items.map((product) => product.id);
    expect(ids).toContain(sibling?.id);
    expect(ids).not.toContain(wished.id);
    expect(ids.length).toBeGreaterThanOrEqual(6);
  });
});

const collection = (overrides: Partial<LandingCollectionInput> = {}): LandingCollectionInput => ({
  slug: 'sun-care',
  title: { el: 'Αντηλιακή προστασία', en: 'Sun protection' },
  summary: { el: 'Αντηλιακά προσώπου.', en: null },
  intro: {
    format: 'Markdown',
    el: '## Πώς διαλέγω\n\nΠροτιμήστε **SPF 50+**.<script>alert(1)</script><img src=x onerror=alert(1)>',
    en: '## Choosing\n\nPrefer **SPF 50+**.',
  },
  bannerGroup: 'landing-sun',
  rule: { kind: 'products', productIds: catalogue.slice(0, 4).map((product) => product.id) },
  ...overrides,
});

describe('landing collections', () => {
  it('answers a collection with its sanitised intro, banners and products, Greek where English is missing', async () => {
    const db = t.database.db;
    await saveBanner(db, banner({ groupName: 'landing-sun', title: { el: 'Ήλιος', en: 'Sun' } }));
    await saveLandingCollection(db, collection());
    const greek = await get('landingpages/getbyslug?slug=sun-care');
    expect(greek.statusCode).toBe(200);
    const page = greek.json<LandingCollection>();
    expect(page).toMatchObject({ slug: 'sun-care', tl: 'Αντηλιακή προστασία', rule: 'products' });
    expect(page.intro).toContain('<h2>Πώς διαλέγω</h2>');
    expect(page.intro).toContain('<strong>SPF 50+</strong>');
    expect(page.intro).not.toMatch(/script|onerror/);
    expect(page.banners.map((item) => item.tl)).toEqual(['Ήλιος']);
    expect(page.img1).toBe(page.banners[0]?.img1);
    expect(page.products.map((product) => product.id)).toEqual(
      catalogue.slice(0, 4).map((product) => product.id),
    );

    const english = (await get('landingpages/getbyslug?slug=SUN-CARE', 'en')).json<LandingCollection>();
    expect(english).toMatchObject({ tl: 'Sun protection', dsm: 'Αντηλιακά προσώπου.' });
    expect(english.intro).toContain('<h2>Choosing</h2>');
  });

  it('picks the products of a category rule from the catalogue, and lists only the collections shown now', async () => {
    const db = t.database.db;
    const [first] = catalogue as [TestProduct];
    await saveLandingCollection(
      db,
      collection({
        slug: 'by-category',
        bannerGroup: null,
        rule: { kind: 'category', id: first.parentCategoryId },
      }),
    );
    await saveLandingCollection(db, collection({ slug: 'ended', activeTo: new Date(Date.now() - 1000) }));
    await saveLandingCollection(db, collection({ slug: 'not-yet', activeFrom: new Date(Date.now() + DAY) }));
    await saveLandingCollection(db, collection({ slug: 'switched-off', isActive: false }));

    const byCategory = (await get('landingpages/getbyslug?slug=by-category')).json<LandingCollection>();
    const expected = catalogue.filter((product) => product.parentCategoryId === first.parentCategoryId);
    expect(byCategory.products.map((product) => product.id).sort()).toEqual(
      expected.map((product) => product.id).sort(),
    );
    expect(byCategory.img1).toBeNull();

    const all = (await get('landingpages/getall', 'en')).json<{ items: LandingCollectionSummary[] }>();
    expect(all.items.map((item) => item.slug)).toEqual(['sun-care', 'by-category']);
    for (const slug of ['ended', 'not-yet', 'switched-off', 'unknown']) {
      const response = await get(`landingpages/getbyslug?slug=${slug}`, 'en');
      expect(response.statusCode, slug).toBe(404);
      expect(response.json().message).toBe('The collection was not found.');
    }
  });

  it('refuses a malformed slug with field errors and stores no collection with bad input', async () => {
    for (const query of ['', '?slug=', '?slug=a%20b', '?slug=..%2Fetc']) {
      const response = await get(`landingpages/getbyslug${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors).toHaveProperty('slug');
    }
    const db = t.database.db;
    for (const bad of [
      collection({ slug: 'Bad Slug' }),
      collection({ slug: 'empty-rule', rule: { kind: 'products', productIds: [] } }),
      collection({ slug: 'bad-format', intro: { format: 'Rtf' as never, el: 'x', en: null } }),
      collection({ slug: 'bad-window', activeFrom: new Date(), activeTo: new Date(Date.now() - DAY) }),
    ]) {
      await expect(saveLandingCollection(db, bad)).rejects.toBeInstanceOf(ZodError);
    }
  });
});
