import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertTestCatalogue, type TestApp } from '../../test/index.ts';
import { queryRows } from '../client.ts';
import { stockLocations } from '../schema/index.ts';
import { seedCheckoutDemo } from './checkout-demo.ts';
import { seedInventoryDemo } from './inventory-demo.ts';

let t: TestApp;
const db = () => t.database.db;
const totals = () =>
  queryRows<{ id: number; stock: number }>(db(), sql`select id, stock from products order by id`);

beforeAll(async () => {
  t = await createTestApp();
  await insertTestCatalogue(t, 24);
  await seedCheckoutDemo(db());
});
afterAll(() => t.close());

describe('the demo stores as stock locations', () => {
  it('adds Lamia and Larissa, keeps every catalogue stock in the warehouse, and runs once', async () => {
    const before = await totals();
    await seedInventoryDemo(db());
    await seedInventoryDemo(db());
    const stores = await db().select().from(stockLocations).where(eq(stockLocations.ships, false));
    expect(stores.map((store) => [store.code, store.transferDays])).toEqual([
      ['lamia', 2],
      ['larissa', 2],
    ]);
    expect(stores.every((store) => store.takeawayStoreId !== null)).toBe(true);
    // The stores do not ship: the catalogue's stock is still the warehouse's, now located there.
    expect(await totals()).toEqual(before);
    const [held] = await queryRows<{ web: number; stores: number; catalogue: number }>(
      db(),
      sql`select
        (select sum(ls.stock) from location_stock ls join stock_locations l on l.id = ls.location_id where l.is_primary)::int as web,
        (select sum(ls.stock) from location_stock ls join stock_locations l on l.id = ls.location_id where not l.ships)::int as stores,
        (select sum(greatest(stock, 0)) from products)::int as catalogue`,
    );
    expect(held?.web).toBe(held?.catalogue);
    expect(held?.stores).toBeGreaterThan(0);
  });
});
