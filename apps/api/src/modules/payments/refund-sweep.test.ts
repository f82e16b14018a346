import type { PaymentProviderCode } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentAttempts, paymentRefunds } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { providerTestKit } from './test-provider-kit.ts';

/**
 * Refunds through Alpha Bank and Winbank as the desk makes them, and the sweep for refunds a
 * stopped process left half-done: what was never sent is sent, what lost its answer is asked
 * again with its key when the provider honours one and left `unknown` for staff when it does not.
 */
let kit: Awaited<ReturnType<typeof providerTestKit>>;
beforeAll(async () => {
  kit = await providerTestKit();
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => kit.t.close());

const TEN_MINUTES_AGO = () => new Date(Date.now() - 600_000);

/** An order paid through `provider`, as its verdict records it: its id, code and the attempt's reference. */
async function paidOrder(provider: PaymentProviderCode, transactionId: string) {
  const order = await kit.placeOrder(provider);
  const providerRef = `${order.code}-a1b2c3`;
  await kit
    .db()
    .insert(paymentAttempts)
    .values({ orderId: order.id, provider, providerRef, amountCents: 1500, status: 'paid', transactionId });
  return { orderId: order.id, orderCode: order.code, provider, paidCents: 0, providerRef };
}

/** The answer of the recorded Alpha refund, stated for this order. */
function alphaAnswer(providerRef: string, name: string) {
  return { status: 200, body: kit.fixture(name).replaceAll('2026-000123-a1b2c3', providerRef) };
}

/** A row as a process stopped at `status` leaves it: untouched for ten minutes. */
async function leftAt(id: number, status: 'requested' | 'sending' | 'retry', tries: number) {
  await kit
    .db()
    .update(paymentRefunds)
    .set({ status, tries, updatedAt: TEN_MINUTES_AGO() })
    .where(eq(paymentRefunds.id, id));
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${error}`);
  return error;
}

describe('Alpha Bank refunds through the desk', () => {
  it('refunds by the order id the payment was started with, in parts, up to what was taken', async () => {
    const { refunds } = kit.t.services;
    const order = await paidOrder('alpha', '61528491');
    const sent = kit.network([alphaAnswer(order.providerRef, 'alpha-refund-partial.xml')]);
    const first = await refunds.refund({ ...order, key: `a-${order.orderId}-1`, amountCents: 1250 });
    expect(first).toMatchObject({
      status: 'completed',
      transactionId: order.providerRef,
      providerRefundId: '92639550455302',
      tries: 1,
    });
    expect(sent[0]?.body).toContain(`<OrderId>${order.providerRef}</OrderId>`);
    const over = await refusal(refunds.refund({ ...order, key: `a-${order.orderId}-2`, amountCents: 251 }));
    expect(over.messageKey).toBe('refund_above_captured');
  });

  it('a refusal is final and counts for nothing; no answer is unknown and never resent by itself', async () => {
    const { refunds } = kit.t.services;
    const order = await paidOrder('alpha', '61528492');
    kit.network([alphaAnswer(order.providerRef, 'alpha-refund-refused.xml')]);
    const refused = await refunds.refund({ ...order, key: `a-${order.orderId}-1`, amountCents: 1500 });
    expect(refused).toMatchObject({ status: 'failed' });
    expect(refused.error).toContain('REFUSED response code 12');

    kit.network(['network-error']);
    const lost = await refunds.refund({ ...order, key: `a-${order.orderId}-2`, amountCents: 1500 });
    expect(lost).toMatchObject({ status: 'unknown', tries: 1 });
    // Asked again with the same key, or swept later: the row, never a second call.
    const later = kit.network([]);
    expect(await refunds.refund({ ...order, key: `a-${order.orderId}-2`, amountCents: 1500 })).toEqual(lost);
    await kit
      .db()
      .update(paymentRefunds)
      .set({ updatedAt: TEN_MINUTES_AGO() })
      .where(eq(paymentRefunds.id, lost.id));
    await refunds.recover(300);
    expect(later).toHaveLength(0);
    expect((await refunds.byId(lost.id)).status).toBe('unknown');
  });
});

describe('Winbank refunds, made by staff in the bank', () => {
  it('are due until staff mark them done, within what was taken, and the sweep leaves them alone', async () => {
    const { refunds } = kit.t.services;
    const order = await paidOrder('winbank', '98765432');
    const sent = kit.network([]);
    const due = await refunds.refund({ ...order, key: `w-${order.orderId}`, amountCents: 1500 });
    expect(due).toMatchObject({ status: 'due', method: 'provider', transactionId: '98765432', iban: null });
    await kit
      .db()
      .update(paymentRefunds)
      .set({ updatedAt: TEN_MINUTES_AGO() })
      .where(eq(paymentRefunds.id, due.id));
    await refunds.recover(300);
    expect(sent).toHaveLength(0);
    expect((await refunds.markTransferPaid(due.id, null)).status).toBe('paid');
    const over = await refusal(refunds.refund({ ...order, key: `w-${order.orderId}-2`, amountCents: 1 }));
    expect(over.messageKey).toBe('refund_above_captured');
  });
});

describe('the sweep for refunds a stopped process left half-done', () => {
  it('sends a refund written but never sent (a crash after its commit), once', async () => {
    const { refunds } = kit.t.services;
    const order = await paidOrder('alpha', '61528493');
    const open = await refunds.openIn(kit.db(), { ...order, key: `s-${order.orderId}`, amountCents: 1500 });
    const sent = kit.network([alphaAnswer(order.providerRef, 'alpha-refund-full.xml')]);
    // Not stale yet: the request that wrote it may still be sending it.
    expect(await refunds.recover(300)).toEqual({ sent: 0, unknown: 0 });
    await leftAt(open.id, 'requested', 0);
    expect(await refunds.recover(300)).toEqual({ sent: 1, unknown: 0 });
    expect(await refunds.recover(300)).toEqual({ sent: 0, unknown: 0 });
    expect(sent).toHaveLength(1);
    expect(await refunds.byId(open.id)).toMatchObject({ status: 'completed', tries: 1 });
  });

  it('asks PayPal again with the same key for a refund whose answer was lost', async () => {
    const { refunds } = kit.t.services;
    const order = await paidOrder('paypal', '2GG279541U471931P');
    const open = await refunds.openIn(kit.db(), { ...order, key: `p-${order.orderId}`, amountCents: 1250 });
    await leftAt(open.id, 'sending', 1);
    const sent = kit.network([{ status: 201, body: kit.fixture('paypal-refund-completed.json') }]);
    expect(await refunds.recover(300)).toEqual({ sent: 1, unknown: 0 });
    expect(sent.map((call) => call.headers['paypal-request-id'])).toEqual([`p-${order.orderId}`]);
    expect(await refunds.byId(open.id)).toMatchObject({ status: 'completed', tries: 2 });
  });

  it('leaves a refund through a provider without a key unknown for staff, without calling it', async () => {
    const { refunds } = kit.t.services;
    const viva = await paidOrder('viva', 'c90d4902-6245-449f-b2b0-51d99cd09cfe');
    const alpha = await paidOrder('alpha', '61528494');
    const rows = [
      await refunds.openIn(kit.db(), { ...viva, key: `v-${viva.orderId}`, amountCents: 1500 }),
      await refunds.openIn(kit.db(), { ...alpha, key: `l-${alpha.orderId}`, amountCents: 1500 }),
    ];
    for (const row of rows) await leftAt(row.id, 'sending', 1);
    const sent = kit.network([]);
    expect(await refunds.recover(300)).toEqual({ sent: 0, unknown: 2 });
    expect(sent).toHaveLength(0);
    for (const row of rows) {
      const swept = await refunds.byId(row.id);
      expect(swept).toMatchObject({ status: 'unknown', tries: 1 });
      expect(swept.error).toContain('process stopped');
    }
  });

  it('sends a refund PayPal did not answer again with its key, until five sends, then leaves it to staff', async () => {
    const { refunds } = kit.t.services;
    const order = await paidOrder('paypal', '2GG279541U471932P');
    const tired = await refunds.openIn(kit.db(), { ...order, key: `t-${order.orderId}-1`, amountCents: 500 });
    const again = await refunds.openIn(kit.db(), { ...order, key: `t-${order.orderId}-2`, amountCents: 500 });
    await leftAt(tired.id, 'retry', 5);
    await leftAt(again.id, 'retry', 2);
    const sent = kit.network([{ status: 201, body: kit.fixture('paypal-refund-completed.json') }]);
    expect(await refunds.recover(300)).toEqual({ sent: 1, unknown: 0 });
    expect(sent.map((call) => call.headers['paypal-request-id'])).toEqual([`t-${order.orderId}-2`]);
    expect(await refunds.byId(again.id)).toMatchObject({ status: 'completed', tries: 3 });
    expect(await refunds.byId(tired.id)).toMatchObject({ status: 'retry', tries: 5 });
  });
});
