import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, locationStock, mailOutbox } from '../../db/schema/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { call, deliveredCardOrder, type ReturnsWorld, returnsWorld } from './test-world.ts';

let world: ReturnsWorld;
const db = () => world.t.database.db;

beforeAll(async () => {
  world = await returnsWorld({ CARRIER_RETURN_ADDRESS: 'Αθηνών 5, 351 00 Λαμία' });
});
afterAll(() => world.t.close());

type Order = Awaited<ReturnType<typeof deliveredCardOrder>>;
const lineOf = (order: Order, productId: number) => {
  const line = order.lines.find((candidate) => candidate.productId === productId);
  if (!line) throw new Error('no line');
  return line;
};
const sandbox = () => {
  const made = world.t.services.carriers.sandbox;
  if (!made) throw new Error('the carrier sandbox is off');
  return made;
};
const heldAt = async (productId: number, locationId: number) => {
  const [row] = await db()
    .select({ stock: locationStock.stock })
    .from(locationStock)
    .where(and(eq(locationStock.productId, productId), eq(locationStock.locationId, locationId)));
  return row?.stock ?? 0;
};

/** The customer asks back units of the order; the return's id. */
async function asked(order: Order, method: string, extra: Record<string, unknown> = {}, lines?: unknown) {
  const response = await call(world, 'POST', 'returns/insert', {
    payload: {
      uid: order.uid,
      lines: lines ?? [{ olid: lineOf(order, world.reducedId).id, qty: 1 }],
      reason: 'changed_mind',
      method,
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}
const staffStep = (step: string, payload: Record<string, unknown>) =>
  call(world, 'POST', `admin/returns/${step}`, { as: 'staff', payload });

describe('the way back of a return (decision 048)', () => {
  it('a courier return gets one ACS voucher on approval, shown with its label to its customer only; the pickup scan moves it in transit', async () => {
    const order = await deliveredCardOrder(world);
    const id = await asked(order, 'courier');
    const madeBefore = sandbox().made;

    const approved = await staffStep('approve', { id });
    expect(approved.statusCode, approved.body).toBe(200);
    const ship = approved.json().ship;
    expect(ship).toMatchObject({ carrier: 'acs', voucher: expect.stringMatching(/^72\d+$/), label: true });
    expect(ship.trk).toContain(encodeURIComponent(ship.voucher));
    // Approving again (a double click, a retried request) answers the same voucher.
    const again = await staffStep('approve', { id });
    expect([again.statusCode, again.json().ship]).toEqual([200, ship]);
    expect(sandbox().made).toBe(madeBefore + 1);

    const mine = await call(world, 'GET', `returns/getbyid?id=${id}`);
    expect(mine.json()).toMatchObject({ st: 'approved', ship });
    const label = await call(world, 'GET', `returns/label?id=${id}`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toContain('application/pdf');
    expect(label.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const stranger = await signedUpCustomer(world.t);
    const theirs = await call(world, 'GET', `returns/label?id=${id}`, { session: stranger });
    expect(theirs.statusCode).toBe(404);
    expect((await call(world, 'GET', `returns/label?id=${id + 10_000}`)).statusCode).toBe(404);

    // Nothing moves before the courier has the parcel; its pickup scan moves the return.
    expect(await world.t.services.returns.pollParcels()).toBe(0);
    expect(sandbox().advance(ship.voucher, 'accepted')).toBe(true);
    expect(await world.t.services.returns.pollParcels()).toBe(1);
    expect((await call(world, 'GET', `returns/getbyid?id=${id}`)).json().st).toBe('in_transit');
    expect(await world.t.services.returns.pollParcels()).toBe(0);
    const mails = await db().select().from(mailOutbox);
    expect(
      mails.filter((mail) => mail.text.includes(`#${id} `) && mail.text.includes("καθ' οδόν")),
    ).toHaveLength(1);
    const received = await staffStep('receive', { id });
    expect([received.statusCode, received.json().st]).toEqual([200, 'received']);
  });

  it('a locker return gets a BoxNow voucher from the locker the customer names, and needs one', async () => {
    const order = await deliveredCardOrder(world);
    const noLocker = await call(world, 'POST', 'returns/insert', {
      payload: {
        uid: order.uid,
        lines: [{ olid: lineOf(order, world.standardId).id, qty: 1 }],
        reason: 'damaged',
        method: 'locker',
      },
      lang: 'en',
    });
    expect([noLocker.statusCode, noLocker.json().code, noLocker.json().errors]).toEqual([
      400,
      'return_locker_required',
      { lck: ['required_field'] },
    ]);
    const id = await asked(order, 'locker', { lck: '2015' });
    const approved = await staffStep('approve', { id });
    expect(approved.json().ship).toMatchObject({
      carrier: 'boxnow',
      voucher: expect.stringMatching(/^92\d+$/),
      label: true,
    });
  });

  it('a store return gets no voucher; steps out of order answer 409; staff mark the parcel in transit, audited and mailed', async () => {
    const order = await deliveredCardOrder(world);
    const id = await asked(order, 'store');
    for (const step of ['transit', 'receive', 'refund'])
      expect((await staffStep(step, { id })).statusCode, step).toBe(409);
    const approved = await staffStep('approve', { id });
    expect(approved.json()).toMatchObject({ st: 'approved', ship: null });
    expect((await call(world, 'GET', `returns/label?id=${id}`)).statusCode).toBe(404);

    const moving = await staffStep('transit', { id });
    expect([moving.statusCode, moving.json().st]).toEqual([200, 'in_transit']);
    for (const step of ['transit', 'approve', 'refund'])
      expect((await staffStep(step, { id })).statusCode, step).toBe(409);
    expect((await staffStep('reject', { id, note: 'Όχι' })).statusCode).toBe(409);
    expect((await staffStep('receive', { id })).statusCode).toBe(200);
    expect((await staffStep('transit', { id })).statusCode).toBe(409);
    const audited = await db()
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, String(id)));
    expect(audited.filter((entry) => entry.entity === 'return').map((entry) => entry.action)).toEqual([
      'return.approved',
      'return.in_transit',
      'return.received',
    ]);
    const inbox = await call(world, 'GET', 'admin/returns/getall?st=received', { as: 'staff' });
    expect(inbox.json().items.find((item: { id: number }) => item.id === id)).toMatchObject({
      shipErr: null,
    });
  });

  it('a line written off stays out of stock with its reason; the others are restocked; the refund is unchanged', async () => {
    const order = await deliveredCardOrder(world);
    const standard = lineOf(order, world.standardId);
    const reduced = lineOf(order, world.reducedId);
    const id = await asked(order, 'store', {}, [
      { olid: standard.id, qty: 1 },
      { olid: reduced.id, qty: 2 },
    ]);
    await staffStep('approve', { id });
    const inbox = await call(world, 'GET', `admin/returns/getall?st=approved&q=${order.code}`, {
      as: 'staff',
    });
    const due = inbox.json().items[0].due;

    const notInReturn = await staffStep('receive', {
      id,
      writeOff: [{ olid: reduced.id + 10_000, reason: 'Σπασμένο' }],
    });
    expect([notInReturn.statusCode, notInReturn.json().errors]).toEqual([
      400,
      { 'writeOff.0.olid': ['invalid_value'] },
    ]);
    const noReason = await staffStep('receive', { id, writeOff: [{ olid: reduced.id, reason: ' ' }] });
    expect(noReason.statusCode).toBe(400);

    const standardBefore = await heldAt(world.standardId, world.lamia);
    const reducedBefore = await heldAt(world.reducedId, world.lamia);
    const received = await staffStep('receive', {
      id,
      writeOff: [{ olid: reduced.id, reason: 'Ανοιγμένη συσκευασία' }],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().lines).toEqual([
      expect.objectContaining({ olid: standard.id, qty: 1, out: 'restocked', why: null }),
      expect.objectContaining({ olid: reduced.id, qty: 2, out: 'written_off', why: 'Ανοιγμένη συσκευασία' }),
    ]);
    expect(await heldAt(world.standardId, world.lamia)).toBe(standardBefore + 1);
    expect(await heldAt(world.reducedId, world.lamia)).toBe(reducedBefore);

    const refunded = await staffStep('refund', { id });
    expect(refunded.json()).toMatchObject({ st: 'refunded', refund: { amt: due } });
  });
});
