import type { ProductListing } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertTestCatalogue, type TestApp } from '../../test/index.ts';
import { greeklishSpelling, greeklishStem } from './query-words.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertTestCatalogue(t, 320);
});
afterAll(() => t.close());

async function found(key: string): Promise<number[]> {
  const response = await t.app.inject({
    url: `/api/el/products/searchwithfilters?key=${encodeURIComponent(key)}&psize=96`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<ProductListing>()
    .items.map((item) => item.id)
    .sort((a, b) => a - b);
}

describe('Greeklish and typos (issue 26)', () => {
  it('find every inflection a Greek query finds: "antiliako" as "αντηλιακό"', async () => {
    const greek = await found('αντηλιακό');
    expect(greek.length).toBeGreaterThan(12);
    expect(await found('antiliako')).toEqual(greek);
  });

  it('read "oy" before a consonant as ου: "yaloyroniko" as "υαλουρονικό"', async () => {
    const greek = await found('υαλουρονικό');
    expect(greek.length).toBeGreaterThan(0);
    expect(await found('yaloyroniko')).toEqual(greek);
  });

  it('take a word for a typo only when it is a few letters away: "μαγιό" is not magnesium', async () => {
    const names = async (key: string) => {
      const response = await t.app.inject({
        url: `/api/el/products/searchwithfilters?key=${encodeURIComponent(key)}&psize=96`,
      });
      return response.json<ProductListing>().items.map((item) => item.nm);
    };
    expect((await names('μαγιό')).filter((name) => name.includes('Μαγνήσιο'))).toEqual([]);
    // One wrong letter is still a typo.
    expect((await names('μαγνησιω')).some((name) => name.includes('Μαγνήσιο'))).toBe(true);
  });

  it('respell and stem only what Greeklish needs', () => {
    expect(greeklishSpelling('yaloyroniko')).toBe('yalouroniko');
    expect(greeklishSpelling('soy royal')).toBe('soy royal');
    expect(greeklishStem('antiliako', 'adiliako')).toBe('adiliak');
    // Greek goes through the Greek stemmer; a short stem would meet unrelated words.
    expect(greeklishStem('αντηλιακό', 'adiliako')).toBeNull();
    expect(greeklishStem('lotion', 'losion')).toBeNull();
    expect(greeklishStem('cream', 'kream')).toBeNull();
  });
});
