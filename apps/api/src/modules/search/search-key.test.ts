import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { generateCatalogue } from '../../db/seed/generator.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { shopSearchKey } from './search-key.ts';
import { parseTsvector } from './search-load.ts';
import { QueryTrigrams, trigramsOf, wordSimilarity } from './search-trigrams.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEXTS = [
  'Ψηφιακό Θερμόμετρο',
  'ΣΑΜΠΟΥΆΝ ΤΡΙΧΌΠΤΩΣΗΣ',
  'o3eos 8ermometro 3 8',
  'hamomhli hronia hlios',
  'uaskes uoeides',
  'Προϊόν ΰ ΐ ç ñ Ÿ',
  'İstanbul ß Straße',
  'aaaa  ---  ααα',
  'mpratsou ntous aggeliki gkrizo',
  'evesthito efaisthito',
  '',
];

describe('the skeleton and word similarity in TypeScript', () => {
  it('make the same skeleton as shop_search_key for every name and spelling', async () => {
    const names = generateCatalogue(400).flatMap((seed) => [seed.nameEl, seed.nameEn]);
    const texts = [...TEXTS, ...names];
    const rows = await queryRows<{ key: string }>(
      t.database.db,
      sql`select shop_search_key(text) as key from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb)
        with ordinality as x(text, at) order by at`,
    );
    expect(texts.map(shopSearchKey)).toEqual(rows.map((row) => row.key));
  });

  it('measure the same word similarity as pg_trgm', async () => {
    const keys = generateCatalogue(60).map(
      (seed) => ` ${shopSearchKey(seed.nameEl)} ${shopSearchKey(seed.nameEn)}`,
    );
    const queries = ['krema', 'krena prosopu', 'termometro', 'a', 'zzqx', 'sampuan', 'vitamini c', 'spf 50'];
    const pairs = queries.flatMap((query) => keys.map((key) => [query, key] as const));
    const rows = await queryRows<{ similarity: number }>(
      t.database.db,
      sql`select word_similarity(p->>0, p->>1)::float8 as similarity
        from jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) with ordinality as x(p, at) order by at`,
    );
    const similarities = pairs.map(([query, key]) =>
      wordSimilarity(new QueryTrigrams(query), trigramsOf(key)),
    );
    expect(similarities).toEqual(rows.map((row) => row.similarity));
    expect(similarities.some((value) => value > 0 && value < 1)).toBe(true);
  });

  it('read a tsvector as unnest reads it: lexemes, positions and weights, quotes and backslashes', async () => {
    const [row] = await queryRows<{ text: string; lexemes: { l: string; p: number[]; w: string[] }[] }>(
      t.database.db,
      sql`select v::text as text, (select json_agg(json_build_object('l', lexeme, 'p', positions, 'w', weights))
          from unnest(v)) as lexemes
        from (select ${"'o''neil':1A,3 'a\\\\b':2B 'κρέμα':4,5C x:6"}::tsvector
          || to_tsvector('simple', 'κρέμα z') as v) x`,
    );
    if (!row) throw new Error('no tsvector');
    const parsed = parseTsvector(row.text);
    const weightOf = { A: 3, B: 2, C: 1, D: 0 } as Record<string, number>;
    expect(parsed.words).toEqual(row.lexemes.map((lexeme) => lexeme.l));
    expect([...parsed.positions]).toEqual(row.lexemes.flatMap((lexeme) => lexeme.p));
    expect([...parsed.weights]).toEqual(row.lexemes.flatMap((lexeme) => lexeme.w.map((w) => weightOf[w])));
    expect(parsed.words).toContain("o'neil");
    expect(parsed.words).toContain('a\\b');
  });
});
