import { OrderStatus } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierShipments, feedProductWeights, orders } from '../../db/schema/index.ts';
import { createTestApp, insertPlainTestProduct, type TestApp, xsrf } from '../../test/index.ts';
import { pdfText } from '../documents/test-pdf-text.ts';
import { placeTestOrder } from '../orders/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let product: number;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  product = await insertPlainTestProduct(t, { stock: 500 });
  await t.database.db.insert(feedProductWeights).values({ productId: product, weightGrams: 350 });
  staff = await signedInStaff(t, 'SalesPerson');
}, 180_000);
afterAll(() => t.close());

/** A paid courier order (or a COD one, moved to Processing as checkout does), with its billing changed. */
async function paidOrder(options: { cod?: boolean; quantity?: number; postcode?: string } = {}) {
  const placed = await placeTestOrder(
    t,
    { lines: [{ pid: product, quantity: options.quantity ?? 2 }] },
    options.cod
      ? { payment: { typeId: 2, provider: 'cash_on_delivery', nameEl: 'Αντικαταβολή', nameEn: 'COD' } }
      : {},
  );
  if (options.postcode) {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    if (row)
      await t.database.db
        .update(orders)
        .set({ billing: { ...row.billing, pc: options.postcode } })
        .where(eq(orders.id, placed.id));
  }
  if (options.cod)
    await t.services.orders.changeStatus(placed.id, OrderStatus.Processing, { actor: { kind: 'system' } });
  else
    await t.services.orders.markPaid(placed.id, {
      provider: 'sandbox',
      transactionId: `tx-${placed.id}`,
      amountCents: placed.totalCents,
    });
  return placed;
}

