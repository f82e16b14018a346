import type { Db } from '../../db/client.ts';
import { bestByRelevance, type SearchMatches } from '../catalog/index.ts';
import { KnownMatches } from './known-matches.ts';
import { loadSearchEntries, type SearchEntry } from './search-load.ts';
import { Postings, PostingsBatch } from './search-postings.ts';
import { entriesOf, type Operand, type RankedQuery, rankedQuery, tsRank } from './search-rank.ts';
import {
  innerTrigramCodes,
  QueryTrigrams,
  wordSimilarity,
  wordSimilarityBound,
  wordStartCode,
} from './search-trigrams.ts';
import { closeWord, editsAllowedFor } from './search-typos.ts';

/** A query as the roads read it (`SearchService` prepares it: skeleton, brands, stemmed words). */
export interface SearchQuery {
  /** The text typed, trimmed. */
  raw: string;
  /** Its skeleton (`shop_search_key`), never empty. */
  key: string;
  brandIds: ReadonlySet<number>;
  /** The words stemmed by the Greek and the English configuration (the last one a prefix). */
  greek: Operand[];
  english: Operand[];
  /** Whether names are matched by the skeleton's word prefix. */
  prefix: boolean;
  /** A Greeklish query's skeleton without its ending, matched as a word prefix too; else null. */
  stem: string | null;
  /** Whether the skeleton has letters enough for the typo road. */
  typos: boolean;
}

/** Below this many products found by the exact roads, typos are tried too (as the SQL path). */
const FUZZY_BELOW = 10;
/** `pg_trgm.word_similarity_threshold` the SQL path sets for the typo road. */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/** How many letters of a word `byWordStart` keeps. */
const WORD_START = 3;

/** The distinct words of a skeleton (` word word`). */
function wordsOf(key: string): Set<string> {
  const words = new Set<string>();
  for (const word of key.split(' ')) if (word) words.add(word);
  return words;
}

/** The distinct word starts of a skeleton. */
function wordStarts(key: string): Set<string> {
  const starts = new Set<string>();
  for (const word of wordsOf(key)) starts.add(word.slice(0, WORD_START));
  return starts;
}

/**
 * The products one search found, without a set: a mark per product id, stamped with the search's
 * number, so adding and asking cost an array read and no hashing or allocation per product.
 */
class Found {
  readonly ids: number[] = [];

  constructor(
    private readonly marks: Uint32Array,
    private readonly stamp: number,
  ) {}

  add(id: number): void {
    if (this.marks[id] === this.stamp) return;
    this.marks[id] = this.stamp;
    this.ids.push(id);
  }

  has(id: number): boolean {
    return this.marks[id] === this.stamp;
  }

  get size(): number {
    return this.ids.length;
  }
}

type Batches = {
  code: PostingsBatch<string>;
  barcode: PostingsBatch<string>;
  lexeme: PostingsBatch<string>;
  trigram: PostingsBatch<number>;
  manufacturer: PostingsBatch<number>;
  wordStart: PostingsBatch<string>;
  word: PostingsBatch<string>;
};

/** Each key a product is found under, in the postings of each road. */
function keysOf(entry: SearchEntry, batches: Batches, put: <K>(batch: PostingsBatch<K>, key: K) => void) {
  put(batches.code, entry.code);
  if (entry.barcode !== null) put(batches.barcode, entry.barcode);
  for (const word of entry.lexemes.words) put(batches.lexeme, word);
  for (const code of entry.trigrams.codes) put(batches.trigram, code);
  for (const start of wordStarts(entry.key)) put(batches.wordStart, start);
  for (const word of wordsOf(entry.key)) put(batches.word, word);
  if (entry.manufacturerId !== null) put(batches.manufacturer, entry.manufacturerId);
}

/** PostgreSQL's `upper`, one character at a time. */
const upperEach = (text: string) =>
  [...text].map((char) => (char.toUpperCase().length === char.length ? char.toUpperCase() : char)).join('');

/**
 * Search in memory (decision 033): the roads of the SQL search (code, barcode, stemmed words,
 * skeleton prefix, brand, typos) over every product, and its relevance, with PostgreSQL's
 * `ts_rank` and `word_similarity` computed the same way. Each changed product is indexed again.
 */
