import { OrderStatus } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { xsrf } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { EMAIL, sandboxTestKit } from './test-fixtures.ts';

const NOTIFY_DELAY_MS = 1500;
let kit: Awaited<ReturnType<typeof sandboxTestKit>>;
beforeAll(async () => {
  // Late enough that the browser's return always comes first, even on a busy machine.
  kit = await sandboxTestKit({ notifyDelayMs: NOTIFY_DELAY_MS });
});
afterAll(() => kit.t.close());

describe('late and repeated notifications end in one state', () => {
  it('a delayed notification after the browser return changes nothing; alone, it pays the order', async () => {
    const settle = vi.spyOn(kit.t.services.payments, 'settle');
    const returnedFirst = await kit.cardOrder();
    const notifiedOnly = await kit.cardOrder();
    const approved = await kit.decide(returnedFirst.reference, 'approve_delayed');
    await kit.decide(notifiedOnly.reference, 'approve_delayed');
    expect(await kit.statusOf(returnedFirst.uid)).toBe(OrderStatus.Pending);
    expect((await kit.parseReturn(kit.queryOf(approved.location))).body.outcome).toBe('paid');
    expect(await kit.statusOf(notifiedOnly.uid)).toBe(OrderStatus.Pending);

    await vi.waitFor(
      async () => {
        const notified = settle.mock.calls.filter(([, , source]) => source === 'notification');
        expect(notified).toHaveLength(2);
        await Promise.all(settle.mock.results.map((result) => result.value));
      },
      { timeout: NOTIFY_DELAY_MS * 4, interval: 100 },
    );
    expect(await kit.statusOf(notifiedOnly.uid)).toBe(OrderStatus.Processing);
    for (const order of [returnedFirst, notifiedOnly]) {
      expect(await kit.changesTo(order.id, OrderStatus.Processing)).toHaveLength(1);
      expect(await kit.notificationsOf(order.id)).toHaveLength(1);
    }
    expect((await kit.notificationsOf(returnedFirst.id))[0]?.source).toBe('return');
    expect((await kit.notificationsOf(notifiedOnly.id))[0]?.source).toBe('notification');
  });

  it('a duplicated notification pays once', async () => {
    const order = await kit.cardOrder();
    const approved = await kit.decide(order.reference, 'approve_duplicated');
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Processing);
    expect((await kit.parseReturn(kit.queryOf(approved.location))).body.outcome).toBe('paid');
    expect(await kit.changesTo(order.id, OrderStatus.Processing)).toHaveLength(1);
    expect(await kit.notificationsOf(order.id)).toHaveLength(1);
  });

  it('the same payment reported twenty times at once, by notification and return, pays once', async () => {
    const order = await kit.cardOrder();
    const result = kit.signed({
      ref: order.reference,
      tx: 'sbxtx_burst',
      result: 'paid',
      amt: 1500,
      cur: 'EUR',
      code: order.code,
    });
    const token = await xsrf(kit.t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? kit.notify(result)
          : kit.t.app.inject({
              method: 'POST',
              url: '/api/el/payments/sandbox/parse',
              headers: token.headers,
              payload: result,
            }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Processing);
    expect(await kit.changesTo(order.id, OrderStatus.Processing)).toHaveLength(1);
    expect(await kit.notificationsOf(order.id)).toHaveLength(1);
    expect(
      (await kit.attemptsOf(order.id)).map((attempt) => [attempt.status, attempt.transactionId]),
    ).toEqual([['paid', 'sbxtx_burst']]);
  });

  it('two payments of one order at once: one pays it, the other is flagged for a refund', async () => {
    const order = await kit.cardOrder();
    const token = await xsrf(kit.t.app);
    const retry = await kit.t.app.inject({
      method: 'POST',
      url: '/api/el/payments/retry',
      headers: token.headers,
      payload: { uid: order.uid, eml: EMAIL },
    });
    const second = new URL(retry.json().paymentUrl).searchParams.get('ref') ?? '';
    const pay = (ref: string, tx: string) =>
      kit.notify(kit.signed({ ref, tx, result: 'paid', amt: 1500, cur: 'EUR', code: order.code }));
    await Promise.all([pay(order.reference, 'sbxtx_one'), pay(second, 'sbxtx_two')]);

    expect(await kit.changesTo(order.id, OrderStatus.Processing)).toHaveLength(1);
    expect((await kit.attemptsOf(order.id)).map((attempt) => attempt.status).sort()).toEqual([
      'paid',
      'refund_due',
    ]);
    expect((await kit.notificationsOf(order.id)).map((row) => row.outcome).sort()).toEqual([
      'paid',
      'refund_due',
    ]);
  });

  it('a payment arriving after the order expired is recorded and flagged for a refund; the order stays cancelled', async () => {
    const order = await kit.cardOrder({ expiresAt: new Date(Date.now() + 60_000) });
    await kit.t.services.orders.cancelExpired(new Date(Date.now() + 120_000));
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Cancelled);

    const late = kit.signed({
      ref: order.reference,
      tx: 'sbxtx_late',
      result: 'paid',
      amt: 1500,
      cur: 'EUR',
      code: order.code,
    });
    const answers = await Promise.all([kit.notify(late), kit.notify(late)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const parsed = await kit.parseReturn(late);
    expect(parsed.body).toMatchObject({ outcome: 'failed', st: OrderStatus.Cancelled });

    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Cancelled);
    expect(await kit.changesTo(order.id, OrderStatus.Processing)).toHaveLength(0);
    expect((await kit.attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(['refund_due']);
    expect(await kit.notificationsOf(order.id)).toEqual([
      expect.objectContaining({ transactionId: 'sbxtx_late', outcome: 'refund_due' }),
    ]);

    const staffAt = await signedInStaff(kit.t, 'SalesPerson');
    const staffOnly = await kit.t.app.inject({ method: 'GET', url: '/api/el/payments/refundsdue' });
    expect(staffOnly.statusCode).toBe(401);
    const listed = await kit.t.app.inject({
      method: 'GET',
      url: '/api/el/payments/refundsdue',
      headers: { authorization: `Bearer ${staffAt}` },
    });
    expect(listed.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          uid: order.uid,
          code: order.code,
          provider: 'sandbox',
          tx: 'sbxtx_late',
          amt: 15,
        }),
      ]),
    );
  });

  it('refuses a transaction already recorded for another payment rather than take it as a replay', async () => {
    const first = await kit.cardOrder();
    const second = await kit.cardOrder();
    const pay = (order: typeof first) =>
      kit.notify(
        kit.signed({
          ref: order.reference,
          tx: 'sbxtx_shared',
          result: 'paid',
          amt: 1500,
          cur: 'EUR',
          code: order.code,
        }),
      );
    expect((await pay(first)).statusCode).toBe(200);
    expect((await pay(second)).statusCode).toBe(200);
    expect(await kit.statusOf(first.uid)).toBe(OrderStatus.Processing);
    expect(await kit.statusOf(second.uid)).toBe(OrderStatus.Pending);
  });
});
