import { PRICE_BANDS } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.ts';
import type { ProductSeed } from '../src/db/seed/generator.ts';

/**
 * The long tail a shop's traffic is: listing URLs and search queries that are nearly all
 * distinct, so no response cache could answer them (issue 13).
 */

const SORTS = [
  'Default',
  'PriceAscending',
  'PriceDescending',
  'NameAscending',
  'RatingDescending',
  'Bestseller',
];
const AVAILABILITY = ['', '16:1', '16:1,2', '16:4'];

/** Category listings: categories × brands × price bands × availability × sorts × pages, each once. */
export function listingPaths(categoryIds: number[], brandIds: number[], count: number): string[] {
  const paths = new Set<string>();
  const bands = ['', ...PRICE_BANDS.map(([min, max]) => `8:${min}-${max ?? ''}`)];
  // A number below `total` as a mixed-radix number: every combination is a different URL.
  const brands = ['', ...brandIds.map((id) => `6:${id}`)];
  const total = categoryIds.length * SORTS.length * bands.length * brands.length * AVAILABILITY.length * 3;
  for (let index = 0; paths.size < Math.min(count, total); index += 1) {
    // A prime stride spreads the chosen URLs over every dimension of the space.
    let rest = (index * 7_919) % total;
    const digit = (size: number) => {
      const value = rest % size;
      rest = Math.floor(rest / size);
      return value;
    };
    const category = categoryIds[digit(categoryIds.length)];
    const sort = SORTS[digit(SORTS.length)];
    const band = bands[digit(bands.length)] ?? '';
    const brand = brands[digit(brands.length)] ?? '';
    const availability = AVAILABILITY[digit(AVAILABILITY.length)] ?? '';
    const page = 1 + digit(3);
    const filters = [brand, band, availability].filter(Boolean).join(';');
    paths.add(
      `/api/el/products/getbycategoryid?id=${category}&sort=${sort}&page=${page}&psize=24${filters ? `&q=${encodeURIComponent(filters)}` : ''}`,
    );
  }
  return [...paths];
}

const ACCENTS: Record<string, string> = {
  ά: 'α',
  έ: 'ε',
  ή: 'η',
  ί: 'ι',
  ό: 'ο',
  ύ: 'υ',
  ώ: 'ω',
  ϊ: 'ι',
  ΐ: 'ι',
};
const ELOT: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};
/** The informal spellings people type: η as h, ω as w, θ as 8, υ as u, χ as x. */
const INFORMAL: Record<string, string> = { ...ELOT, η: 'h', ω: 'w', θ: '8', υ: 'u', χ: 'x', ξ: '3' };

const unaccented = (word: string) => [...word.toLowerCase()].map((char) => ACCENTS[char] ?? char).join('');
const latin = (word: string, table: Record<string, string>) =>
  [...unaccented(word)].map((char) => table[char] ?? char).join('');
/** One letter changed, the middle one, to its neighbour in the alphabet. */
const typo = (word: string) => {
  const at = Math.floor(word.length / 2);
  const char = word[at] ?? 'a';
  return `${word.slice(0, at)}${String.fromCharCode(char.charCodeAt(0) + 1)}${word.slice(at + 1)}`;
};

/** Search queries: name words with and without accents, Greeklish, a typo, codes and barcodes, each once. */
export function searchQueries(seeds: ProductSeed[], count: number): string[] {
  const queries = new Set<string>();
  for (let index = 0; queries.size < count && index < seeds.length; index += 1) {
    const seed = seeds[(index * 37) % seeds.length] as ProductSeed;
    const words = seed.nameEl.split(/\s+/).filter((word) => word.length >= 4);
    const word = words[index % Math.max(1, words.length)] ?? seed.nameEl;
    const pair = words.slice(index % 2, (index % 2) + 2).join(' ');
    const englishWord = seed.nameEn.split(/\s+/).filter((part) => part.length >= 4)[index % 2] ?? seed.nameEn;
    const choices = [
      word.toLowerCase(),
      unaccented(pair),
      latin(pair, ELOT),
      latin(word, INFORMAL),
      typo(unaccented(word)),
      typo(latin(word, ELOT)),
      englishWord.toLowerCase(),
      seed.code,
      seed.barcode,
    ];
    const query = (choices[index % choices.length] as string).trim();
    if (query !== '') queries.add(query);
  }
  return [...queries];
}

/**
 * The long tail's URLs on a seeded catalogue: 500 products by url, 2 400 category listings and
 * 1 200 searches, each distinct.
 */
export async function longTailPaths(db: Db, seeds: ProductSeed[]) {
  const brands = await queryRows<{ id: number }>(db, sql`select id from manufacturers order by id`);
  // Every category that holds products, top and sub-categories: the long tail of listing URLs.
  const categoryIds = (
    await queryRows<{ id: number }>(
      db,
      sql`select id from categories where is_visible and id in (
        select category_id from product_categories union select parent_id from categories where parent_id is not null)
        order by id`,
    )
  ).map((row) => row.id);
  return {
    productPaths: seeds
      .filter((_, index) => index % Math.max(1, Math.floor(seeds.length / 500)) === 0)
      .map((seed) => `/api/el/products/getbyurl?url=${seed.eurl}`),
    listingPaths: listingPaths(
      categoryIds,
      brands.map((row) => row.id),
      2_400,
    ),
    searchPaths: searchQueries(seeds, 1_200).map(
      (query) => `/api/el/products/searchwithfilters?key=${encodeURIComponent(query)}`,
    ),
  };
}
