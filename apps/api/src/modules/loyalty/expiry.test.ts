import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyTransactions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOYALTY_POINTS_EXPIRY_MONTHS: '24' } });
});
afterAll(() => t.close());

const NOW = new Date('2026-11-24T10:00:00Z');
const monthsAgo = (months: number) => {
  const at = new Date(NOW);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

/** Writes a ledger row as if it had been written at `at` (the ledger's time is when it happened). */
async function recordAt(customerId: number, source: string, approvedPoints: number, at: Date) {
  const kind = approvedPoints > 0 ? 'Custom' : 'Redeem';
  await t.services.loyalty.record({ customerId, kind, source, approvedPoints });
  await t.database.db
    .update(loyaltyTransactions)
    .set({ createdAt: at })
    .where(and(eq(loyaltyTransactions.kind, kind), eq(loyaltyTransactions.source, source)));
}

const balance = async (customerId: number) =>
  (await t.services.loyalty.account(customerId))?.pointsBalance ?? 0;
const ledgerSum = async (customerId: number) =>
  (
    await t.database.db
      .select({ sum: sql<number>`coalesce(sum(${loyaltyTransactions.approvedPoints}), 0)::int` })
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.customerId, customerId))
  )[0]?.sum ?? 0;

describe('points expiry', () => {
  it('takes the oldest points first: what was credited before the cutoff less all spent', async () => {
    const { id } = await signedUpCustomer(t);
    await recordAt(id, `old:${id}`, 300, monthsAgo(30));
    await recordAt(id, `spent:${id}`, -120, monthsAgo(20));
    await recordAt(id, `recent:${id}`, 200, monthsAgo(6));
    expect(await balance(id)).toBe(380);

    // 300 old points, 120 of them spent: 180 lapse; the recent 200 stay.
    expect(await t.services.loyalty.expiry.expire(id, NOW)).toBe(180);
    expect(await balance(id)).toBe(200);
    expect(await ledgerSum(id)).toBe(200);
    // Again the same day, and the next day: nothing more has lapsed.
    expect(await t.services.loyalty.expiry.expire(id, NOW)).toBe(0);
    expect(await t.services.loyalty.expiry.expire(id, new Date(NOW.getTime() + 86_400_000))).toBe(0);
    // Once the recent points are 24 months old they lapse too.
    expect(await t.services.loyalty.expiry.expire(id, new Date('2028-06-01T10:00:00Z'))).toBe(200);
    expect(await balance(id)).toBe(0);
  });

  it('expires nothing of an account that spent more than its old points', async () => {
    const { id } = await signedUpCustomer(t);
    await recordAt(id, `old:${id}`, 100, monthsAgo(26));
    await recordAt(id, `recent:${id}`, 400, monthsAgo(2));
    await recordAt(id, `spent:${id}`, -250, monthsAgo(1));
    expect(await t.services.loyalty.expiry.expire(id, NOW)).toBe(0);
    expect(await balance(id)).toBe(250);
  });

  it('sweeps every account once, however many times it runs', async () => {
    const first = await signedUpCustomer(t);
    const second = await signedUpCustomer(t);
    await recordAt(first.id, `old:${first.id}`, 50, monthsAgo(25));
    await recordAt(second.id, `old:${second.id}`, 70, monthsAgo(40));
    const runs = await Promise.all([
      t.services.loyalty.expiry.expireAll(NOW),
      t.services.loyalty.expiry.expireAll(NOW),
    ]);
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(2);
    expect(await balance(first.id)).toBe(0);
    expect(await balance(second.id)).toBe(0);
    for (const { id } of [first, second]) {
      const rows = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(loyaltyTransactions)
        .where(and(eq(loyaltyTransactions.customerId, id), eq(loyaltyTransactions.kind, 'Expire')));
      expect(rows[0]?.n).toBe(1);
      expect(await ledgerSum(id)).toBe(0);
    }
  });

  it('keeps points for ever when the setting is 0', async () => {
    const never = await createTestApp({ env: { LOYALTY_POINTS_EXPIRY_MONTHS: '0' } });
    try {
      const { id } = await signedUpCustomer(never);
      await never.services.loyalty.record({
        customerId: id,
        kind: 'Custom',
        source: `x:${id}`,
        approvedPoints: 10,
      });
      await never.database.db
        .update(loyaltyTransactions)
        .set({ createdAt: monthsAgo(100) })
        .where(eq(loyaltyTransactions.customerId, id));
      expect(await never.services.loyalty.expiry.expireAll(NOW)).toBe(0);
      expect((await never.services.loyalty.account(id))?.pointsBalance).toBe(10);
    } finally {
      await never.close();
    }
  });
});
