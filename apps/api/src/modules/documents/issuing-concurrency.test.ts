import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCounters, documents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { type DocumentsWorld, documentsWorld, placeOrder } from './test-world.ts';

/**
 * Issuing races on a real PostgreSQL server (`TEST_DATABASE_URL`), where transactions run in
 * parallel on several connections; PGlite runs one at a time and could not lose a race.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('document numbering under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let world: DocumentsWorld;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    world = await documentsWorld(t);
  });
  afterAll(() => t.close());

  it('50 orders issued in parallel, each twice at once: 50 receipts numbered 1-50, no gap, no duplicate', async () => {
    const orderIds: number[] = [];
    for (let index = 0; index < 50; index++) orderIds.push(await placeOrder(t, world, { payment: 'card' }));
    const results = await Promise.all(
      [...orderIds, ...orderIds].map((orderId) => t.services.documents.issueSale(orderId)),
    );
    expect(results.filter((result) => result?.created)).toHaveLength(50);
    const rows = await db()
      .select({ orderId: documents.orderId, number: documents.number })
      .from(documents)
      .where(and(eq(documents.series, 'R'), inArray(documents.orderId, orderIds)))
      .orderBy(asc(documents.number));
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(50);
    // Every call answered its order's one document.
    for (const result of results) {
      expect(rows.find((row) => row.orderId === result?.document.orderId)?.number).toBe(
        result?.document.number,
      );
    }
    const [counter] = await db().select().from(documentCounters).where(eq(documentCounters.series, 'R'));
    expect(counter?.lastNumber).toBe(50);
  });

  it('one order issued 30 times at once: one receipt, and the losers gave their numbers back', async () => {
    const orderId = await placeOrder(t, world, { payment: 'card' });
    const results = await Promise.all(
      Array.from({ length: 30 }, () => t.services.documents.issueSale(orderId)),
    );
    expect(results.filter((result) => result?.created)).toHaveLength(1);
    const [issued] = await db()
      .select({ value: count() })
      .from(documents)
      .where(eq(documents.orderId, orderId));
    expect(issued?.value).toBe(1);
    expect(new Set(results.map((result) => result?.document.number))).toEqual(new Set([51]));
    const [counter] = await db().select().from(documentCounters).where(eq(documentCounters.series, 'R'));
    expect(counter?.lastNumber).toBe(51);
  });
});
