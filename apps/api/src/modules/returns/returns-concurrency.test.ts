import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, mailOutbox } from '../../db/schema/index.ts';
import { staffMemberId } from '../staff/test-fixtures.ts';
import { deliveredCardOrder, type ReturnsWorld, returnsWorld } from './test-world.ts';

/**
 * The same refund asked twenty times at once on a real PostgreSQL server (`TEST_DATABASE_URL`),
 * where transactions run in parallel: the money moves once, and the side effects (credit note,
 * mail) happen once; every caller answers the one refund.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a return refunded under concurrency (PostgreSQL)', () => {
  let world: ReturnsWorld;
  beforeAll(async () => {
    world = await returnsWorld();
  });
  afterAll(() => world.t.close());

  it('a refund requested 20 times at once refunds once', async () => {
    const { returns, refunds } = world.t.services;
    const db = world.t.database.db;
    const staffId = await staffMemberId(world.t);
    const order = await deliveredCardOrder(world);
    const line = order.lines.find((candidate) => candidate.productId === world.standardId);
    if (!line) throw new Error('no line');
    const asked = await returns.request(world.customer.id, {
      uid: order.uid,
      lines: [{ olid: line.id, qty: 1 }],
      reason: 'changed_mind',
      cmt: '',
      method: 'store',
    });
    await returns.approve(asked.id, staffId);
    await returns.receive(asked.id, staffId);

    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => returns.refund(asked.id, staffId)));
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(answers.map((answer) => [answer.st, answer.refund?.amt])).toEqual(
      Array.from({ length: 20 }, () => ['refunded', 19.9]),
    );
    const moneyBack = await refunds.refundsOf(order.id);
    expect(moneyBack).toHaveLength(1);
    expect(moneyBack[0]).toMatchObject({ status: 'completed', tries: 1, amountCents: 1990 });
    const credits = await db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.kind, 'credit_receipt')));
    expect(credits.map((credit) => credit.grossCents)).toEqual([1990]);
    const refundMails = (await db.select().from(mailOutbox)).filter(
      (mail) => mail.subject.includes(order.code) && mail.text.includes('Σας επιστρέψαμε'),
    );
    expect(refundMails).toHaveLength(1);
  });
});