export class SearchIndex {
  /** Entries by product id: ids are dense, and an array is read faster than a map on every candidate. */
  private entries: (SearchEntry | undefined)[] = [];
  private count = 0;
  private byCode = new Postings<string>();
  private byBarcode = new Postings<string>();
  private byLexeme = new Postings<string>();
  private byTrigram = new Postings<number>();
  private byManufacturer = new Postings<number>();
  /** Products by the first three letters of each word of their skeleton (a shorter word whole). */
  private byWordStart = new Postings<string>();
  /** Products by each word of their skeleton: a one-word query's typo road starts from the words close to it. */
  private byWord = new Postings<string>();
  /** The words of `byWord` by length; made again on first use after a change. */
  private wordsByLength: Map<number, string[]> | undefined;
  /** The typo road's count of shared trigrams per product id (or its mark), zero between searches. */
  private shared = new Uint16Array(0);
  /** Per product id: how many of a query's words it has met so far (`withAll`), zero between searches. */
  private hits = new Uint8Array(0);
  /** Per product id: the number of the last search that found it (`Found`). */
  private marks = new Uint32Array(0);
  private stamp = 0;
  /** Every lexeme in order, for prefixes; made again on first use after a change. */
  private lexemes: string[] | undefined;
  /** Grows with every change applied, so what is derived from the catalogue can tell it is stale. */
  generation = 0;

  /** How many products (published or not) the index holds. */
  get size(): number {
    return this.count;
  }

  async build(db: Db): Promise<void> {
    const entries = await loadSearchEntries(db, 'all');
    this.replace(
      entries.map((entry) => entry.id),
      entries,
    );
  }

  /** Indexes the products named again (absent ones are removed). */
  async apply(db: Db, ids: readonly number[]): Promise<void> {
    this.replace(ids, await loadSearchEntries(db, ids));
  }

  /** Takes the products `ids` out and puts `fresh` in, each key's postings made once for them all. */
  private replace(ids: readonly number[], fresh: readonly SearchEntry[]) {
    const batches: Batches = {
      code: new PostingsBatch(this.byCode),
      barcode: new PostingsBatch(this.byBarcode),
      lexeme: new PostingsBatch(this.byLexeme),
      trigram: new PostingsBatch(this.byTrigram),
      manufacturer: new PostingsBatch(this.byManufacturer),
      wordStart: new PostingsBatch(this.byWordStart),
      word: new PostingsBatch(this.byWord),
    };
    const removed = new Set<number>();
    for (const id of ids) {
      const entry = this.entries[id];
      if (!entry) continue;
      this.entries[id] = undefined;
      this.count -= 1;
      removed.add(id);
      keysOf(entry, batches, (batch, key) => batch.remove(key));
    }
    for (const entry of fresh) {
      this.entries[entry.id] = entry;
      this.count += 1;
      keysOf(entry, batches, (batch, key) => batch.add(key, entry.id));
      if (entry.id >= this.shared.length) {
        const length = Math.max(entry.id + 1, this.shared.length * 2);
        this.shared = new Uint16Array(length);
        this.hits = new Uint8Array(length);
        const marks = new Uint32Array(length);
        marks.set(this.marks);
        this.marks = marks;
      }
    }
    for (const batch of Object.values(batches)) batch.apply(removed);
    this.lexemes = undefined;
    this.wordsByLength = undefined;
    this.generation += 1;
  }

  /** The products of each lexeme an operand meets (`search_doc @@`, one operand). */
  private withOperand(operand: Operand): Int32Array[] {
    if (!operand.prefix) return [this.byLexeme.get(operand.lexeme)];
    this.lexemes ??= [...this.byLexeme.keys()].sort();
    return entriesOf(this.lexemes, operand).map((at) => this.byLexeme.get(this.lexemes?.[at] as string));
  }

