import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { generateCatalogue } from '../../../db/seed/generator.ts';
import { createTestApp, type TestApp } from '../../../test/index.ts';
import { shopSearchKey } from './search-key.ts';
import { queryTrigrams, trigramsOf, wordSimilarity } from './search-trigrams.ts';

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
    const similarities = pairs.map(([query, key]) => wordSimilarity(queryTrigrams(query), trigramsOf(key)));
    expect(similarities).toEqual(rows.map((row) => row.similarity));
    expect(similarities.some((value) => value > 0 && value < 1)).toBe(true);
  });
});
