import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, mailOutbox } from '../../db/schema/index.ts';
import { staffMemberId } from '../staff/test-fixtures.ts';
import { deliveredCardOrder, type ReturnsWorld, receivedReturn, returnsWorld } from './test-world.ts';

/**
 * The same approval or refund asked many times at once on a real PostgreSQL server (`TEST_DATABASE_URL`),
 * where transactions run in parallel: the money moves once, and the side effects (credit note,
 * mail) happen once; every caller answers the one refund.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a return refunded under concurrency (PostgreSQL)', () => {
  let world: ReturnsWorld;
  beforeAll(async () => {
    world = await returnsWorld({ CARRIER_RETURN_ADDRESS: 'Αθηνών 5, 35100 Λαμία' });
  });
  afterAll(() => world.t.close());
  const db = () => world.t.database.db;

  it('a refund requested 20 times at once refunds once', async () => {
    const { returns, refunds } = world.t.services;
    const staffId = await staffMemberId(world.t);
    const { order, id } = await receivedReturn(world, staffId);

    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => returns.refund(id, staffId)));
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(answers.map((answer) => [answer.st, answer.refund?.amt])).toEqual(
      Array.from({ length: 20 }, () => ['refunded', 19.9]),
    );
    const moneyBack = await refunds.refundsOf(order.id);
    expect(moneyBack).toHaveLength(1);
    expect(moneyBack[0]).toMatchObject({ status: 'completed', tries: 1, amountCents: 1990 });
    const credits = await db()
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.kind, 'credit_receipt')));
    expect(credits.map((credit) => credit.grossCents)).toEqual([1990]);
    const refundMails = (await db().select().from(mailOutbox)).filter(
      (mail) => mail.subject.includes(order.code) && mail.text.includes('Σας επιστρέψαμε'),
    );
    expect(refundMails).toHaveLength(1);
  });

  it('a courier return approved 10 times at once gets one voucher, and every caller answers it', async () => {
    const { returns, carriers } = world.t.services;
    const staffId = await staffMemberId(world.t);
    const order = await deliveredCardOrder(world);
    const line = order.lines.find((candidate) => candidate.productId === world.reducedId);
    if (!line || !carriers.sandbox) throw new Error('no line or no carrier sandbox');
    const asked = await returns.request(world.customer.id, {
      uid: order.uid,
      lines: [{ olid: line.id, qty: 1 }],
      reason: 'changed_mind',
      cmt: '',
      method: 'courier',
    });
    const madeBefore = carriers.sandbox.made;
    const answers = await Promise.all(Array.from({ length: 10 }, () => returns.approve(asked.id, staffId)));
    expect(answers.every((answer) => answer.st === 'approved')).toBe(true);
    expect(carriers.sandbox.made).toBe(madeBefore + 1);
    const made = await returns.mineOne(world.customer.id, asked.id);
    expect(made.ship).toMatchObject({ carrier: 'acs', voucher: expect.stringMatching(/^72/) });
    // A caller that found the voucher being made answers without it; none answers another one.
    for (const answer of answers) expect([null, made.ship?.voucher]).toContain(answer.ship?.voucher ?? null);
    const approvedMails = (await db().select().from(mailOutbox)).filter(
      (mail) => mail.subject.includes(order.code) && mail.text.includes('εγκρίθηκε'),
    );
    expect(approvedMails).toHaveLength(1);
  });
});
