import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierShipments } from '../../db/schema/index.ts';
import { createTestApp, insertPlainTestProduct, type TestApp } from '../../test/index.ts';
import { placeTestOrder } from '../orders/test-fixtures.ts';
import { staffMemberId } from '../staff/test-fixtures.ts';

/**
 * Retried and concurrent bulk voucher requests on a real PostgreSQL server (`TEST_DATABASE_URL`),
 * where they run in parallel: each order gets one voucher and the carrier is asked once per order.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('voucher idempotency under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let product: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '60' } });
    product = await insertPlainTestProduct(t, { stock: 100 });
  });
  afterAll(() => t.close());

  it('eight bulk requests for the same ten orders at once make ten vouchers', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 10; index++) {
      const placed = await placeTestOrder(t, { lines: [{ pid: product, quantity: 1 }] });
      await t.services.orders.markPaid(placed.id, {
        provider: 'sandbox',
        transactionId: `race-${placed.id}`,
        amountCents: placed.totalCents,
      });
      ids.push(placed.id);
    }
    const staffId = await staffMemberId(t);
    const before = t.services.carriers.sandbox?.made ?? 0;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, round) =>
        t.services.vouchers.bulk(round % 2 ? [...ids].reverse() : ids, 'acs', staffId, 'el'),
      ),
    );
    const rows = await t.database.db
      .select()
      .from(carrierShipments)
      .where(inArray(carrierShipments.orderId, ids));
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.state === 'created' && row.trackingNumber)).toBe(true);
    expect((t.services.carriers.sandbox?.made ?? 0) - before).toBe(10);
    const created = results.flat().filter((outcome) => outcome.res === 'created');
    expect(created).toHaveLength(10);
    expect(results.flat().every((outcome) => outcome.res !== 'refused')).toBe(true);
    // Every answer names the order's one voucher (or, while another request makes it, none yet).
    const numbers = new Map(rows.map((row) => [row.orderId, row.trackingNumber]));
    for (const outcome of results.flat()) if (outcome.v) expect(outcome.v.tn).toBe(numbers.get(outcome.oid));
  });
});
