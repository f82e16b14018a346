import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.ts';
import { staffMemberId } from '../staff/test-fixtures.ts';
import { type ReturnsWorld, receivedReturn, returnsWorld } from './test-world.ts';

/**
 * The sweeps after a refund that nothing interrupted: they find nothing to do and repeat nothing.
 * (A refund interrupted after its commit is `refund-crash.test.ts`, on PostgreSQL.)
 */
let world: ReturnsWorld;
beforeAll(async () => {
  world = await returnsWorld();
});
afterAll(() => world.t.close());

describe('the sweeps for refunds left half-done', () => {
  it('leave a completed refund as it is: one credit note, the money sent once', async () => {
    const { returns, returnsRecovery, refunds } = world.t.services;
    const staffId = await staffMemberId(world.t);
    const { order, id } = await receivedReturn(world, staffId);
    await returns.refund(id, staffId);

    const later = new Date(Date.now() + 3_600_000);
    expect(await returnsRecovery.completeRefunds(300, later)).toBe(0);
    expect(await refunds.recover(300, later)).toEqual({ sent: 0, unknown: 0 });
    const moneyBack = await refunds.refundsOf(order.id);
    expect(moneyBack.map((refund) => [refund.status, refund.tries])).toEqual([['completed', 1]]);
    const credits = await world.t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.kind, 'credit_receipt')));
    expect(credits).toHaveLength(1);
  });
});
