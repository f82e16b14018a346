import { type ProductListing, productListingSchema } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { BRANDS } from '../../db/seed/catalog-data.ts';
import { createTestApp, insertTestCatalogue, type TestApp, type TestProduct } from '../../test/index.ts';

let t: TestApp;
let catalogue: TestProduct[];

const search = async (key: string, extra = '', language = 'el'): Promise<ProductListing> => {
  const response = await t.app.inject({
    url: `/api/${language}/products/searchwithfilters?key=${encodeURIComponent(key)}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const find = (predicate: (item: TestProduct) => boolean, what: string) => {
  const item = catalogue.find(predicate);
  if (!item) throw new Error(`no seeded product: ${what}`);
  return item;
};
const brandOf = (item: TestProduct) =>
  item.brandIndex === null ? '' : (BRANDS[item.brandIndex]?.name ?? '');

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertTestCatalogue(t, 320);
});
afterAll(() => t.close());

describe('relevance: the product asked for is in the top 5', () => {
  const cases: [string, () => { query: string; target: TestProduct }][] = [
    [
      'Greek without accents',
      () => {
        const target = find((item) => item.nameEl.includes('Ψηφιακό Θερμόμετρο'), 'thermometer');
        return { query: `${brandOf(target)} ψηφιακο θερμομετρο`, target };
      },
    ],
    [
      'Greek in capitals with accents and final sigma',
      () => {
        const target = find((item) => item.nameEl.includes('κατά της Τριχόπτωσης'), 'hair loss');
        return { query: `${brandOf(target).toUpperCase()} ΣΑΜΠΟΥΆΝ ΤΡΙΧΌΠΤΩΣΗΣ`, target };
      },
    ],
    [
      'Greeklish, ELOT 743',
      () => {
        const target = find((item) => item.nameEl.includes('Ψηφιακό Θερμόμετρο'), 'thermometer');
        return { query: `${brandOf(target)} psifiako thermometro`, target };
      },
    ],
    [
      'Greeklish, informal (h for η, 8 for θ, w for ω)',
      () => {
        const target = find((item) => item.nameEl.includes('Πιεσόμετρο'), 'blood pressure');
        return { query: `${brandOf(target)} piesometro bratsou`, target };
      },
    ],
    [
      'Greeklish, informal x for χ and ou as u',
      () => {
        const target = find((item) => item.nameEl.includes('Ιχθυέλαιο'), 'fish oil');
        return { query: `${brandOf(target)} ixthielaio wmega`, target };
      },
    ],
    [
      'Greeklish with h for η and 3 for ξ',
      () => {
        const target = find((item) => item.nameEl.includes('Υαλουρονικού Οξέος'), 'hyaluronic');
        return { query: `${brandOf(target)} oros yalouronikou o3eos`, target };
      },
    ],
    [
      'one letter wrong',
      () => {
        const target = find((item) => item.nameEl.includes('Ενυδατική Κρέμα Προσώπου'), 'face cream');
        return { query: `${brandOf(target)} ενυδατικι κρεμα προσωπυ`, target };
      },
    ],
    [
      'one letter wrong in Greeklish',
      () => {
        const target = find((item) => item.nameEl.includes('Αντισηπτικό Διάλυμα'), 'antiseptic');
        return { query: `${brandOf(target)} antisiptiko dialyna`, target };
      },
    ],
    [
      'Greek stemming (plural for singular)',
      () => {
        const target = find((item) => item.nameEl.includes('Παστίλιες για τον Λαιμό'), 'lozenges');
        return { query: `${brandOf(target)} παστίλια λαιμού`, target };
      },
    ],
    [
      'prefix while typing',
      () => {
        const target = find((item) => item.nameEl.includes('Πιεσόμετρο'), 'blood pressure');
        return { query: `${brandOf(target)} πιεσομ`, target };
      },
    ],
    [
      'English name',
      () => {
        const target = find((item) => item.nameEn.includes('Digital Thermometer'), 'thermometer');
        return { query: `${brandOf(target)} digital thermometer`, target };
      },
    ],
    [
      'brand, line and kind in English, lower case',
      () => {
        const target = catalogue[10] as TestProduct;
        return { query: target.nameEn.replace(/ \S+$/, '').toLowerCase(), target };
      },
    ],
  ];

  it.each(cases)('%s', async (_name, build) => {
    const { query, target } = build();
    const body = await search(query);
    const top = body.items.slice(0, 5).map((item) => item.id);
    const shown = `${query} → ${body.items
      .slice(0, 5)
      .map((item) => item.nm)
      .join(' | ')}`;
    expect(top, shown).toContain(target.id);
    // The words of the product, not only its brand, decide the order.
    expect(body.items[0]?.id, shown).toBe(target.id);
  });
});

describe('search keys (migration search_functions)', () => {
  const groups = [
    ['Ψηφιακό', 'ψηφιακο', 'ΨΗΦΙΑΚΌ', 'psifiako', 'pshfiako', 'psifiaco'],
    ['Θερμόμετρο', 'thermometro', '8ermometro'],
    ['Οξέος', 'okseos', 'oxeos', 'o3eos'],
    ['Χαμομήλι', 'chamomili', 'xamomili', 'hamomhli'],
    ['Ωμέγα', 'omega', 'wmega'],
    ['Μπράτσου', 'bratsou', 'mpratsou', 'bratsu'],
    ['Ντους', 'ntous', 'dous', 'dus'],
    ['Αγγελική', 'aggeliki', 'angeliki', 'ageliki'],
    ['Γκρίζο', 'gkrizo', 'grizo'],
    ['Παιδικό', 'paidiko', 'pediko'],
    ['Είδη', 'eidi', 'idi', 'eidh'],
    ['Οικογένεια', 'oikogeneia', 'ikogenia'],
    ['Φαρμακείο', 'farmakeio', 'pharmakio'],
    ['Ευαίσθητο', 'euaisthito', 'evesthito', 'efaisthito'],
    ['Ύπνος', 'ypnos', 'ipnos', 'YΠΝΟΣ'],
    ['Τριχόπτωσης', 'ΤΡΙΧΟΠΤΩΣΗΣ', 'trichoptosis', 'trixoptwshs'],
    ['Προϊόν', 'προιον', 'proion'],
  ];
  it.each(groups.map((group) => [group[0], group]))(
    '%s: every spelling gives one key',
    async (_word, group) => {
      const keys = await queryRows<{ key: string }>(
        t.database.db,
        sql`select shop_search_key(word) as key from unnest(${`{${(group as string[]).join(',')}}`}::text[]) as word`,
      );
      expect(new Set(keys.map((row) => row.key)).size, JSON.stringify(keys)).toBe(1);
    },
  );
});

describe('exact matches', () => {
  it('puts the product with that barcode first', async () => {
    const target = catalogue[123] as TestProduct;
    const body = await search(target.barcode);
    expect(body.items[0]?.id).toBe(target.id);
  });

  it('puts the product with that code first, whatever the case', async () => {
    const target = catalogue[42] as TestProduct;
    const body = await search(target.code.toLowerCase());
    expect(body.items[0]?.id).toBe(target.id);
  });

  it('finds every product of a brand by the brand name', async () => {
    const brandProducts = catalogue.filter((item) => item.nameEn.startsWith('Sanitas '));
    const body = await search('sanitas', '&psize=96');
    const ids = new Set(body.items.map((item) => item.id));
    for (const item of brandProducts) expect(ids.has(item.id)).toBe(true);
  });
});

describe('GET /api/{lang}/products/searchwithfilters', () => {
  it('pages by 24 by default and reports a total with facets', async () => {
    const body = await search('κρεμα');
    expect(body.psize).toBe(24);
    expect(body.items.length).toBeLessThanOrEqual(24);
    expect(body.total).toBeGreaterThan(body.items.length);
    expect(body.facets.find((facet) => facet.kind === 6)?.values.length).toBeGreaterThan(0);
  });

  it('narrows by status ids (stids) and by filters in q', async () => {
    const all = await search('κρεμα', '&psize=96');
    const offer = all.facets
      .find((facet) => facet.kind === 3)
      ?.values.find((value) => value.nm === 'Προσφορά');
    if (!offer) throw new Error('no offers among creams');
    const offers = await search('κρεμα', `&stids=${offer.val}&psize=96`);
    expect(offers.total).toBe(offer.cnt);
    expect(offers.items.every((item) => item.stslst.some((status) => status.scd === 'offer'))).toBe(true);
    const cheap = await search('κρεμα', '&q=8:0-10&psize=96');
    expect(cheap.items.every((item) => item.cprc < 10)).toBe(true);
  });

  it('sorts search results by price when asked', async () => {
    const body = await search('κρεμα', '&sort=PriceAscending&psize=96');
    const prices = body.items.map((item) => item.cprc);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('finds nothing for nonsense, and rejects an empty key', async () => {
    expect((await search('zzqxwv')).total).toBe(0);
    const response = await t.app.inject({ url: '/api/el/products/searchwithfilters?key=%20' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.key).toBeDefined();
  });

  it('finds nothing for one letter repeated, which typo tolerance would otherwise match everywhere', async () => {
    for (const key of ['αααα', 'aaaa', 'σσσσσ']) {
      expect((await search(key)).total, key).toBe(0);
    }
  });

  it('treats query syntax characters as text', async () => {
    const body = await search("κρέμα & ! | ( ) ' :*");
    expect(body.total).toBeGreaterThan(0);
  });

  it('answers as the listing schema writes it, with no XSRF token, nothing to search for included', async () => {
    for (const url of [
      '/api/el/products/searchwithfilters?key=%CE%BA%CF%81%CE%B5%CE%BC%CE%B1&psize=5',
      '/api/en/products/searchwithfilters?key=cream&sort=PriceAscending&page=2',
      '/api/el/products/searchwithfilters?key=%21%21%21',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.body, url).toBe(JSON.stringify(productListingSchema.parse(response.json())));
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    for (const path of ['suggestions', 'alternatives']) {
      const response = await t.app.inject({ url: `/api/el/search/${path}?key=krema` });
      expect(response.headers['set-cookie'], path).toBeUndefined();
    }
  });
});

describe('GET /api/{lang}/search/suggestions', () => {
  it('gives 5 random links without product id, then matching products', async () => {
    const response = await t.app.inject({ url: '/api/el/search/suggestions?key=thermometro' });
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as { items: { tl: string; nu: string; pid: number | null }[] };
    const links = items.filter((item) => item.pid === null);
    const products = items.filter((item) => item.pid !== null);
    expect(links).toHaveLength(5);
    expect(items.slice(0, 5)).toEqual(links);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((item) => item.tl.includes('Θερμόμετρο') && item.nu.startsWith('/products/'))).toBe(
      true,
    );
  });

  it('gives English links on the English path', async () => {
    const { items } = (await t.app.inject({ url: '/api/en/search/suggestions?key=vitamin' })).json();
    expect(items.filter((item: { pid: number | null }) => item.pid !== null)[0].tl).toMatch(/Vitamin/);
  });
});

describe('GET /api/{lang}/search/alternatives', () => {
  const alternatives = async (key: string, language = 'el') => {
    const response = await t.app.inject({
      url: `/api/${language}/search/alternatives?key=${encodeURIComponent(key)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      spellings: { tl: string; nu: string }[];
      categories: { tl: string; nu: string }[];
    };
  };

  it('offers a brand and a category spelled close to the query, and the main categories', async () => {
    // "Dermaline" with two letters wrong, "Πρόσωπο" without its accent and with ο for ω.
    const brand = await alternatives('dermalyme');
    expect(brand.spellings).toContainEqual({ tl: 'Dermaline', nu: '/brands/dermaline' });
    const category = await alternatives('προσοπο');
    expect(category.spellings).toContainEqual({ tl: 'Πρόσωπο', nu: '/categories/face' });
    expect(category.categories).toContainEqual({ tl: 'Πρόσωπο', nu: '/categories/face' });
    expect((await alternatives('prosopo', 'en')).categories).toContainEqual({
      tl: 'Face',
      nu: '/categories/face',
    });
  });

  it('offers no spelling for nonsense, and refuses an empty key', async () => {
    expect((await alternatives('zzqxwv')).spellings).toEqual([]);
    expect((await t.app.inject({ url: '/api/el/search/alternatives?key=%20' })).statusCode).toBe(400);
  });
});
