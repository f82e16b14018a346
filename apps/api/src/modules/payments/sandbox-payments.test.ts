import { OrderStatus } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { xsrf } from '../../test/index.ts';
import { placeTestOrder } from '../orders/test-fixtures.ts';
import { PaymentLedger } from './ledger.ts';
import { EMAIL, sandboxTestKit } from './test-fixtures.ts';

let kit: Awaited<ReturnType<typeof sandboxTestKit>>;
beforeAll(async () => {
  kit = await sandboxTestKit();
});
afterAll(() => kit.t.close());

describe('sandbox hosted payment page', () => {
  it('starts a card payment on the sandbox page and shows the order and its amount in both languages', async () => {
    const order = await kit.cardOrder();
    expect(order.paymentUrl).toMatch(
      /^https:\/\/shop\.example\.gr\/api\/el\/payments\/sandbox\/pay\?ref=sbx_[0-9a-f]{32}$/,
    );

    const greek = await kit.t.app.inject({
      method: 'GET',
      url: `/api/el/payments/sandbox/pay?ref=${order.reference}`,
    });
    expect(greek.statusCode).toBe(200);
    expect(greek.headers['content-type']).toMatch(/^text\/html/);
    expect(greek.body).toContain(order.code);
    expect(greek.body).toContain('15,00\u00a0€');
    expect(greek.body).toContain('Έγκριση πληρωμής');
    for (const decision of ['approve', 'decline', 'abandon', 'approve_delayed', 'approve_duplicated']) {
      expect(greek.body).toContain(`value="${decision}"`);
    }
    expect(greek.body).not.toMatch(/<(script|link)\b|src=/);

    const english = await kit.t.app.inject({
      method: 'GET',
      url: `/api/en/payments/sandbox/pay?ref=${order.reference}`,
    });
    expect(english.body).toContain('Approve payment');
    expect(english.body).toContain('15.00\u00a0€');

    const unknown = await kit.t.app.inject({
      method: 'GET',
      url: '/api/en/payments/sandbox/pay?ref=sbx_nothing',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('asks nothing of cash on delivery and bank deposit', async () => {
    const placed = await placeTestOrder(
      kit.t,
      { lines: [{ pid: kit.A, quantity: 1 }] },
      {
        payment: {
          typeId: 2,
          provider: 'cash_on_delivery',
          nameEl: 'Αντικαταβολή',
          nameEn: 'Cash on delivery',
        },
      },
    );
    const order = await kit.t.services.orders.forPayment(placed.uid);
    if (!order) throw new Error('order not found');
    expect(await kit.t.services.payments.start(order)).toEqual({});
    expect(await kit.attemptsOf(placed.id)).toEqual([]);
  });

  it('approve: the notification pays the order before the browser returns; the return then changes nothing', async () => {
    const order = await kit.cardOrder();
    const approved = await kit.decide(order.reference, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.location.href).toMatch(/^https:\/\/shop\.example\.gr\/payment\/sandbox\/success\?/);
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Processing);

    const first = await kit.parseReturn(kit.queryOf(approved.location));
    expect(first).toEqual({
      status: 200,
      body: { uid: order.uid, code: order.code, st: OrderStatus.Processing, outcome: 'paid' },
    });
    expect((await kit.parseReturn(kit.queryOf(approved.location))).body.outcome).toBe('paid');
    expect(await kit.changesTo(order.id, OrderStatus.Processing)).toHaveLength(1);
    const recorded = await kit.notificationsOf(order.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      provider: 'sandbox',
      outcome: 'paid',
      source: 'notification',
      amountCents: 1500,
    });
    expect((await kit.attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(['paid']);

    const again = await kit.t.app.inject({
      method: 'GET',
      url: `/api/el/payments/sandbox/pay?ref=${order.reference}`,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a forged or edited return, and changes nothing', async () => {
    const order = await kit.cardOrder();
    const forged = kit.signed({
      ref: order.reference,
      tx: 'sbxtx_forged',
      result: 'paid',
      amt: 1500,
      cur: 'EUR',
      code: order.code,
    });
    const edited = await kit.parseReturn({ ...forged, amt: '1', sig: forged.sig } as unknown as Record<
      string,
      string
    >);
    expect(edited.status).toBe(403);
    expect(edited.body.code).toBe('payment_not_verified');
    const wrongKey = await kit.parseReturn({ ...forged, amt: '1500', sig: 'A'.repeat(43) });
    expect(wrongKey.status).toBe(403);
    const missing = await kit.parseReturn({ ref: order.reference });
    expect(missing.status).toBe(400);

    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Pending);
    expect(await kit.notificationsOf(order.id)).toEqual([]);
  });

  it('refuses a payment of another amount or currency, and records it for staff', async () => {
    const order = await kit.cardOrder();
    const cheaper = kit.signed({
      ref: order.reference,
      tx: 'sbxtx_cheap',
      result: 'paid',
      amt: 1499,
      cur: 'EUR',
      code: order.code,
    });
    const refused = await kit.parseReturn({ ...cheaper, amt: '1499' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('payment_mismatch');
    const dollars = kit.signed({
      ref: order.reference,
      tx: 'sbxtx_usd',
      result: 'paid',
      amt: 1500,
      cur: 'USD',
      code: order.code,
    });
    expect((await kit.notify(dollars)).statusCode).toBe(200);

    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Pending);
    const recorded = await kit.notificationsOf(order.id);
    expect(recorded.map((row) => [row.transactionId, row.outcome, row.detail]).sort()).toEqual([
      ['sbxtx_cheap', 'refused', 'amount'],
      ['sbxtx_usd', 'refused', 'currency'],
    ]);
  });

  it('decline → failure route; Try Again pays the same order: one order, two attempts', async () => {
    const order = await kit.cardOrder();
    const declined = await kit.decide(order.reference, 'decline', 'en');
    // The order's language decides the return address, whatever the page was shown in.
    expect(declined.location.pathname).toBe('/payment/sandbox/cancel');
    expect(declined.location.searchParams.get('uid')).toBe(order.uid);
    expect((await kit.parseReturn(kit.queryOf(declined.location))).body).toMatchObject({
      outcome: 'failed',
      st: OrderStatus.Pending,
    });

    const token = await xsrf(kit.t.app);
    const retry = await kit.t.app.inject({
      method: 'POST',
      url: '/api/en/payments/retry',
      headers: token.headers,
      payload: { uid: order.uid, eml: 'MARIA@example.gr' },
    });
    expect(retry.statusCode).toBe(200);
    const again = retry.json() as { uid: string; code: string; paymentUrl: string };
    expect(again).toMatchObject({ uid: order.uid, code: order.code });
    const reference = new URL(again.paymentUrl).searchParams.get('ref') ?? '';
    expect(reference).not.toBe(order.reference);

    const approved = await kit.decide(reference, 'approve', 'en');
    expect((await kit.parseReturn(kit.queryOf(approved.location))).body).toMatchObject({
      uid: order.uid,
      outcome: 'paid',
    });
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Processing);
    expect((await kit.attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(['failed', 'paid']);
  });

  it('cancels the order at the last declined attempt and gives its stock back', async () => {
    const before = await kit.stockOf(kit.A);
    const order = await kit.cardOrder();
    expect(await kit.stockOf(kit.A)).toBe((before ?? 0) - 1);
    const token = await xsrf(kit.t.app);
    let reference = order.reference;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await kit.decide(reference, 'decline');
      if (attempt === 3) break;
      const retry = await kit.t.app.inject({
        method: 'POST',
        url: '/api/el/payments/retry',
        headers: token.headers,
        payload: { uid: order.uid, eml: EMAIL },
      });
      reference = new URL(retry.json().paymentUrl).searchParams.get('ref') ?? '';
    }
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Cancelled);
    expect(await kit.stockOf(kit.A)).toBe(before);
    const tooLate = await kit.t.app.inject({
      method: 'POST',
      url: '/api/el/payments/retry',
      headers: token.headers,
      payload: { uid: order.uid, eml: EMAIL },
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().code).toBe('payment_not_payable');
  });

  it('answers Try Again with a wrong email exactly as for an unknown order', async () => {
    const order = await kit.cardOrder();
    const token = await xsrf(kit.t.app);
    const retry = (uid: string, eml: string) =>
      kit.t.app.inject({
        method: 'POST',
        url: '/api/el/payments/retry',
        headers: token.headers,
        payload: { uid, eml },
      });
    const wrongEmail = await retry(order.uid, 'someone@example.gr');
    const wrongUid = await retry('0b7c6d2e-0000-4000-8000-000000000000', EMAIL);
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.json()).toEqual(wrongUid.json());
    const noToken = await kit.t.app.inject({
      method: 'POST',
      url: '/api/el/payments/retry',
      payload: { uid: order.uid, eml: EMAIL },
    });
    expect(noToken.statusCode).toBe(403);
  });

  it('abandon leaves the order pending until the expiry sweep gives its stock back', async () => {
    const before = await kit.stockOf(kit.A);
    const order = await kit.cardOrder({ expiresAt: new Date(Date.now() + 60_000) });
    const abandoned = await kit.decide(order.reference, 'abandon');
    expect(abandoned.location.pathname).toBe('/payment/sandbox/cancel');
    expect(kit.queryOf(abandoned.location)).toEqual({ uid: order.uid });
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Pending);

    await kit.t.services.orders.cancelExpired(new Date(Date.now() + 120_000));
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Cancelled);
    expect(await kit.stockOf(kit.A)).toBe(before);
  });
});

describe('a decision cut short by a crash', () => {
  // A killed process stops between the settlement's steps; a failing step stands in for the kill.
  it.each([
    [
      'the verdict is recorded, its attempt not yet paid',
      () => vi.spyOn(PaymentLedger.prototype, 'markAttemptPaid').mockRejectedValueOnce(new Error('killed')),
    ],
    [
      'the attempt is paid, its order not yet',
      () => vi.spyOn(kit.t.services.orders, 'markPaid').mockRejectedValueOnce(new Error('killed')),
    ],
  ])('posted again after %s: the same verdict is delivered again, the order paid once', async (_, crash) => {
    const order = await kit.cardOrder();
    const cut = crash();
    await kit.decide(order.reference, 'approve');
    cut.mockRestore();
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Pending);
    const [recorded] = await kit.notificationsOf(order.id);

    const again = await kit.decide(order.reference, 'approve');
    expect(again.status).toBe(303);
    expect(again.location.searchParams.get('tx')).toBe(recorded?.transactionId);
    expect(await kit.statusOf(order.uid)).toBe(OrderStatus.Processing);
    expect((await kit.parseReturn(kit.queryOf(again.location))).body.outcome).toBe('paid');
    expect(await kit.notificationsOf(order.id)).toHaveLength(1);
    expect(
      (await kit.attemptsOf(order.id)).map((attempt) => [attempt.status, attempt.transactionId]),
    ).toEqual([['paid', recorded?.transactionId]]);
    expect(await kit.changesTo(order.id, OrderStatus.Processing)).toHaveLength(1);
  });
});
