import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTestKit } from './test-fixtures.ts';

/**
 * Refund requests at the same moment on a real PostgreSQL server (`TEST_DATABASE_URL`), where
 * transactions run in parallel: the same request twenty times refunds once, twenty
 * different full refunds of one order let only one through, and twenty sweeps at once (every
 * process's) send a refund a crash left unsent once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('refunds under concurrency (PostgreSQL)', () => {
  let kit: Awaited<ReturnType<typeof sandboxTestKit>>;
  beforeAll(async () => {
    kit = await sandboxTestKit();
  });
  afterAll(() => kit.t.close());

  async function paidCardOrder() {
    const order = await kit.cardOrder();
    const decided = await kit.decide(order.reference, 'approve');
    await kit.parseReturn(kit.queryOf(decided.location));
    return order;
  }

  it('a refund request repeated 20 times at once refunds once', async () => {
    const { refunds } = kit.t.services;
    const order = await paidCardOrder();
    const request = {
      orderId: order.id,
      orderCode: order.code,
      provider: 'sandbox' as const,
      key: `race-${order.id}`,
      amountCents: 700,
      paidCents: 0,
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => refunds.refund(request)));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    const rows = await refunds.refundsOf(order.id);
    expect(rows).toHaveLength(1);
    // Claimed once: the provider was called once.
    expect(rows[0]).toMatchObject({ status: 'completed', tries: 1, amountCents: 700 });
  });

  it('twenty different full refunds of one order at once: one goes through', async () => {
    const { refunds } = kit.t.services;
    const order = await paidCardOrder();
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        refunds.refund({
          orderId: order.id,
          orderCode: order.code,
          provider: 'sandbox',
          key: `race-full-${order.id}-${index}`,
          amountCents: 1500,
          paidCents: 0,
        }),
      ),
    );
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await refunds.refundsOf(order.id)).toHaveLength(1);
  });

  it('twenty sweeps at once send a refund a crash left unsent once', async () => {
    const { refunds } = kit.t.services;
    const order = await paidCardOrder();
    const open = await refunds.openIn(kit.t.database.db, {
      orderId: order.id,
      orderCode: order.code,
      provider: 'sandbox',
      key: `race-sweep-${order.id}`,
      amountCents: 1500,
      paidCents: 0,
    });
    const later = new Date(Date.now() + 600_000);
    const runs = await Promise.all(Array.from({ length: 20 }, () => refunds.recover(300, later)));
    expect(runs.reduce((all, run) => all + run.sent, 0)).toBe(1);
    expect(await refunds.byId(open.id)).toMatchObject({ status: 'completed', tries: 1 });
  });
});
