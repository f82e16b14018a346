import { OrderStatus } from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCounters, documents, orderStatusChanges, orders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { saleDueAt } from './sale-due.ts';
import { creditKey, saleKey } from './service.ts';
import { type DocumentsWorld, documentsWorld, moveOrder, payByCard, placeOrder } from './test-world.ts';

let t: TestApp;
let world: DocumentsWorld;
const db = () => t.database.db;
const year = () =>
  Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens', year: 'numeric' }).format());

beforeAll(async () => {
  t = await createTestApp();
  world = await documentsWorld(t);
});
afterAll(() => t.close());

const documentsOf = (orderId: number) =>
  db().select().from(documents).where(eq(documents.orderId, orderId)).orderBy(asc(documents.id));

describe('issuing sales documents from order events', () => {
  it('a card order is given a receipt (11.1) when its payment is confirmed, equal to the order', async () => {
    const orderId = await placeOrder(t, world, { payment: 'card' });
    expect(await documentsOf(orderId)).toEqual([]);
    await payByCard(t, orderId);
    const [receipt, ...others] = await documentsOf(orderId);
    expect(others).toEqual([]);
    const order = await t.services.orders.forDocument(orderId);
    expect(receipt).toMatchObject({
      kind: 'receipt',
      invoiceType: '11.1',
      series: 'R',
      year: year(),
      sourceKey: saleKey(orderId),
      transmission: 'not_configured',
      netCents: order?.netCents,
      vatCents: order?.vatCents,
      grossCents: order?.totalCents,
    });
    // 19.90 € at 24 %, 2 × 8.50 € at 13 %, and the courier's shipping below the free threshold.
    expect(receipt?.content.lines.map((line) => [line.type, line.vatRate, line.grossCents])).toEqual([
      ['goods', 24, 1990],
      ['goods', 13, 1700],
      ['shipping', 24, order?.shippingCents],
    ]);
    expect(receipt?.content.payments).toEqual([{ type: 7, amountCents: order?.totalCents, info: null }]);
  });

  it('issues once however often the event or the call comes: same document, no number taken', async () => {
    const orderId = await placeOrder(t, world, { payment: 'card' });
    await payByCard(t, orderId);
    const [first] = await documentsOf(orderId);
    const event = { orderId, from: OrderStatus.Pending, to: OrderStatus.Processing, note: null };
    await t.services.documents.onOrderEvent(event);
    const again = await t.services.documents.issueSale(orderId);
    expect(again).toMatchObject({ created: false, document: { id: first?.id, number: first?.number } });
    expect(await documentsOf(orderId)).toHaveLength(1);
    const [counter] = await db().select().from(documentCounters).where(eq(documentCounters.series, 'R'));
    const receipts = await db()
      .select({ number: documents.number })
      .from(documents)
      .where(eq(documents.series, 'R'));
    expect(counter?.lastNumber).toBe(receipts.length);
    expect(receipts.map((row) => row.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: receipts.length }, (_, index) => index + 1),
    );
  });

  it('cash on delivery: nothing while Processing, the receipt as the parcel leaves (shipment setting)', async () => {
    const orderId = await placeOrder(t, world, { payment: 'cod' });
    await moveOrder(t, orderId, OrderStatus.Processing);
    expect(await documentsOf(orderId)).toEqual([]);
    await moveOrder(t, orderId, OrderStatus.InDelivery);
    const [receipt] = await documentsOf(orderId);
    expect(receipt?.kind).toBe('receipt');
    expect(receipt?.content.lines.map((line) => line.type)).toEqual([
      'goods',
      'goods',
      'shipping',
      'payment_fee',
    ]);
    expect(receipt?.content.payments).toEqual([{ type: 3, amountCents: receipt?.grossCents, info: null }]);
  });

  it('when a COD receipt is due, by setting', () => {
    expect(saleDueAt('cash_on_delivery', OrderStatus.InDelivery, 'shipment')).toBe(true);
    expect(saleDueAt('cash_on_delivery', OrderStatus.ReadyForPickup, 'shipment')).toBe(true);
    expect(saleDueAt('cash_on_delivery', OrderStatus.Processing, 'shipment')).toBe(false);
    expect(saleDueAt('cash_on_delivery', OrderStatus.InDelivery, 'payment')).toBe(false);
    expect(saleDueAt('cash_on_delivery', OrderStatus.Completed, 'payment')).toBe(true);
    expect(saleDueAt('sandbox', OrderStatus.Processing, 'shipment')).toBe(true);
    expect(saleDueAt('bank_deposit', OrderStatus.Processing, 'payment')).toBe(true);
    expect(saleDueAt('sandbox', OrderStatus.Pending, 'payment')).toBe(false);
  });

  it('an invoice (1.1) for a Greek company names it as counterpart', async () => {
    const orderId = await placeOrder(t, world, {
      payment: 'card',
      form: {
        rt: 'invoice',
        cnm: 'Φαρμακαποθήκη Α.Ε.',
        irs: 'ΔΟΥ Λάρισας',
        job: 'Χονδρεμπόριο',
        vat: '094014201',
      },
    });
    await payByCard(t, orderId);
    const [invoice] = await documentsOf(orderId);
    expect(invoice).toMatchObject({ kind: 'invoice', invoiceType: '1.1', series: 'I' });
    expect(invoice?.content.counterpart).toMatchObject({ vatNumber: '094014201', country: 'GR' });
    expect(invoice?.content.lines[0]?.classification).toEqual({
      type: 'E3_561_001',
      category: 'category1_1',
    });
  });

  it('cancelling a paid order issues a credit note (11.4) of the whole receipt, once', async () => {
    const orderId = await placeOrder(t, world, { payment: 'card' });
    await payByCard(t, orderId);
    await moveOrder(t, orderId, OrderStatus.Cancelled);
    const [receipt, credit, ...others] = await documentsOf(orderId);
    expect(others).toEqual([]);
    expect(credit).toMatchObject({
      kind: 'credit_receipt',
      invoiceType: '11.4',
      series: 'CR',
      sourceKey: creditKey(orderId),
      creditsDocumentId: receipt?.id,
      grossCents: receipt?.grossCents,
      vatCents: receipt?.vatCents,
    });
    expect(credit?.content.lines).toEqual(receipt?.content.lines);
    await t.services.documents.issueCredit(orderId);
    expect(await documentsOf(orderId)).toHaveLength(2);
  });

  it('an order cancelled before it was paid has no document at all', async () => {
    const orderId = await placeOrder(t, world, { payment: 'card' });
    await moveOrder(t, orderId, OrderStatus.Cancelled);
    expect(await documentsOf(orderId)).toEqual([]);
  });

  it('a status change whose listener never ran (a crash after the commit) is repaired by the sweep', async () => {
    const orderId = await placeOrder(t, world, { payment: 'cod' });
    const since = new Date(Date.now() - 60_000);
    // The order shipped and committed, and the process died before its listeners ran.
    await db().update(orders).set({ status: OrderStatus.InDelivery }).where(eq(orders.id, orderId));
    await db().insert(orderStatusChanges).values({
      orderId,
      fromStatus: OrderStatus.Pending,
      toStatus: OrderStatus.InDelivery,
      actorKind: 'staff',
    });
    expect(await documentsOf(orderId)).toEqual([]);
    expect(await t.services.documents.reconcileSince(since)).toBeGreaterThanOrEqual(1);
    expect((await documentsOf(orderId)).map((row) => row.kind)).toEqual(['receipt']);
    // Run again: nothing more.
    await t.services.documents.reconcileSince(since);
    expect(await documentsOf(orderId)).toHaveLength(1);
  });
});
