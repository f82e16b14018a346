import { OrderStatus } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, loyaltyTransactions, referralInvitations } from '../../db/schema/index.ts';
import { createTestApp, insertPlainTestProduct, type TestApp } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { placeTestOrder } from '../orders/test-fixtures.ts';

/**
 * The invited friend's orders completing at the same moment on a real PostgreSQL server
 * (`TEST_DATABASE_URL`), where transactions run in parallel: the invitation rewards once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('referral rewards under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let product: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '60' } });
    product = await insertPlainTestProduct(t, { stock: 100 });
  });
  afterAll(() => t.close());

  it('six orders of the friend completed together reward the invitation once', async () => {
    const sender = await signedUpCustomer(t);
    const friend = await signedUpCustomer(t);
    await t.database.db.insert(referralInvitations).values({
      code: 'RACE2CODE9',
      senderId: sender.id,
      email: friend.eml,
      language: 'el',
      inviteeId: friend.id,
    });
    const staff = { actor: { kind: 'staff' as const, id: null } };
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const placed = await placeTestOrder(
        t,
        { lines: [{ pid: product, quantity: 1 }] },
        { customerId: friend.id, email: friend.eml },
      );
      await t.services.orders.changeStatus(placed.id, OrderStatus.Processing, staff);
      await t.services.orders.changeStatus(placed.id, OrderStatus.InDelivery, staff);
      ids.push(placed.id);
    }
    await Promise.all(ids.map((id) => t.services.orders.changeStatus(id, OrderStatus.Completed, staff)));

    const rewards = await t.database.db
      .select({ customerId: loyaltyTransactions.customerId, kind: loyaltyTransactions.kind })
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.source, 'referral:RACE2CODE9'));
    expect(rewards.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { customerId: friend.id, kind: 'AcceptReferAFriend' },
      { customerId: sender.id, kind: 'ReferAFriend' },
    ]);
    const issued = await t.database.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.customerId, friend.id), eq(coupons.source, 'referral:RACE2CODE9')));
    expect(issued).toHaveLength(1);
  });
});