  /**
   * Products an and of operands matches; none for an empty query, as PostgreSQL. Each product's
   * count of operands met so far is kept in `hits`: it goes up by one only from the count of the
   * operands before, so a product under two lexemes of one prefix counts once.
   */
  private withAll(operands: Operand[], into: Found) {
    if (operands.length === 0) return;
    const lists = operands.map((operand) => this.withOperand(operand));
    if (lists.length === 1) {
      for (const list of lists[0] as Int32Array[]) for (const id of list) into.add(id);
      return;
    }
    const { hits } = this;
    const touched: number[] = [];
    lists.forEach((sets, operand) => {
      for (const list of sets) {
        for (const id of list) {
          if (hits[id] !== operand) continue;
          hits[id] = operand + 1;
          if (operand === 0) touched.push(id);
        }
      }
    });
    for (const id of touched) {
      if (hits[id] === lists.length) into.add(id);
      hits[id] = 0;
    }
  }

  /**
   * Products with a word the skeleton `key` may start, a superset of those whose skeleton has ` key`:
   * of those with a word starting with its first three letters and those holding each trigram
   * inside its first word, the fewest (a common start such as "kre" is rarer with "ema").
   */
  private withWordStart(key: string): Int32Array {
    const space = key.indexOf(' ');
    const first = space < 0 ? key : key.slice(0, space);
    // A word of one or two letters that may go on (no space after it) starts longer words too.
    if (first.length < WORD_START && space < 0) return this.byTrigram.get(wordStartCode(first));
    let fewest = this.byWordStart.get(first.slice(0, WORD_START));
    for (const code of innerTrigramCodes(first)) {
      const holding = this.byTrigram.get(code);
      if (holding.length < fewest.length) fewest = holding;
    }
    return fewest;
  }

  /** The roads that need no typo tolerance, over every product (published or not). */
  private exact(query: SearchQuery): Found {
    if (this.stamp === 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 0;
    }
    this.stamp += 1;
    const found = new Found(this.marks, this.stamp);
    for (const id of this.byCode.get(upperEach(query.raw))) found.add(id);
    for (const id of this.byBarcode.get(query.raw)) found.add(id);
    this.withAll(query.greek, found);
    this.withAll(query.english, found);
    for (const key of query.prefix ? [query.key, query.stem] : []) {
      if (key === null) continue;
      const start = ` ${key}`;
      for (const id of this.withWordStart(key))
        if (!found.has(id) && this.entries[id]?.key.includes(start)) found.add(id);
    }
    for (const brand of query.brandIds) for (const id of this.byManufacturer.get(brand)) found.add(id);
    return found;
  }

  /**
   * Products whose skeleton has a stretch with word similarity ≥ 0.5. Such a stretch holds at least
   * half of the query's distinct trigrams (count ≥ (ulen1 + ulen2 − count) / 2 and ulen2 ≥ count),
   * so only products sharing that many are measured. For a query of one word, only products with
   * a word close to it can pass `typoOf`, so they are the candidates (`closeWordHolders`).
   */
  private typos(trigrams: QueryTrigrams, key: string, into: Found): Map<number, number> {
    const candidates = key.includes(' ')
      ? this.sharingHalf(trigrams, into)
      : this.closeWordHolders(key, into);
    // Measured whole rather than stopped at the threshold: the relevance needs it for each one found.
    const similarities = new Map<number, number>();
    for (const id of candidates) {
      const { trigrams: text } = this.entries[id] as SearchEntry;
      const similarity = wordSimilarity(trigrams, text);
      if (similarity < WORD_SIMILARITY_THRESHOLD) continue;
      into.add(id);
      similarities.set(id, similarity);
    }
    return similarities;
  }

  /** Products not found yet that share at least half of the query's distinct trigrams. */
  private sharingHalf(trigrams: QueryTrigrams, into: Found): number[] {
    const { shared } = this;
    const touched: number[] = [];
    for (const code of trigrams.codes) {
      for (const id of this.byTrigram.get(code)) {
        const count = shared[id] ?? 0;
        if (count === 0) touched.push(id);
        shared[id] = count + 1;
      }
    }
    const candidates: number[] = [];
    for (const id of touched) {
      const count = shared[id] ?? 0;
      shared[id] = 0;
      if (2 * count >= trigrams.size && !into.has(id)) candidates.push(id);
    }
    return candidates;
  }

