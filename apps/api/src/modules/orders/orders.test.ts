import { OrderStatus } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponRedemptions,
  giftCards,
  loyaltyAccounts,
  orderStatusChanges,
  orders,
  products,
} from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createTestApp, insertPlainTestProduct, type TestApp } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { insertGiftCard, insertTenPercentCoupon } from '../promotions/test-fixtures.ts';
import { staffMemberId } from '../staff/test-fixtures.ts';
import { placeTestOrder } from './test-fixtures.ts';

let t: TestApp;
/** A plain product at 15.00 € with 10 in stock. */
let A: number;
let customerId: number;
let customerEmail: string;

const db = () => t.database.db;

async function stockOf(productId: number) {
  const [row] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}
async function balanceOf(code: string) {
  const [row] = await db()
    .select({ cents: giftCards.balanceCents })
    .from(giftCards)
    .where(eq(giftCards.code, code));
  return row?.cents;
}
async function pointsOf(id: number) {
  const [row] = await db()
    .select({ points: loyaltyAccounts.pointsBalance })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.customerId, id));
  return row?.points;
}
async function couponUses(code: string) {
  return db().select().from(couponRedemptions).where(eq(couponRedemptions.orderCode, code));
}
async function history(orderId: number) {
  return db()
    .select({
      from: orderStatusChanges.fromStatus,
      to: orderStatusChanges.toStatus,
      actor: orderStatusChanges.actorKind,
    })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(orderStatusChanges.id);
}

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  A = await insertPlainTestProduct(t, { stock: 10 });
  await insertTenPercentCoupon(t, 'ORDERONCE', 1);
  await insertGiftCard(t, 'ORDERGIFT', 1000);
  const session = await signedUpCustomer(t);
  customerId = session.id;
  customerEmail = session.eml;
  await t.services.loyalty.record({ customerId, kind: 'Custom', source: 'test:orders', approvedPoints: 300 });
});
afterAll(() => t.close());

