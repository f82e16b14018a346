import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { placeTestOrder } from '../orders/test-fixtures.ts';
import { sandboxTestKit } from './test-fixtures.ts';

/**
 * Refunds of paid orders through the sandbox and by bank transfer: partial and several per order
 * up to what was taken, the same key never refunding twice, transfers due until staff pay them.
 */
let kit: Awaited<ReturnType<typeof sandboxTestKit>>;
beforeAll(async () => {
  kit = await sandboxTestKit();
});
afterAll(() => kit.t.close());

async function paidCardOrder() {
  const order = await kit.cardOrder();
  const decided = await kit.decide(order.reference, 'approve');
  const back = await kit.parseReturn(kit.queryOf(decided.location));
  expect(back.body.outcome).toBe('paid');
  return order;
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${error}`);
  return error;
}

describe('refunds through the provider', () => {
  it('refunds a paid card order in parts, up to what was taken, once per key', async () => {
    const { refunds } = kit.t.services;
    const order = await paidCardOrder();
    const base = { orderId: order.id, orderCode: order.code, provider: 'sandbox' as const, paidCents: 0 };
    const first = await refunds.refund({ ...base, key: `r-${order.id}-1`, amountCents: 500 });
    expect(first).toMatchObject({ status: 'completed', method: 'provider', amountCents: 500, tries: 1 });
    expect(first.providerRefundId).toMatch(/^sbxrf_/);

    const repeated = await refunds.refund({ ...base, key: `r-${order.id}-1`, amountCents: 500 });
    expect(repeated).toEqual(first);

    const second = await refunds.refund({ ...base, key: `r-${order.id}-2`, amountCents: 1000 });
    expect(second.status).toBe('completed');
    // 15.00 € taken, 15.00 € back: a cent more is refused and nothing is written.
    const over = await refusal(refunds.refund({ ...base, key: `r-${order.id}-3`, amountCents: 1 }));
    expect(over.messageKey).toBe('refund_above_captured');
    expect((await refunds.refundsOf(order.id)).map((refund) => refund.amountCents)).toEqual([500, 1000]);
  });

  it('an unpaid card order has nothing to refund', async () => {
    const order = await kit.cardOrder();
    const error = await refusal(
      kit.t.services.refunds.refund({
        orderId: order.id,
        orderCode: order.code,
        provider: 'sandbox',
        key: `r-${order.id}`,
        amountCents: 100,
        paidCents: 0,
      }),
    );
    expect(error.messageKey).toBe('refund_not_paid');
  });
});

describe('refunds by bank transfer', () => {
  it('a cash-on-delivery order gets a transfer to a valid IBAN, due until staff mark it paid', async () => {
    const { refunds } = kit.t.services;
    const placed = await placeTestOrder(kit.t, { lines: [{ pid: kit.A, quantity: 1 }] });
    const base = {
      orderId: placed.id,
      orderCode: placed.code,
      provider: 'cash_on_delivery' as const,
      amountCents: 1500,
      paidCents: 1700,
    };
    const badIban = await refusal(
      refunds.refund({ ...base, key: `t-${placed.id}`, iban: 'GR16 0110 1250 0000 0001 2300 696' }),
    );
    expect(badIban.statusCode).toBe(400);
    expect(badIban.fieldErrors).toEqual({ iban: ['invalid_value'] });

    const due = await refunds.refund({
      ...base,
      key: `t-${placed.id}`,
      iban: 'gr16 0110 1250 0000 0001 2300 695',
    });
    expect(due).toMatchObject({
      method: 'bank_transfer',
      status: 'due',
      iban: 'GR1601101250000000012300695',
    });
    const paid = await refunds.markTransferPaid(due.id, null);
    expect(paid.status).toBe('paid');
    expect((await refunds.markTransferPaid(due.id, null)).status).toBe('paid');
    const more = await refusal(
      refunds.refund({
        ...base,
        key: `t-${placed.id}-2`,
        amountCents: 201,
        iban: 'GR1601101250000000012300695',
      }),
    );
    expect(more.messageKey).toBe('refund_above_captured');
  });
});
