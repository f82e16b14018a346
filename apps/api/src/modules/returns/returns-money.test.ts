import { OrderStatus } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  documents,
  orderStatusChanges,
  orders,
  paymentRefunds,
} from '../../db/schema/index.ts';
import { moveOrder, placeOrder } from '../documents/test-world.ts';
import { staffMemberId } from '../staff/test-fixtures.ts';
import { call, paidCardOrder, type ReturnsWorld, receivedReturn, returnsWorld } from './test-world.ts';

let world: ReturnsWorld;
const db = () => world.t.database.db;

beforeAll(async () => {
  world = await returnsWorld();
});
afterAll(() => world.t.close());

const documentsOf = (orderId: number) =>
  db().select().from(documents).where(eq(documents.orderId, orderId)).orderBy(documents.id);

describe('an order cancelled before shipping (decision 048)', () => {
  it('refunds what the provider took, once, with the sale credited', async () => {
    const order = await paidCardOrder(world);
    const { refunds, cancelRefunds } = world.t.services;
    const [placed] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(placed?.paidCents).toBeGreaterThan(0);
    const [sale] = await documentsOf(order.id);
    expect(sale?.kind).toBe('receipt');

    const cancelled = await call(world, 'POST', 'admin/orders/changestatus', {
      as: 'staff',
      payload: { uid: order.uid, st: OrderStatus.Cancelled, note: '' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const moneyBack = await refunds.refundsOf(order.id);
    expect(moneyBack.map((refund) => [refund.key, refund.amountCents, refund.status])).toEqual([
      [`cancel:${order.id}`, placed?.paidCents, 'completed'],
    ]);
    const credits = (await documentsOf(order.id)).filter((document) => document.kind === 'credit_receipt');
    expect(credits.map((credit) => credit.grossCents)).toEqual([sale?.grossCents]);

    // The event heard again (a repeated listener, a repair) refunds nothing more.
    await cancelRefunds.refundCancelled(order.id);
    await cancelRefunds.onOrderEvent({
      orderId: order.id,
      from: OrderStatus.Processing,
      to: OrderStatus.Cancelled,
      note: null,
    });
    expect(await refunds.refundsOf(order.id)).toHaveLength(1);
    expect((await refunds.refundsOf(order.id))[0]?.tries, 'the provider is called once').toBe(1);
  });

  it('a cancellation whose listener a crash lost is refunded by the sweep, once', async () => {
    const order = await paidCardOrder(world);
    const { refunds, cancelRefunds } = world.t.services;
    // What a crash right after the cancellation's commit leaves: the order cancelled, no refund.
    await db().update(orders).set({ status: OrderStatus.Cancelled }).where(eq(orders.id, order.id));
    await db().insert(orderStatusChanges).values({
      orderId: order.id,
      fromStatus: OrderStatus.Processing,
      toStatus: OrderStatus.Cancelled,
      actorKind: 'system',
    });
    expect(await refunds.refundsOf(order.id)).toEqual([]);
    const since = new Date(Date.now() - 60_000);
    expect(await cancelRefunds.reconcileSince(since)).toBeGreaterThan(0);
    await cancelRefunds.reconcileSince(since);
    expect((await refunds.refundsOf(order.id)).map((refund) => [refund.key, refund.status])).toEqual([
      [`cancel:${order.id}`, 'completed'],
    ]);
  });

  it('an order never paid (cash on delivery) gives nothing back', async () => {
    const orderId = await placeOrder(world.t, world, { payment: 'cod' });
    await moveOrder(world.t, orderId, OrderStatus.Processing);
    await moveOrder(world.t, orderId, OrderStatus.Cancelled);
    expect(await world.t.services.refunds.refundsOf(orderId)).toEqual([]);
    expect(await world.t.services.cancelRefunds.refundCancelled(orderId)).toBeUndefined();
  });
});

describe('a whole cash-on-delivery order returned (decision 048)', () => {
  it('its credit note credits the goods and shipping, never the COD fee, and the documents sweep adds none', async () => {
    const orderId = await placeOrder(world.t, world, { payment: 'cod' });
    await db().update(orders).set({ customerId: world.customer.id }).where(eq(orders.id, orderId));
    await moveOrder(world.t, orderId, OrderStatus.Processing);
    await moveOrder(world.t, orderId, OrderStatus.InDelivery);
    await moveOrder(world.t, orderId, OrderStatus.Completed);
    const order = await world.t.services.orderReturnBook.forReturn(orderId);
    if (!order) throw new Error('no order');
    expect(order.paymentFeeCents).toBeGreaterThan(0);
    const [sale] = await documentsOf(orderId);
    expect(sale?.content.lines.map((line) => line.type)).toContain('payment_fee');

    const { returns } = world.t.services;
    const staffId = await staffMemberId(world.t);
    const asked = await returns.request(world.customer.id, {
      uid: order.uid,
      lines: order.lines.map((line) => ({ olid: line.id, qty: line.quantity })),
      reason: 'changed_mind',
      cmt: '',
      method: 'store',
      iban: 'GR16 0110 1250 0000 0001 2300 695',
    });
    await returns.approve(asked.id, staffId);
    await returns.receive(asked.id, staffId);
    const refunded = await returns.refund(asked.id, staffId);
    const refundCents = Math.round((refunded.refund?.amt ?? 0) * 100);
    expect(refundCents).toBe(order.totalCents - order.paymentFeeCents);
    expect(refunded.refund?.pst).toBe('due');
    // Nothing to send again: the money waits for staff's bank transfer.
    const early = await call(world, 'POST', 'admin/returns/money', {
      as: 'staff',
      payload: { id: asked.id, action: 'resend' },
    });
    expect(early.statusCode).toBe(409);
    for (let time = 0; time < 2; time += 1) {
      const paid = await call(world, 'POST', 'admin/returns/money', {
        as: 'staff',
        payload: { id: asked.id, action: 'paid' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json<{ refund: { pst: string } }>().refund.pst).toBe('paid');
    }
    const marked = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'return.refund_paid'), eq(auditEntries.entityId, String(asked.id))));
    expect(marked).toHaveLength(1);

    const creditsOf = async () =>
      (await documentsOf(orderId)).filter((document) => document.kind === 'credit_receipt');
    const [credit] = await creditsOf();
    expect(credit?.content.lines.map((line) => line.type)).not.toContain('payment_fee');
    expect(credit?.content.lines.map((line) => line.type)).toContain('shipping');
    expect(credit?.grossCents).toBe(refundCents);
    // The return names its own credit note, the one issued under its key, to its customer.
    expect(credit?.sourceKey).toBe(`order:${orderId}:credit:return:${asked.id}`);
    const seen = await call(world, 'GET', `returns/getbyid?id=${asked.id}`);
    expect(seen.json().refund.doc).toBe(credit?.id);
    // The sweep that repairs documents a crash lost finds the Returned order fully credited.
    await world.t.services.documents.reconcile(orderId);
    expect(await creditsOf()).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(documents)
        .where(and(eq(documents.orderId, orderId), eq(documents.kind, 'receipt'))),
    ).toHaveLength(1);
  });
});

describe('staff settle a refund the provider did not confirm (decision 048)', () => {
  it('sends it again only once staff say it did not land, and record what they found', async () => {
    const { returns } = world.t.services;
    const staffId = await staffMemberId(world.t);
    const refundedReturn = async () => {
      const asked = await receivedReturn(world, staffId);
      const refunded = await returns.refund(asked.id, staffId);
      expect(refunded.refund?.pst).toBe('completed');
      // As a provider without a key leaves a call it did not answer (decision 048).
      await db()
        .update(paymentRefunds)
        .set({ status: 'unknown', providerRefundId: null })
        .where(eq(paymentRefunds.key, `return:${asked.id}`));
      return asked.id;
    };
    const money = (id: number, body: object) =>
      call(world, 'POST', 'admin/returns/money', { as: 'staff', lang: 'en', payload: { id, ...body } });

    const lost = await refundedReturn();
    const unsure = await money(lost, { action: 'resend' });
    expect(unsure.statusCode).toBe(409);
    expect(unsure.json<{ message: string }>().message).toBe('This refund cannot be sent again.');
    const resent = await money(lost, { action: 'resend', landed: false });
    expect(resent.json<{ refund: { pst: string } }>().refund.pst).toBe('completed');
    const [row] = await db()
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.key, `return:${lost}`));
    expect(row?.providerRefundId).not.toBeNull();
    expect((await money(lost, { action: 'resend', landed: false })).statusCode).toBe(409);

    const made = await refundedReturn();
    const landed = await money(made, { action: 'resend', landed: true });
    expect(landed.json<{ refund: { pst: string } }>().refund.pst).toBe('completed');
    const audited = await db().select().from(auditEntries).where(eq(auditEntries.entity, 'return'));
    expect(
      audited.filter((entry) => entry.action === 'return.refund_resent' && entry.entityId === String(lost)),
    ).toHaveLength(1);
    expect(
      audited.filter((entry) => entry.action === 'return.refund_landed' && entry.entityId === String(made)),
    ).toHaveLength(1);
  });
});
