import {
  type Language,
  SEARCH_RANDOM_SUGGESTIONS,
  type SearchAlternatives,
  type Suggestion,
} from '@shop/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';
import { localized } from '../../lib/localized.ts';
import type { CatalogService, ListingParams, SearchMatches } from '../catalog/index.ts';
import type { CategoryService } from '../categories/index.ts';
import { KnownMatches } from './known-matches.ts';
import { greeklishSpelling, greeklishStem, QueryStems, queryWords } from './query-words.ts';
import { SearchIndex, type SearchQuery } from './search-index.ts';
import { shopSearchKey } from './search-key.ts';
import { QueryTrigrams, type Trigrams, trigramsOf, wordSimilarity } from './search-trigrams.ts';
import { typoOf } from './search-typos.ts';

const SUGGESTED_PRODUCTS = 8;
/** Close spellings a search without results offers, and how close they must be (0-1). */
const CLOSE_SPELLINGS = 5;
const CLOSE_SPELLING_SIMILARITY = 0.3;
/** Main categories a search without results offers to browse. */
const MAIN_CATEGORIES = 8;
/**
 * Word similarity (pg_trgm) a product name needs to match a query with typos. The default
 * 0.6 misses one wrong letter in a five-letter word ("krena" for "krema"); 0.5 catches it
 * without flooding results.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;
/** Word similarity a brand's skeleton needs to count as named by a query. */
const BRAND_SIMILARITY = 0.6;

/** Where a search is answered: the read model's index, or PostgreSQL (the specification it meets). */
export type SearchPath = 'memory' | 'sql';

interface PreparedQuery {
  raw: string;
  key: string;
  brandIds: number[];
  tsquery: SQL;
  /**
   * Whether names are matched by the prefix of the query's skeleton: not for a skeleton of one
   * letter, which is what a run of one letter ("αααα") collapses to and which begins every word.
   */
  prefix: boolean;
  /** A Greeklish query's skeleton without its ending, also matched as a word prefix (`greeklishStem`). */
  stem: string | null;
  /** Whether the typo-tolerant road is taken: only when the exact roads find few products. */
  fuzzy: boolean;
  /** Whether the skeleton has letters enough for the typo-tolerant road at all. */
  typos: boolean;
}

/** Below this many products found by exact words, prefixes, code or brand, typos are tried too. */
const FUZZY_BELOW = 10;
/**
 * A word with typos still has several letters of its own; a run of one or two ("αααα") would
 * meet half the catalogue by trigrams, so it takes the exact roads only.
 */
const FUZZY_MIN_DISTINCT_LETTERS = 3;
/** The shortest skeleton matched as a word prefix. */
const PREFIX_MIN_LENGTH = 2;

/**
 * The indexed roads from a query to products, each its own query: or-ed together in one
 * condition the planner underrates the cost of trigram similarity and scans the whole table.
 */
function exactRoads(query: Omit<PreparedQuery, 'fuzzy'>): SQL[] {
  const { raw, key, tsquery, brandIds } = query;
  return [
    sql`select id from products where code = upper(${raw})`,
    sql`select id from products where barcode = ${raw}`,
    sql`select id from products where search_doc @@ ${tsquery}`,
    ...(query.prefix ? [sql`select id from products where search_key like ${`% ${key}%`}`] : []),
    ...(query.prefix && query.stem !== null
      ? [sql`select id from products where search_key like ${`% ${query.stem}%`}`]
      : []),
    ...(brandIds.length
      ? [sql`select id from products where manufacturer_id = any(${intArray(brandIds)})`]
      : []),
  ];
}

/**
 * Greek-aware product search. A query meets the products on two roads: stemmed words
 * (PostgreSQL `greek` and `english` configurations, last word as a prefix) and the
 * phonetic skeleton of migration `search_functions` (case, accents, final sigma and
 * Greeklish folded; trigram similarity for typos; word-prefix `like` while typing).
 * An exact product code or barcode ranks first; brand names match through the brand's skeleton.
 * The read model's index answers (decision 033); the SQL below is the specification it is tested
 * against, and answers the queries the index cannot rank as PostgreSQL does.
 */