async function call(method: 'GET' | 'POST', url: string, payload?: unknown, language = 'el') {
  const token = await xsrf(t.app);
  return t.app.inject({
    method,
    url: `/api/${language}${url}`,
    headers: { ...token.headers, authorization: `Bearer ${staff}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const statusOf = async (orderId: number) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]
    ?.status;

describe('vouchers with the recorded ACS carrier', () => {
  it('makes one voucher per order with the weight of its lines; a retry answers the same voucher', async () => {
    const order = await paidOrder({ quantity: 3 });
    const first = await call('POST', '/admin/carriers/vouchers/create', { uid: order.uid, car: 'acs' });
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json();
    expect(made).toMatchObject({ res: 'created', v: { car: 'acs', wg: 1050, cod: 0 } });
    expect(made.v.tn).toMatch(/^72\d+$/);
    expect(made.v.lnk).toContain(made.v.tn);
    const again = await call('POST', '/admin/carriers/vouchers/create', { uid: order.uid, car: 'acs' });
    expect(again.json()).toMatchObject({ res: 'existing', v: { tn: made.v.tn } });
    const rows = await t.database.db
      .select()
      .from(carrierShipments)
      .where(eq(carrierShipments.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('carries the order total as COD for a cash-on-delivery order', async () => {
    const order = await paidOrder({ cod: true });
    const response = await call('POST', '/admin/carriers/vouchers/create', { uid: order.uid, car: 'acs' });
    expect(response.json()).toMatchObject({ res: 'created', v: { cod: order.totalCents } });
  });

  it('shows ACS’s refusal of a bad postcode to staff in Greek and in English, and makes nothing', async () => {
    const order = await paidOrder({ postcode: '351' });
    const greek = await call('POST', '/admin/carriers/vouchers/create', { uid: order.uid, car: 'acs' });
    expect(greek.json()).toMatchObject({ res: 'refused', errs: [{ fld: 'postcode' }] });
    expect(greek.json().errs[0].msg).toContain('ταχυδρομικός κώδικας');
    const english = await call(
      'POST',
      '/admin/carriers/vouchers/create',
      { uid: order.uid, car: 'acs' },
      'en',
    );
    expect(english.json().errs[0].msg).toContain('postcode');
    expect(
      await t.database.db.select().from(carrierShipments).where(eq(carrierShipments.orderId, order.id)),
    ).toEqual([]);
  });

  it('refuses an order that is not paid yet', async () => {
    const placed = await placeTestOrder(t, { lines: [{ pid: product, quantity: 1 }] });
    const response = await call('POST', '/admin/carriers/vouchers/bulk', { ids: [placed.id], car: 'acs' });
    expect(response.json().items[0]).toMatchObject({ res: 'refused' });
  });

  it('lists the vouchers of a set of orders; an order without one is left out', async () => {
    const made = await paidOrder();
    const without = await paidOrder();
    await call('POST', '/admin/carriers/vouchers/create', { uid: made.uid, car: 'acs' });
    const response = await call('GET', `/admin/carriers/vouchers/getbyorders?ids=${made.id},${without.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toEqual([expect.objectContaining({ oid: made.id, car: 'acs' })]);
    expect((await call('GET', '/admin/carriers/vouchers/getbyorders?ids=1,x')).statusCode).toBe(400);
  });

  it('prints many labels in one PDF, closes the day and ships the orders', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const bulk = await call('POST', '/admin/carriers/vouchers/bulk', { ids: [a.id, b.id, a.id], car: 'acs' });
    const items = bulk.json().items as { res: string; v: { id: number; tn: string } }[];
    expect(items.map((item) => item.res)).toEqual(['created', 'created']);
    const ids = items.map((item) => item.v.id).join(',');
    for (const fmt of ['a4', 'label']) {
      const labels = await call('GET', `/admin/carriers/labels?ids=${ids}&fmt=${fmt}`);
      expect(labels.statusCode).toBe(200);
      expect(labels.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(labels.rawPayload);
      for (const item of items) expect(text).toContain(item.v.tn);
    }
    const closed = await call('POST', '/admin/carriers/closeday', { car: 'acs' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().pl).toMatch(/^97\d+$/);
    expect(closed.json().cnt).toBeGreaterThanOrEqual(2);
    expect(await statusOf(a.id)).toBe(OrderStatus.InDelivery);
    const again = await call('POST', '/admin/carriers/closeday', { car: 'acs' });
    expect(again.json()).toMatchObject({ pl: null, cnt: 0 });
  });
});

describe('tracking that updates itself', () => {
  it('moves the order to delivered once, ignoring a repeated and an older event', async () => {
    const order = await paidOrder();
    const made = (
      await call('POST', '/admin/carriers/vouchers/create', { uid: order.uid, car: 'acs' })
    ).json();
    const sandbox = t.services.carriers.sandbox;
    const now = Date.now();
    sandbox?.advance(made.v.tn, 'accepted', new Date(now - 3 * 3600_000));
    expect(await t.services.tracking.poll()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.id)).toBe(OrderStatus.InDelivery);
    sandbox?.advance(made.v.tn, 'delivered', new Date(now - 3600_000));
    await t.services.tracking.poll();
    expect(await statusOf(order.id)).toBe(OrderStatus.Completed);
    // The same events again record nothing.
    const [shipment] = await t.database.db
      .select()
      .from(carrierShipments)
      .where(eq(carrierShipments.orderId, order.id));
    const adapter = await t.services.carriers.adapter('acs');
    const events = (await adapter?.events({ trackingNumber: made.v.tn, carrierRef: null })) ?? [];
    expect(await t.services.tracking.record(shipment?.id ?? 0, events)).toBe(0);
    // A return reported with an earlier time than the delivery is shown, and moves nothing.
    await t.services.tracking.record(shipment?.id ?? 0, [
      {
        key: 'late-return',
        code: 'ΕΠΙΣΤΡΟΦΗ',
        kind: 'returned',
        text: 'ΕΠΙΣΤΡΟΦΗ',
        location: null,
        at: new Date(now - 2 * 3600_000),
      },
    ]);
    expect(await statusOf(order.id)).toBe(OrderStatus.Completed);
    const mails = (await t.services.mail.list()).filter((mail) => mail.recipient === 'maria@example.gr');
    expect(mails.some((mail) => mail.text?.includes(made.v.tn) || mail.html?.includes(made.v.tn))).toBe(true);
  });

  it('shows the customer the carrier’s events in Greek with the tracking link', async () => {
    const order = await paidOrder();
    const made = (
      await call('POST', '/admin/carriers/vouchers/create', { uid: order.uid, car: 'acs' })
    ).json();
    t.services.carriers.sandbox?.advance(made.v.tn, 'out_for_delivery');
    await t.services.tracking.poll();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/el/orders/tracking?uid=${order.uid}&email=maria@example.gr`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [parcel] = response.json().items;
    expect(parcel).toMatchObject({ car: 'acs', tn: made.v.tn });
    expect(parcel.lnk).toContain(made.v.tn);
    expect(parcel.evs[0]).toMatchObject({ kind: 'out_for_delivery', ttl: 'Σε διανομή', txt: 'ΣΕ ΔΙΑΝΟΜΗ' });
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/el/orders/tracking?uid=${order.uid}&email=x@example.gr`,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('gives a manual courier’s tracking number and link to the customer at once', async () => {
    const order = await paidOrder();
    const response = await call('POST', '/admin/carriers/vouchers/create', {
      uid: order.uid,
      car: 'manual',
      mc: 'elta',
      tn: 'EA123456789GR',
    });
    expect(response.json()).toMatchObject({ res: 'created', v: { mc: 'elta', tn: 'EA123456789GR' } });
    expect(response.json().v.lnk).toContain('EA123456789GR');
    expect(await statusOf(order.id)).toBe(OrderStatus.InDelivery);
  });
});

describe('COD settlement', () => {
  it('marks an order paid when the amount matches, flags a difference, and pays once', async () => {
    const exact = await paidOrder({ cod: true });
    const short = await paidOrder({ cod: true });
    const bulk = await call('POST', '/admin/carriers/vouchers/bulk', {
      ids: [exact.id, short.id],
      car: 'acs',
    });
    const [a, b] = bulk.json().items.map((item: { v: { tn: string } }) => item.v.tn);
    const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    const csv = `Αριθμός αποστολής;Ποσό αντικαταβολής\n${a};${euros(exact.totalCents)}\n${b};${euros(short.totalCents - 100)}\n999;10,00\n`;
    const imported = await call('POST', '/admin/carriers/cod/import', { nm: 'acs-cod.csv', csv });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().lines.map((line: { res: string }) => line.res)).toEqual([
      'paid',
      'difference',
      'unknown',
    ]);
    expect(imported.json()).toMatchObject({ paid: 1, diffs: 1 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, exact.id));
    expect(row?.paidCents).toBe(exact.totalCents);
    const again = await call('POST', '/admin/carriers/cod/import', { nm: 'acs-cod.csv', csv });
    expect(again.json().lines[0].res).toBe('already_paid');
    const list = await call('GET', '/admin/carriers/cod/getall');
    expect(list.json().items[0]).toMatchObject({ nm: 'acs-cod.csv', cnt: 3 });
  });

  it('refuses a file without a tracking-number and an amount column', async () => {
    const response = await call('POST', '/admin/carriers/cod/import', { nm: 'x.csv', csv: 'a;b\n1;2\n' });
    expect(response.statusCode).toBe(400);
  });
});

describe('without credentials and without the sandbox', () => {
  it('says plainly that the carrier is not configured and makes no voucher', async () => {
    const bare = await createTestApp({ env: { CARRIER_SANDBOX: 'false' } });
    try {
      const token = await signedInStaff(bare, 'SalesPerson');
      const item = await insertPlainTestProduct(bare, { stock: 5 });
      const placed = await placeTestOrder(bare, { lines: [{ pid: item, quantity: 1 }] });
      await bare.services.orders.markPaid(placed.id, {
        provider: 'sandbox',
        transactionId: 'tx-bare',
        amountCents: placed.totalCents,
      });
      const csrf = await xsrf(bare.app);
      const status = await bare.app.inject({
        method: 'GET',
        url: '/api/el/admin/carriers/status',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(status.json().items).toContainEqual(
        expect.objectContaining({ car: 'acs', ok: false, sbx: false }),
      );
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/el/admin/carriers/vouchers/bulk',
        headers: { ...csrf.headers, authorization: `Bearer ${token}` },
        payload: { ids: [placed.id], car: 'acs' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().items[0]).toMatchObject({
        res: 'refused',
        v: null,
        errs: [{ fld: 'credentials' }],
      });
      expect(response.json().items[0].errs[0].msg).toContain('δεν μπορούν να εκδοθούν vouchers');
    } finally {
      await bare.close();
    }
  });
});
