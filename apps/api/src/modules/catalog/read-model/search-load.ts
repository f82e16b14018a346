import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { intArray } from '../../../db/sql.ts';
import type { Lexemes } from './search-rank.ts';
import { type Trigrams, trigramsOf } from './search-trigrams.ts';

/**
 * What search asks of one product, published or not: the SQL path decides whether to try typos by
 * counting every product the exact roads meet, so the index counts them too.
 */
export interface SearchEntry {
  id: number;
  published: boolean;
  code: string;
  barcode: string | null;
  manufacturerId: number | null;
  /** `search_key`: the skeletons of both names, starting with a space. */
  key: string;
  trigrams: Trigrams;
  lexemes: Lexemes;
}

const WEIGHT_OF: Record<string, number> = { A: 3, B: 2, C: 1 };

/** A tsvector's text (`'lexeme':1A,4B …`) as lexemes with positions and weights, in its order. */
export function parseTsvector(text: string): Lexemes {
  const lexemes: Lexemes = { words: [], positions: [], weights: [] };
  for (const match of text.matchAll(/'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g)) {
    lexemes.words.push((match[1] as string).replaceAll("''", "'").replaceAll('\\\\', '\\'));
    const marks = match[2] ? match[2].split(',') : [];
    lexemes.positions.push(Int32Array.from(marks, (mark) => Number.parseInt(mark, 10)));
    lexemes.weights.push(Uint8Array.from(marks, (mark) => WEIGHT_OF[mark.replace(/^\d+/, '')] ?? 0));
  }
  return lexemes;
}

interface SearchRow {
  id: number;
  published: boolean;
  code: string;
  barcode: string | null;
  manufacturer_id: number | null;
  search_key: string;
  search_doc: string;
}

/** Every product's search values (`all`), or those of `ids` that still exist. */
export async function loadSearchEntries(db: Db, ids: readonly number[] | 'all'): Promise<SearchEntry[]> {
  const rows = await queryRows<SearchRow>(
    db,
    sql`select id, is_published as published, code, barcode, manufacturer_id, search_key,
        search_doc::text as search_doc
      from products ${ids === 'all' ? sql`` : sql`where id = any(${intArray(ids)})`}`,
  );
  return rows.map((row) => ({
    id: row.id,
    published: row.published,
    code: row.code,
    barcode: row.barcode,
    manufacturerId: row.manufacturer_id,
    key: row.search_key,
    trigrams: trigramsOf(row.search_key),
    lexemes: parseTsvector(row.search_doc),
  }));
}
