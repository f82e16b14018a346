import { OrderStatus } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, documents, locationStock, mailOutbox, products } from '../../db/schema/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { staffMemberId } from '../staff/test-fixtures.ts';
import {
  call,
  deliveredCardOrder,
  markNonReturnable,
  type ReturnsWorld,
  returnsWorld,
} from './test-world.ts';

let world: ReturnsWorld;
const db = () => world.t.database.db;

beforeAll(async () => {
  world = await returnsWorld();
});
afterAll(() => world.t.close());

const lineOf = (order: Awaited<ReturnType<typeof deliveredCardOrder>>, productId: number) => {
  const line = order.lines.find((candidate) => candidate.productId === productId);
  if (!line) throw new Error('no line');
  return line;
};

const heldAt = async (productId: number, locationId: number) => {
  const [row] = await db()
    .select({ stock: locationStock.stock })
    .from(locationStock)
    .where(and(eq(locationStock.productId, productId), eq(locationStock.locationId, locationId)));
  return row?.stock ?? 0;
};

const request = (uid: string, olid: number, qty = 1) => ({
  uid,
  lines: [{ olid, qty }],
  reason: 'damaged',
  cmt: 'Σπασμένο καπάκι',
  method: 'courier',
});

describe('a customer returns lines of a delivered order (decision 048)', () => {
  it('one of two lines: approved, received at Lamia, refunded once with its side effects', async () => {
    const order = await deliveredCardOrder(world);
    const reduced = lineOf(order, world.reducedId);
    const mailsBefore = (await db().select().from(mailOutbox)).length;

    const asked = await call(world, 'POST', 'returns/insert', { payload: request(order.uid, reduced.id) });
    expect(asked.statusCode, asked.body).toBe(200);
    const created = asked.json<{ id: number; st: string }>();
    expect(created.st).toBe('requested');

    const inbox = await call(world, 'GET', `admin/returns/getall?st=requested&q=${order.code}`, {
      as: 'staff',
    });
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json()).toMatchObject({
      total: 1,
      items: [{ id: created.id, due: 8.5, eml: expect.any(String) }],
    });

    expect(
      (await call(world, 'POST', 'admin/returns/approve', { as: 'staff', payload: { id: created.id } }))
        .statusCode,
    ).toBe(200);
    // Without the shop's return address (`CARRIER_RETURN_ADDRESS`) the courier voucher is not made, and staff read why.
    const approvedInbox = await call(world, 'GET', `admin/returns/getall?st=approved&q=${order.code}`, {
      as: 'staff',
    });
    expect(approvedInbox.json().items[0]).toMatchObject({ ship: null, shipErr: 'return_address_missing' });
    // Refunding before the goods are back is refused.
    expect(
      (await call(world, 'POST', 'admin/returns/refund', { as: 'staff', payload: { id: created.id } }))
        .statusCode,
    ).toBe(409);
    const lamiaBefore = await heldAt(world.reducedId, world.lamia);
    const received = await call(world, 'POST', 'admin/returns/receive', {
      as: 'staff',
      payload: { id: created.id },
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await heldAt(world.reducedId, world.lamia)).toBe(lamiaBefore + 1);

    const refunded = await call(world, 'POST', 'admin/returns/refund', {
      as: 'staff',
      payload: { id: created.id },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({
      st: 'refunded',
      refund: { amt: 8.5, cash: 8.5, gift: 0, ded: 0, pst: 'completed' },
    });
    const again = await call(world, 'POST', 'admin/returns/refund', {
      as: 'staff',
      payload: { id: created.id },
    });
    expect(again.json()).toMatchObject({ st: 'refunded', refund: { amt: 8.5 } });
    const moneyBack = await world.t.services.refunds.refundsOf(order.id);
    expect(moneyBack.map((refund) => [refund.amountCents, refund.status, refund.key])).toEqual([
      [850, 'completed', `return:${created.id}`],
    ]);

    const credits = await db()
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.kind, 'credit_receipt')));
    expect(credits.map((credit) => credit.grossCents)).toEqual([850]);
    expect((await world.t.services.orderReturnBook.forReturn(order.id))?.status).toBe(
      OrderStatus.PartiallyReturned,
    );
    const audited = await db().select().from(auditEntries).where(eq(auditEntries.entity, 'return'));
    expect(
      audited
        .filter((entry) => entry.entityId === String(created.id))
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['return.approved', 'return.received', 'return.refunded']);
    // Requested, approved, received, refunded: one mail each (the credit note's PDF goes on its own).
    const mails = (await db().select().from(mailOutbox)).slice(mailsBefore);
    expect(
      mails.filter((mail) => mail.subject.includes(order.code) && mail.subject.includes('επιστροφή')),
    ).toHaveLength(4);

    const mine = await call(world, 'GET', 'returns/getbycustomer');
    expect(mine.json<{ items: { id: number; st: string }[] }>().items[0]).toMatchObject({
      id: created.id,
      st: 'refunded',
    });
    const stranger = await signedUpCustomer(world.t);
    const theirs = await call(world, 'GET', `returns/getbyid?id=${created.id}`, { session: stranger });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(order.code);
  });

  it('the whole order, lowered by staff with a reason: shipping back, points moved, order Returned', async () => {
    const order = await deliveredCardOrder(world);
    const { returns, loyalty, refunds } = world.t.services;
    const staffId = await staffMemberId(world.t);
    const pointsBefore = (await loyalty.account(world.customer.id))?.pointsBalance ?? 0;
    const asked = await returns.request(world.customer.id, {
      uid: order.uid,
      lines: order.lines.map((line) => ({ olid: line.id, qty: line.quantity })),
      reason: 'changed_mind',
      cmt: '',
      method: 'store',
    });
    await returns.approve(asked.id, staffId);
    await returns.receive(asked.id, staffId, world.larissa);
    const placed = await world.t.services.orderReturnBook.forReturn(order.id);
    const paid = (placed?.totalCents ?? 0) - (placed?.paymentFeeCents ?? 0);
    const lowerWithout = await call(world, 'POST', 'admin/returns/refund', {
      as: 'staff',
      payload: { id: asked.id, amt: 10 },
    });
    expect([lowerWithout.statusCode, lowerWithout.json().errors]).toEqual([
      400,
      { reason: ['invalid_value'] },
    ]);
    const above = await call(world, 'POST', 'admin/returns/refund', {
      as: 'staff',
      payload: { id: asked.id, amt: paid / 100 + 1, reason: 'x' },
    });
    expect(above.statusCode).toBe(400);

    const refunded = await returns.refund(asked.id, staffId, {
      amountCents: paid - 500,
      reason: 'Φθαρμένη συσκευασία',
    });
    expect(refunded.refund).toMatchObject({
      amt: (paid - 500) / 100,
      ded: 5,
      dedReason: 'Φθαρμένη συσκευασία',
    });
    expect((await refunds.refundsOf(order.id)).map((refund) => refund.amountCents)).toEqual([paid - 500]);
    expect((await world.t.services.orderReturnBook.forReturn(order.id))?.status).toBe(OrderStatus.Returned);
    const pointsAfter = (await loyalty.account(world.customer.id))?.pointsBalance ?? 0;
    expect(placed?.pointsEarned).toBeGreaterThan(0);
    expect(refunded.refund?.pntTaken).toBe(placed?.pointsEarned);
    expect(pointsAfter).toBe(pointsBefore - (placed?.pointsEarned ?? 0));
    const [credit] = await db()
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.kind, 'credit_receipt')));
    // The lowered lines at what they give back, the shipping whole: the credit note is the refund.
    expect(credit?.grossCents).toBe(paid - 500);
  });

  it('refuses a non-returnable product with its line, in the language asked', async () => {
    const order = await deliveredCardOrder(world);
    await markNonReturnable(world, world.standardId);
    try {
      const standard = lineOf(order, world.standardId);
      const refused = await call(world, 'POST', 'returns/insert', {
        payload: request(order.uid, standard.id),
        lang: 'en',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'return_line_not_returnable',
        message: expect.stringContaining('cannot be returned once its seal is broken'),
        errors: { 'lines.0.olid': ['non_returnable'] },
      });
      // The product page says why the form refuses it, once the catalogue's read model has taken
      // the plain SQL change from the change feed (on PostgreSQL that is asynchronous).
      const productPage = () =>
        world.t.app.inject({ method: 'GET', url: `/api/en/products/getbyidfront?id=${world.standardId}` });
      await expect.poll(async () => (await productPage()).json().nonReturnable).toBe(true);
    } finally {
      await db().update(products).set({ nonReturnable: false });
    }
  });

  it('refuses after the withdrawal period, more units than were bought, and another customer’s order', async () => {
    const late = await deliveredCardOrder(world, new Date(Date.now() - 15 * 86_400_000));
    const over = await call(world, 'POST', 'returns/insert', {
      payload: request(late.uid, lineOf(late, world.reducedId).id),
    });
    expect([over.statusCode, over.json().code]).toEqual([422, 'return_period_over']);

    const order = await deliveredCardOrder(world);
    const reduced = lineOf(order, world.reducedId);
    const tooMany = await call(world, 'POST', 'returns/insert', {
      payload: request(order.uid, reduced.id, 3),
    });
    expect([tooMany.statusCode, tooMany.json().errors]).toEqual([400, { 'lines.0.qty': ['invalid_value'] }]);
    const first = await call(world, 'POST', 'returns/insert', { payload: request(order.uid, reduced.id, 2) });
    expect(first.statusCode).toBe(200);
    const second = await call(world, 'POST', 'returns/insert', {
      payload: request(order.uid, reduced.id, 1),
    });
    expect(second.statusCode).toBe(400);

    const stranger = await signedUpCustomer(world.t);
    const notTheirs = await call(world, 'POST', 'returns/insert', {
      payload: request(order.uid, lineOf(order, world.standardId).id),
      session: stranger,
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it('staff reject with a reason the customer reads; a rejected return cannot be received', async () => {
    const order = await deliveredCardOrder(world);
    const asked = await call(world, 'POST', 'returns/insert', {
      payload: request(order.uid, lineOf(order, world.standardId).id),
    });
    const { id } = asked.json<{ id: number }>();
    const rejected = await call(world, 'POST', 'admin/returns/reject', {
      as: 'staff',
      payload: { id, note: 'Η συσκευασία έχει ανοιχτεί.' },
    });
    expect(rejected.json()).toMatchObject({ st: 'rejected', note: 'Η συσκευασία έχει ανοιχτεί.' });
    expect(
      (await call(world, 'POST', 'admin/returns/receive', { as: 'staff', payload: { id } })).statusCode,
    ).toBe(409);
  });
});
