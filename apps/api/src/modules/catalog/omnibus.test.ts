import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, insertTestCatalogue, type TestApp, type TestProduct } from '../../test/index.ts';

let t: TestApp;
let plain: TestProduct[];
let seededReductions: TestProduct[];
const DAY = 86_400_000;
const start = Date.UTC(2027, 0, 1);

const product = async (id: number) =>
  (await t.app.inject({ url: `/api/el/products/getbyidfront?id=${id}` })).json();
/** Moves the clock to `day` days after the start and changes the price then. */
const at = async (day: number, id: number, priceCents: number, listPriceCents: number | null = null) => {
  vi.setSystemTime(start + day * DAY);
  await t.services.catalog.changePrice(id, { priceCents, listPriceCents });
};

beforeAll(async () => {
  t = await createTestApp();
  const catalogue = await insertTestCatalogue(t, 40);
  plain = catalogue.filter(
    (item) => item.listPriceCents === null && item.dimensions.length === 0 && item.productType === 0,
  );
  seededReductions = catalogue.filter((item) => item.listPriceCents !== null && item.dimensions.length === 0);
  if (plain.length < 4 || seededReductions.length < 3) throw new Error('not enough products of each kind');
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

const nth = (index: number) => {
  const item = plain[index];
  if (!item) throw new Error('missing product');
  return item.id;
};

describe('lowest price of the 30 days before a reduction (Omnibus)', () => {
  it('shows the lowest earlier price, not the list price, as the price before discount', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const id = nth(0);
    await at(0, id, 3000);
    await at(40, id, 2500);
    await at(50, id, 2000, 3000);
    const body = await product(id);
    expect(body.cprc).toBe(20);
    expect(body.prcbd).toBe(30);
    expect(body.cprcbd).toBe(25);
    expect(body.dsc).toBe(20);
  });

  it('keeps the same reference price as the days go by', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const id = nth(1);
    await at(0, id, 4000);
    await at(45, id, 3000, 4000);
    vi.setSystemTime(start + 70 * DAY);
    const body = await product(id);
    expect(body.cprcbd).toBe(40);
    expect(body.dsc).toBe(25);
  });

  it('counts the price in effect when the 30 days began', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const id = nth(2);
    await at(0, id, 1800);
    await at(29, id, 3000);
    // The reduction on day 31: the window opens on day 1, when 18.00 was the price.
    await at(31, id, 2500, 3000);
    const body = await product(id);
    expect(body.cprc).toBe(25);
    expect(body.cprcbd).toBe(25);
    expect(body.dsc).toBe(0);
  });

  it('writes every price change to the history', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const id = nth(3);
    await at(0, id, 1000);
    await at(10, id, 1200);
    const rows = await t.database.db.query.priceHistory.findMany({
      where: (history, { eq }) => eq(history.productId, id),
      orderBy: (history, { asc }) => [asc(history.validFrom)],
    });
    expect(rows.slice(-2).map((row) => [row.priceCents, row.validFrom.getTime()])).toEqual([
      [1000, start],
      [1200, start + 10 * DAY],
    ]);
  });

  it('shows the seeded reductions against the price before them', async () => {
    for (const seed of seededReductions.slice(0, 3)) {
      const body = await product(seed.id);
      expect(body.cprcbd).toBe((seed.listPriceCents ?? 0) / 100);
      expect(body.dsc).toBeGreaterThan(0);
    }
  });
});
