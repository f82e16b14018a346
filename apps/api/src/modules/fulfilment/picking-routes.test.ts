import {
  type AdminPackResult,
  type AdminPickingList,
  type AdminStockList,
  type OrderSaveResponse,
  OrderStatus,
} from '@shop/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productDimensions, products, stockLocations } from '../../db/schema/index.ts';
import { seedInventoryDemo } from '../../db/seed/inventory-demo.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import {
  type CheckoutWorld,
  checkoutWorld,
  orderForm,
  postOrder,
  uniqueKey,
} from '../checkout/test-fixtures.ts';
import { pdfText } from '../documents/test-pdf-text.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { shopDayOf } from './picking-day.ts';

let t: TestApp;
let world: CheckoutWorld;
let admin: string;
let inspector: string;
let other = 0;
const at: Record<string, number> = {};
const today = shopDayOf(new Date());

async function call(bearer: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'el') {
  const token = await xsrf(t.app);
  return t.app.inject({
    method,
    url: `/api/${lang}/admin/${url}`,
    headers: { ...token.headers, authorization: `Bearer ${bearer}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A paid order of the lines (product id → quantity), sent by courier or picked up in a store. */
async function paidOrder(lines: Record<number, number>, pickupStore?: number): Promise<number> {
  const form = orderForm(world, {
    eml: `picking-${uniqueKey()}@example.gr`,
    lines: Object.entries(lines).map(([pid, qty]) => ({ pid: Number(pid), pdid: 0, qty })),
    ...(pickupStore === undefined ? {} : { stid: world.takeaway, tsid: pickupStore, ptid: world.card }),
  });
  const response = await postOrder(t, form, { key: uniqueKey() });
  expect(response.statusCode, response.body).toBe(200);
  const [order] = await t.database.db
    .select({ id: orders.id, totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.uid, response.json<OrderSaveResponse>().uid));
  if (!order) throw new Error('order not written');
  await t.services.orders.markPaid(order.id, {
    provider: 'sandbox',
    transactionId: `tx-${order.id}`,
    amountCents: order.totalCents,
  });
  return order.id;
}

const list = async (location: number, lang = 'el') =>
  (
    await call(inspector, 'GET', `picking?location=${location}&day=${today}`, undefined, lang)
  ).json<AdminPickingList>();

const statusOf = async (orderId: number) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]
    ?.status;

beforeAll(async () => {
  t = await createTestApp();
  world = await checkoutWorld(t, 40);
  await seedInventoryDemo(t.database.db);
  const [plain] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        ne(products.id, world.productId),
        eq(products.productType, 0),
        sql`not exists (select 1 from ${productDimensions} d where d.product_id = ${products.id})`,
      ),
    )
    .limit(1);
  other = plain?.id ?? 0;
  await t.database.db
    .update(products)
    .set({ barcode: '5200000000011' })
    .where(eq(products.id, world.productId));
  await t.database.db.update(products).set({ barcode: '5200000000028' }).where(eq(products.id, other));
  for (const row of await t.database.db.select().from(stockLocations)) at[row.code] = row.id;
  await t.services.inventory.setAtLocations(
    [
      { locationId: at.web ?? 0, productId: other, dimensionId: null, stock: 30 },
      { locationId: at.lamia ?? 0, productId: world.productId, dimensionId: null, stock: 5 },
    ],
    { staffId: null, reason: 'picking test counts' },
  );
  [admin, inspector] = await Promise.all([signedInStaff(t, 'Admin'), signedInStaff(t, 'Inspector')]);
});
afterAll(() => t.close());

describe('picking and packing', () => {
  it("lists the day's paid orders a location ships, lines grouped by product, and prints them as a PDF", async () => {
    const first = await paidOrder({ [world.productId]: 2, [other]: 1 });
    const second = await paidOrder({ [world.productId]: 1 });
    const picking = await list(at.web ?? 0);
    expect(picking.location.nm).toBe('Αποθήκη e-shop');
    const codes = picking.orders.map((order) => order.id);
    expect(codes).toEqual(expect.arrayContaining([first, second]));
    const grouped = picking.products.find((item) => item.productId === world.productId);
    expect(grouped?.quantity).toBeGreaterThanOrEqual(3);
    expect(grouped?.barcode).toBe('5200000000011');
    // Lamia ships none of these: its list holds none of them.
    expect((await list(at.lamia ?? 0)).orders.map((order) => order.id)).not.toContain(first);

    const pdf = await call(inspector, 'GET', `picking/pdf?location=${at.web}&day=${today}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Λίστα συλλογής');
    expect(text).toContain(picking.orders.find((order) => order.id === first)?.code ?? 'missing');
    expect(text).toContain('5200000000011');
  });

  it('refuses a wrong, extra or missing line with a translated message, allows a partial shipment on purpose, packs once', async () => {
    const orderId = await paidOrder({ [world.productId]: 2, [other]: 1 });
    const body = { orderId, locationId: at.web };
    const wrong = await call(admin, 'POST', 'picking/pack', {
      ...body,
      picked: [
        { code: '5200000000011', quantity: 2 },
        { code: '5209999999999', quantity: 1 },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: expect.stringContaining('Λάθος προϊόν'),
      errors: { 'picked.1.code': ['picking_wrong_line'] },
    });
    const missing = await call(
      admin,
      'POST',
      'picking/pack',
      { ...body, picked: [{ code: '5200000000011', quantity: 2 }] },
      'en',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: expect.stringContaining('Lines of the order are missing'),
    });
    const extra = await call(admin, 'POST', 'picking/pack', {
      ...body,
      picked: [
        { code: '5200000000011', quantity: 3 },
        { code: '5200000000028', quantity: 1 },
      ],
    });
    expect(extra.json()).toMatchObject({ errors: { 'lines.0': ['picking_too_many'] } });
    const noReason = await call(admin, 'POST', 'picking/pack', {
      ...body,
      partial: true,
      picked: [{ code: '5200000000011', quantity: 2 }],
    });
    expect(noReason.json()).toMatchObject({ errors: { reason: ['required_field'] } });
    expect(await list(at.web ?? 0).then((p) => p.orders.find((o) => o.id === orderId)?.packed)).toBeNull();

    const partial = await call(admin, 'POST', 'picking/pack', {
      ...body,
      partial: true,
      reason: 'το δεύτερο έρχεται από τον προμηθευτή',
      picked: [{ code: '5200000000011', quantity: 2 }],
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json<AdminPackResult>()).toMatchObject({
      packedNow: true,
      status: OrderStatus.Processing,
      packed: { partial: true, reason: 'το δεύτερο έρχεται από τον προμηθευτή' },
    });
    const again = await call(admin, 'POST', 'picking/pack', {
      ...body,
      picked: [
        { code: '5200000000011', quantity: 2 },
        { code: '5200000000028', quantity: 1 },
      ],
    });
    expect(again.json<AdminPackResult>()).toMatchObject({ packedNow: false, packed: { partial: true } });
    const picking = await list(at.web ?? 0);
    expect(picking.orders.find((order) => order.id === orderId)?.packed?.staff).toMatch(/^admin\./);
    expect(picking.products.flatMap((item) => item.orders)).not.toContain(
      picking.orders.find((order) => order.id === orderId)?.code,
    );
    expect((await call(inspector, 'POST', 'picking/pack', { ...body, picked: [] })).statusCode).toBe(403);
  });

  it('a pickup order packed at its store, ticked by code, is ready for pickup', async () => {
    const [lamiaStore] = await t.database.db
      .select({ id: stockLocations.takeawayStoreId })
      .from(stockLocations)
      .where(eq(stockLocations.code, 'lamia'));
    const orderId = await paidOrder({ [world.productId]: 1 }, lamiaStore?.id ?? 0);
    const line = (await list(at.lamia ?? 0)).orders.find((order) => order.id === orderId)?.lines[0];
    expect(line).toMatchObject({ productId: world.productId, quantity: 1 });
    const packed = await call(admin, 'POST', 'picking/pack', {
      orderId,
      locationId: at.lamia,
      picked: [{ code: line?.code ?? '', quantity: 1 }],
    });
    expect(packed.json<AdminPackResult>()).toMatchObject({
      packedNow: true,
      status: OrderStatus.ReadyForPickup,
    });
    expect(await statusOf(orderId)).toBe(OrderStatus.ReadyForPickup);
    const elsewhere = await call(admin, 'POST', 'picking/pack', { orderId, locationId: at.web, picked: [] });
    expect(elsewhere.statusCode).toBe(409);
  });
});

describe('the stock screen', () => {
  it('searches, filters by location and low stock, sorts and pages', async () => {
    const page = async (query: string) =>
      (await call(inspector, 'GET', `stock/list?${query}`)).json<AdminStockList>();
    const found = await page('q=5200000000028');
    expect(found.items.map((row) => row.productId)).toEqual([other]);
    expect(found.items[0]?.at[String(at.web)]).toBeGreaterThan(20);
    const atLamia = await page(`location=${at.lamia}&psize=100`);
    expect(atLamia.items.every((row) => (row.at[String(at.lamia)] ?? 0) > 0)).toBe(true);
    expect(atLamia.items.map((row) => row.productId)).toContain(world.productId);
    const low = await page(`location=${at.larissa}&low=true&sort=total&dir=desc&psize=5`);
    expect(low.items.every((row) => (row.at[String(at.larissa)] ?? 0) <= low.threshold)).toBe(true);
    const totals = low.items.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const second = await page('psize=5&page=2&sort=code');
    expect(second.items).toHaveLength(5);
    expect(second.total).toBeGreaterThan(10);
  });
});