export class SearchService {
  private readonly stems: QueryStems;
  /** Product search over every product in memory, loaded and refreshed with the catalogue (decision 033). */
  readonly index = new SearchIndex();
  /** Public brands' skeletons, read again after the catalogue changed (`SearchIndex.generation`). */
  private brands:
    | { generation: number; list: Promise<{ id: number; key: string; trigrams: Trigrams }[]> }
    | undefined;

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly categories: CategoryService,
  ) {
    this.stems = new QueryStems(db);
    catalog.follow({ load: () => this.index.build(db), apply: (ids) => this.index.apply(db, ids) });
  }

  private brandKeys(generation: number) {
    if (this.brands?.generation !== generation) {
      const list = queryRows<{ id: number; key: string }>(
        this.db,
        sql`select id, search_key as key from manufacturers where is_public order by id`,
      ).then((rows) => rows.map((row) => ({ ...row, trigrams: trigramsOf(row.key) })));
      this.brands = { generation, list };
      list.catch(() => {
        if (this.brands?.list === list) this.brands = undefined;
      });
    }
    return this.brands.list;
  }

  /**
   * The query as the in-memory index reads it: null when it has nothing to search for, undefined
   * when the index cannot rank it as PostgreSQL does (`QueryStems.operands`).
   */
  private async inMemory(raw: string): Promise<SearchQuery | null | undefined> {
    const words = queryWords(raw);
    const key = shopSearchKey(greeklishSpelling(raw));
    if (words.length === 0 || key === '') return null;
    const [operands, brands] = await Promise.all([
      this.stems.operands(words),
      this.brandKeys(this.index.generation),
    ]);
    if (!operands) return undefined;
    const trigrams = new QueryTrigrams(key);
    const named =
      key.length >= 3
        ? brands.filter(
            (brand) =>
              brand.key.includes(` ${key}`) || wordSimilarity(trigrams, brand.trigrams) >= BRAND_SIMILARITY,
          )
        : [];
    return {
      raw: raw.trim(),
      key,
      brandIds: new Set(named.map((brand) => brand.id)),
      ...operands,
      prefix: key.length >= PREFIX_MIN_LENGTH,
      stem: greeklishStem(raw, key),
      typos: new Set(key.replace(/[^\p{L}]/gu, '')).size >= FUZZY_MIN_DISTINCT_LETTERS,
    };
  }

  /** Whether the index answers this query (else PostgreSQL does). */
  async answersInMemory(raw: string): Promise<boolean> {
    await this.catalog.model.ready();
    return (await this.inMemory(raw)) !== undefined;
  }

  /**
   * The published products a query finds with their relevance (0 unless `ranked`), undefined when
   * there is nothing to search for: from the index, or from PostgreSQL when the index cannot answer
   * or `path` asks for it.
   */
  async found(raw: string, ranked: boolean, path: SearchPath = 'memory'): Promise<SearchMatches | undefined> {
    await this.catalog.model.ready();
    const memory = path === 'memory' ? await this.inMemory(raw) : undefined;
    if (memory === null) return undefined;
    if (memory) return this.index.find(memory, ranked);
    const query = await this.prepare(raw);
    return query && this.foundInSql(query, ranked);
  }

  private async prepare(raw: string): Promise<PreparedQuery | undefined> {
    const words = queryWords(raw);
    if (words.length === 0) return undefined;
    const [row] = await queryRows<{ key: string; brands: number[] }>(
      this.db,
      sql`select k.key, array(
          select m.id from manufacturers m
          where m.is_public and length(k.key) >= 3
            and (m.search_key like ${'% '} || k.key || '%' or word_similarity(k.key, m.search_key) >= 0.6)
        ) as brands
        from (select shop_search_key(${greeklishSpelling(raw)}) as key) k`,
    );
    if (!row || row.key === '') return undefined;
    const text = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
    return {
      raw: raw.trim(),
      key: row.key,
      brandIds: row.brands,
      tsquery: sql`(to_tsquery('greek', ${text}) || to_tsquery('english', ${text}))`,
      prefix: row.key.length >= PREFIX_MIN_LENGTH,
      stem: greeklishStem(raw, row.key),
      fuzzy: false,
      typos: new Set(row.key.replace(/[^\p{L}]/gu, '')).size >= FUZZY_MIN_DISTINCT_LETTERS,
    };
  }

  /**
   * Trigram similarity is the costly road (a similarity per candidate row): it is only needed
   * when the query has typos, i.e. when the exact roads find fewer than `FUZZY_BELOW` products.
   */
  private async withFuzzyDecided(query: PreparedQuery): Promise<PreparedQuery> {
    if (!query.typos) return query;
    const [found] = await queryRows<{ count: number }>(
      this.db,
      sql`select count(*)::int as count from (${sql.join(exactRoads(query), sql` union `)} limit ${FUZZY_BELOW}) found`,
    );
    return { ...query, fuzzy: (found?.count ?? 0) < FUZZY_BELOW };
  }

  /** Whether product `p` is found by a road other than the typo road (always, when it is not taken). */
  private exactOnly(query: PreparedQuery): SQL {
    return query.fuzzy ? sql`p.id = any(array(${sql.join(exactRoads(query), sql` union `)}))` : sql`true`;
  }

  /** The condition (on products `p`) a query matches, and the relevance that orders what it finds. */
  private matching(query: PreparedQuery): { match: SQL; relevance: SQL } {
    const { raw, key, tsquery } = query;
    const brands = intArray(query.brandIds);
    const exact = sql`(p.code = upper(${raw}) or p.barcode = ${raw})`;
    const prefix = sql`p.search_key like ${`% ${key}%`}`;
    const roads = [
      ...exactRoads(query),
      ...(query.fuzzy ? [sql`select id from products where ${key} <% search_key`] : []),
    ];
    return {
      match: sql`p.id = any(array(${sql.join(roads, sql` union `)}))`,
      relevance: sql`((case when ${exact} then 100 else 0 end)
        + (case when ${prefix} then 3 else 0 end)
        + 2 * word_similarity(${key}, p.search_key)
        + ts_rank(p.search_doc, ${tsquery})
        + (case when p.manufacturer_id = any(${brands}) then 1 else 0 end))`,
    };
  }

  /**
   * The published products a query finds, each with its relevance when the results are ordered
   * by it (`ranked`; else 0): the listing, its filters and facets are the read model's. The exact
   * roads are asked first; when they find fewer than `FUZZY_BELOW` products (published or not,
   * as `withFuzzyDecided` counts them) the typo road is asked with them.
   */
  private async foundInSql(query: PreparedQuery, ranked: boolean): Promise<SearchMatches> {
    const ask = async (asked: PreparedQuery) => {
      const { match, relevance } = this.matching(asked);
      // What only the typo road found must also pass `typoOf`, as in the index.
      const rows = await this.withThreshold(asked.fuzzy, (db) =>
        queryRows<{ id: number; published: boolean; relevance: number; exact: boolean; key: string }>(
          db,
          sql`select p.id, p.is_published as published, ${ranked ? relevance : sql`0`}::float8 as relevance,
            ${this.exactOnly(asked)} as exact, p.search_key as key
            from products p where ${match}`,
        ),
      );
      return rows.filter((row) => row.exact || typoOf(asked.key, row.key));
    };
    let rows = await ask(query);
    if (query.typos && rows.length < FUZZY_BELOW) rows = await ask({ ...query, fuzzy: true });
    return new KnownMatches(
      new Map(rows.filter((row) => row.published).map((row) => [row.id, row.relevance])),
    );
  }

  /**
   * Runs `work` with the typo threshold set when the trigram road is taken; the setting is
   * local to a transaction, so pooled connections never keep it.
   */
  private withThreshold<T>(fuzzy: boolean, work: (db: Db) => Promise<T>): Promise<T> {
    if (!fuzzy) return work(this.db);
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
      );
      return work(tx);
    });
  }

  /**
   * Search results as a listing's JSON (`CatalogService.listProductsJson`); `statusIds` narrows to
   * products with any of those statuses; `counted` hears how many products the text found.
   */
  async searchJson(
    raw: string,
    statusIds: number[],
    params: ListingParams,
    language: Language,
    counted?: (found: number) => void,
  ): Promise<Buffer> {
    const facetCategoryIds = await this.categories.childIds(null);
    const searched = {
      ...params,
      filters: { ...params.filters, statuses: [...params.filters.statuses, ...statusIds] },
    };
    const { json, found } = await this.catalog.searchListingJson(
      JSON.stringify(['search', raw, facetCategoryIds, searched, language]),
      async () => {
        const matches = await this.found(raw, params.sort === 'Default');
        return matches && { kind: 'search', facetCategoryIds, matches };
      },
      searched,
      language,
    );
    counted?.(found);
    return json;
  }

  /** The header box: five random suggestion links, then the best matching products. */
  async suggestions(raw: string, language: Language): Promise<Suggestion[]> {
    const links = await queryRows<{ title: string; url: string }>(
      this.db,
      sql`select title, url from search_suggestions
        where language = ${language} and is_active and product_id is null
        order by random() limit ${SEARCH_RANDOM_SUGGESTIONS}`,
    );
    const products = (await this.suggested(raw)).map((id) => this.catalog.model.product(id));
    return [
      ...links.map((link) => ({ tl: link.title, nu: link.url, pid: null })),
      ...products.flatMap((product) =>
        product
          ? [
              {
                tl: localized(language, product.nameEl, product.nameEn),
                nu: `/products/${product.eurl}`,
                pid: product.id,
              },
            ]
          : [],
      ),
    ];
  }

  /** The ids of the best matching published products for the header box, best first. */
  async suggested(raw: string, path: SearchPath = 'memory'): Promise<number[]> {
    await this.catalog.model.ready();
    const memory = path === 'memory' ? await this.inMemory(raw) : undefined;
    if (memory === null) return [];
    if (memory) return this.index.best(memory, SUGGESTED_PRODUCTS);
    const prepared = await this.prepare(raw);
    const query = prepared && (await this.withFuzzyDecided(prepared));
    if (!query) return [];
    const scope = this.matching(query);
    const products = await this.withThreshold(query.fuzzy, (db) =>
      queryRows<{ id: number; exact: boolean; key: string }>(
        db,
        sql`select p.id, ${this.exactOnly(query)} as exact, p.search_key as key from products p
          where p.is_published and ${scope.match}
          order by ${scope.relevance} desc, p.id ${query.fuzzy ? sql`` : sql`limit ${SUGGESTED_PRODUCTS}`}`,
      ),
    );
    // What only the typo road found must also pass `typoOf`, as in the index (hence no limit then).
    return products
      .filter((product) => product.exact || typoOf(query.key, product.key))
      .slice(0, SUGGESTED_PRODUCTS)
      .map((product) => product.id);
  }

  /**
   * What a search that found nothing offers: brands and categories whose names are close to the
   * query (trigram word similarity of the skeletons, so "krma" finds "Κρέμες"), and the main
   * categories to browse.
   */
  async alternatives(raw: string, language: Language): Promise<SearchAlternatives> {
    const visible = await this.categories.allVisible(language);
    const main = visible.filter((category) => category.pid === null);
    const close = await queryRows<{ tl: string; nu: string }>(
      this.db,
      sql`with k as (select shop_search_key(${raw}) as key)
        select tl, nu from (
          select m.name_${sql.raw(language)} as tl, '/brands/' || m.eurl as nu,
              word_similarity(k.key, m.search_key) as similarity
            from manufacturers m, k where m.is_public and length(k.key) >= 3
          union all
          select c.tl, '/categories/' || c.eurl, word_similarity(k.key, ' ' || shop_search_key(c.tl))
            from jsonb_to_recordset(${JSON.stringify(visible.map(({ nm, eurl }) => ({ tl: nm, eurl })))}::jsonb)
              as c(tl text, eurl text), k
            where length(k.key) >= 3
        ) found
        where similarity >= ${CLOSE_SPELLING_SIMILARITY}
        order by similarity desc, tl limit ${CLOSE_SPELLINGS}`,
    );
    return {
      spellings: close,
      categories: main.slice(0, MAIN_CATEGORIES).map((category) => ({
        tl: category.nm,
        nu: `/categories/${category.eurl}`,
      })),
    };
  }
}