  /**
   * Products not found yet with a word within `typoOf`'s edits of a one-word query: the words are
   * fewer than the products and only those of a length close enough are measured, so the road does
   * not walk the catalogue.
   */
  private closeWordHolders(key: string, into: Found): number[] {
    if (!this.wordsByLength) {
      const byLength = new Map<number, string[]>();
      for (const word of this.byWord.keys()) {
        const words = byLength.get(word.length);
        if (words) words.push(word);
        else byLength.set(word.length, [word]);
      }
      this.wordsByLength = byLength;
    }
    const { shared } = this;
    const candidates: number[] = [];
    const limit = editsAllowedFor(key);
    for (let length = key.length - limit; length <= key.length + limit; length += 1) {
      for (const word of this.wordsByLength.get(length) ?? []) {
        if (!closeWord(key, word, limit)) continue;
        for (const id of this.byWord.get(word)) {
          if (shared[id] !== 0 || into.has(id)) continue;
          shared[id] = 1;
          candidates.push(id);
        }
      }
    }
    for (const id of candidates) shared[id] = 0;
    return candidates;
  }

  /**
   * The published products a query finds, each with its relevance when `ranked` (else 0): the
   * exact roads, and the typo road with them when they meet fewer than ten products.
   */
  find(query: SearchQuery, ranked: boolean): SearchMatches {
    const found = this.exact(query);
    const trigrams = new QueryTrigrams(query.key);
    const similarities =
      query.typos && found.size < FUZZY_BELOW ? this.typos(trigrams, query.key, found) : undefined;
    const published: SearchEntry[] = [];
    for (const id of found.ids) {
      const entry = this.entries[id];
      if (entry?.published) published.push(entry);
    }
    return ranked
      ? new IndexMatches(query, trigrams, this.entries, published, similarities)
      : new KnownMatches(new Map(published.map(({ id }) => [id, 0])));
  }

  /** The `limit` best published matches, by relevance then id (the header box). */
  best(query: SearchQuery, limit: number): number[] {
    const matches = this.find(query, true);
    const ids = matches.ids.toSorted((a, b) => a - b);
    return bestByRelevance(ids, (id) => id, matches, limit);
  }
}

/** The relevance of the SQL path's expression, in the same double arithmetic, worked out when asked. */
class IndexMatches implements SearchMatches {
  readonly ids: number[];
  private readonly upperRaw: string;
  /** The skeleton as a word start (` key`), made once rather than per candidate. */
  private readonly spacedKey: string;
  private readonly tsquery: RankedQuery;

  constructor(
    private readonly query: SearchQuery,
    private readonly trigrams: QueryTrigrams,
    private readonly entries: readonly (SearchEntry | undefined)[],
    found: readonly SearchEntry[],
    /** The word similarities the typo road measured, by product id. */
    private readonly similarities?: ReadonlyMap<number, number>,
  ) {
    this.ids = found.map((entry) => entry.id);
    this.upperRaw = upperEach(query.raw);
    this.spacedKey = ` ${query.key}`;
    // `to_tsquery('greek', …) || to_tsquery('english', …)`: an or when both have words, else the one.
    const both = query.greek.length > 0 && query.english.length > 0;
    const operands = both
      ? [...query.greek, ...query.english]
      : query.greek.length
        ? query.greek
        : query.english;
    this.tsquery = rankedQuery(operands, !both && operands.length > 1);
  }

  /** The relevance with the product's typo similarity given. */
  private relevanceWith(entry: SearchEntry, similarity: number): number {
    const { query } = this;
    const exact = entry.code === this.upperRaw || entry.barcode === query.raw ? 100 : 0;
    const prefix = entry.key.includes(this.spacedKey) ? 3 : 0;
    const rank = tsRank(entry.lexemes, this.tsquery);
    const brand = entry.manufacturerId !== null && query.brandIds.has(entry.manufacturerId) ? 1 : 0;
    return exact + prefix + 2 * similarity + rank + brand;
  }

  /** The relevance itself where the typo road measured the similarity, else a bound on it. */
  bound(id: number): number {
    const entry = this.entries[id];
    if (!entry) return 0;
    const known = this.similarities?.get(id);
    return this.relevanceWith(entry, known ?? wordSimilarityBound(this.trigrams, entry.trigrams));
  }

  relevance(id: number): number {
    const entry = this.entries[id];
    if (!entry) return 0;
    const known = this.similarities?.get(id);
    return this.relevanceWith(entry, known ?? wordSimilarity(this.trigrams, entry.trigrams));
  }
}