describe('OrdersService', () => {
  it('writes the order with a year-prefixed code, its lines and its first status', async () => {
    const placed = await placeTestOrder(t, { lines: [{ pid: A, quantity: 1 }] });
    expect(placed.code).toMatch(new RegExp(`^${new Date().getUTCFullYear()}-\\d{6}$`));
    const payable = await t.services.orders.forPayment(placed.uid);
    expect(payable).toMatchObject({
      id: placed.id,
      status: OrderStatus.Pending,
      totalCents: 1500,
      currency: 'EUR',
    });
    expect(payable?.fullName).toBe('Μαρία Παπαδοπούλου');
    expect(await history(placed.id)).toEqual([{ from: null, to: OrderStatus.Pending, actor: 'guest' }]);
    expect(await t.services.orders.forPayment('no-such-order')).toBeUndefined();
  });

  it('lets the code grow past six digits rather than cutting it', async () => {
    await db().execute(sql`select setval('order_code_seq', 1234567)`);
    const placed = await placeTestOrder(t, { lines: [{ pid: A, quantity: 1 }] });
    expect(placed.code).toBe(`${new Date().getUTCFullYear()}-1234568`);
  });

  it('gives two orders different codes', async () => {
    const [first, second] = await Promise.all([
      placeTestOrder(t, { lines: [{ pid: A, quantity: 1 }] }),
      placeTestOrder(t, { lines: [{ pid: A, quantity: 1 }] }),
    ]);
    expect(first?.code).not.toBe(second?.code);
  });

  it('marks a pending order paid once; a replay changes nothing', async () => {
    const placed = await placeTestOrder(t, { lines: [{ pid: A, quantity: 1 }] });
    const payment = { provider: 'sandbox' as const, transactionId: 'tx-1', amountCents: 1500 };
    expect(await t.services.orders.markPaid(placed.id, payment)).toBe(true);
    expect(await t.services.orders.markPaid(placed.id, payment)).toBe(false);
    const [row] = await db().select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({
      status: OrderStatus.Processing,
      paymentTransactionId: 'tx-1',
      paidCents: 1500,
    });
    expect(await history(placed.id)).toEqual([
      { from: null, to: OrderStatus.Pending, actor: 'guest' },
      { from: OrderStatus.Pending, to: OrderStatus.Processing, actor: 'payment' },
    ]);
  });

  it('cancels in one transaction, giving back stock, the coupon use, the gift-card amount and the points, once', async () => {
    const before = await stockOf(A);
    const placed = await placeTestOrder(
      t,
      { lines: [{ pid: A, quantity: 2 }], couponscodes: ['ORDERONCE'], gfcd: ['ORDERGIFT'], r_lpnt: 100 },
      { customerId, email: customerEmail },
    );
    expect(await stockOf(A)).toBe((before ?? 0) - 2);
    expect(await couponUses(placed.code)).toHaveLength(1);
    expect(await balanceOf('ORDERGIFT')).toBe(0);
    expect(await pointsOf(customerId)).toBe(200);
    const [placedRow] = await db().select().from(orders).where(eq(orders.id, placed.id));
    if (!placedRow) throw new Error('order not written');
    // The shopper's page shows the points and the card apart from the coupon's discount.
    const { totals } = await t.services.orders.reads.details(placedRow, 'el', { store: null, banks: [] });
    expect(totals.lpnt_amt).toBeGreaterThan(0);
    expect(totals.gc_amt).toBe(10);
    expect(totals.dsct - totals.gc_amt - totals.lpnt_amt).toBeGreaterThan(0);

    const cancelled = await Promise.all([
      t.services.orders.cancel(placed.id, { reason: 'payment_failed', actor: { kind: 'payment' } }),
      t.services.orders.cancel(placed.id, { reason: 'payment_failed', actor: { kind: 'payment' } }),
    ]);
    expect(cancelled.filter(Boolean)).toHaveLength(1);
    expect(await stockOf(A)).toBe(before);
    expect(await couponUses(placed.code)).toHaveLength(0);
    expect(await balanceOf('ORDERGIFT')).toBe(1000);
    expect(await pointsOf(customerId)).toBe(300);
    const [row] = await db().select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ status: OrderStatus.Cancelled, cancelReason: 'payment_failed' });
    expect(
      await t.services.orders.markPaid(placed.id, {
        provider: 'sandbox',
        transactionId: 'late',
        amountCents: 1,
      }),
    ).toBe(false);
  });

  it('moves an order through the transition table and refuses a move it does not list with 422', async () => {
    const placed = await placeTestOrder(t, { lines: [{ pid: A, quantity: 1 }] });
    const staff = { kind: 'staff' as const, id: await staffMemberId(t) };
    const refused = await t.services.orders
      .changeStatus(placed.id, OrderStatus.Completed, { actor: staff })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(422);
    await t.services.orders.changeStatus(placed.id, OrderStatus.Processing, { actor: staff });
    await t.services.orders.changeStatus(placed.id, OrderStatus.InDelivery, {
      actor: staff,
      note: 'ACS 1234567890',
    });
    const changes = await db()
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, placed.id))
      .orderBy(orderStatusChanges.id);
    expect(changes.map((change) => [change.toStatus, change.actorKind, change.actorId, change.note])).toEqual(
      [
        [OrderStatus.Pending, 'guest', null, null],
        [OrderStatus.Processing, 'staff', staff.id, null],
        [OrderStatus.InDelivery, 'staff', staff.id, 'ACS 1234567890'],
      ],
    );
    const missing = await t.services.orders
      .changeStatus(2_000_000, OrderStatus.Processing, { actor: staff })
      .catch((error: unknown) => error);
    expect((missing as HttpError).statusCode).toBe(404);
  });

  it('gives back stock when staff cancel through changeStatus', async () => {
    const before = await stockOf(A);
    const placed = await placeTestOrder(t, { lines: [{ pid: A, quantity: 1 }] });
    const actor = { kind: 'staff' as const, id: await staffMemberId(t) };
    await t.services.orders.changeStatus(placed.id, OrderStatus.Cancelled, { actor });
    expect(await stockOf(A)).toBe(before);
    const again = await t.services.orders
      .changeStatus(placed.id, OrderStatus.Cancelled, { actor })
      .catch((error: unknown) => error);
    expect((again as HttpError).statusCode).toBe(422);
  });

  it('cancels only unpaid orders whose time ran out, and each once when two sweeps race', async () => {
    const before = await stockOf(A);
    const past = new Date(Date.now() - 60_000);
    const due = await placeTestOrder(t, { lines: [{ pid: A, quantity: 1 }] }, { expiresAt: past });
    const later = await placeTestOrder(
      t,
      { lines: [{ pid: A, quantity: 1 }] },
      {
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    );
    const paid = await placeTestOrder(t, { lines: [{ pid: A, quantity: 1 }] }, { expiresAt: past });
    await t.services.orders.markPaid(paid.id, {
      provider: 'sandbox',
      transactionId: 'tx-paid',
      amountCents: 1500,
    });

    const counts = await Promise.all([t.services.orders.cancelExpired(), t.services.orders.cancelExpired()]);
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(1);
    const statuses = await db()
      .select({ id: orders.id, status: orders.status, reason: orders.cancelReason })
      .from(orders)
      .where(eq(orders.expiresAt, past));
    expect(statuses.find((row) => row.id === due.id)).toMatchObject({
      status: OrderStatus.Cancelled,
      reason: 'expired',
    });
    expect(statuses.find((row) => row.id === paid.id)?.status).toBe(OrderStatus.Processing);
    const [pending] = await db()
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, later.id));
    expect(pending?.status).toBe(OrderStatus.Pending);
    expect((await history(due.id)).filter((change) => change.to === OrderStatus.Cancelled)).toHaveLength(1);
    expect(await stockOf(A)).toBe((before ?? 0) - 2);
  });
});
