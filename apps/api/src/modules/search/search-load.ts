import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';
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

const QUOTE = 39;
const COLON = 58;
const COMMA = 44;
const SPACE = 32;

/**
 * A tsvector's text (`'lexeme':1A,4B 'other':2`) as lexemes with positions and weights, in its
 * order; a quote inside a lexeme is doubled, a backslash escaped.
 */
export function parseTsvector(text: string): Lexemes {
  const words: string[] = [];
  const starts: number[] = [0];
  const positions: number[] = [];
  const weights: number[] = [];
  let at = 0;
  while (at < text.length) {
    if (text.charCodeAt(at) !== QUOTE) {
      at += 1;
      continue;
    }
    let word = '';
    let from = at + 1;
    for (at = from; ; at += 1) {
      const char = text.charCodeAt(at);
      if (char === QUOTE && text.charCodeAt(at + 1) === QUOTE) {
        word += `${text.slice(from, at)}'`;
        at += 1;
        from = at + 1;
      } else if (char === 92) {
        word += text.slice(from, at) + text.charAt(at + 1);
        at += 1;
        from = at + 1;
      } else if (char === QUOTE || Number.isNaN(char)) break;
    }
    words.push(word + text.slice(from, at));
    at += 1;
    if (text.charCodeAt(at) === COLON) {
      at += 1;
      while (at < text.length && text.charCodeAt(at) !== SPACE) {
        let position = 0;
        let char = text.charCodeAt(at);
        while (char >= 48 && char <= 57) {
          position = position * 10 + char - 48;
          at += 1;
          char = text.charCodeAt(at);
        }
        positions.push(position);
        weights.push(WEIGHT_OF[text.charAt(at)] ?? 0);
        if (char !== COMMA && char !== SPACE && !Number.isNaN(char)) at += 1;
        if (text.charCodeAt(at) === COMMA) at += 1;
      }
    }
    starts.push(positions.length);
  }
  return {
    words,
    starts: Int32Array.from(starts),
    positions: Int32Array.from(positions),
    weights: Uint8Array.from(weights),
  };
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
