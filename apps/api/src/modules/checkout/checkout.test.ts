import { type OrderSaveResponse, OrderStatus, type OrderTotals, ProductType } from '@shop/contract';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, productDimensions, productImages, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { type CheckoutWorld, checkoutWorld, orderForm, postOrder, uniqueKey } from './test-fixtures.ts';

let t: TestApp;
let world: CheckoutWorld;
const db = () => t.database.db;

async function stock() {
  const [row] = await db()
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, world.productId));
  return row?.stock ?? -1;
}
async function orderCount() {
  const [row] = await db().select({ value: count() }).from(orders);
  return row?.value ?? 0;
}
async function orderRow(uid: string) {
  const [row] = await db().select().from(orders).where(eq(orders.uid, uid));
  if (!row) throw new Error(`no order ${uid}`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  world = await checkoutWorld(t);
});
afterAll(() => t.close());

describe('POST /orders/composeordertotals', () => {
  it('prices the form like the cart and adds the installments and the errors the save would answer', async () => {
    const form = orderForm(world, { lines: [{ pid: world.productId, qty: 2 }] });
    const response = await postOrder(t, form, { path: 'orders/composeordertotals' });
    expect(response.statusCode).toBe(200);
    const totals = response.json<OrderTotals>();
    // 2 × 15 = 30 < 39: courier 3.50, cash on delivery 2.
    expect(totals.amt).toBe(35.5);
    expect(totals.shipping?.amt).toBe(3.5);
    expect(totals.payment?.amt).toBe(2);
    expect(totals.inst_max).toBe(1);
    expect(totals.errors).toEqual({});
    const cart = await postOrder(
      t,
      { lines: [{ pid: world.productId, quantity: 2 }], stid: world.courier, ptid: world.cashOnDelivery },
      { path: 'orders/composecarttotals' },
    );
    expect(cart.json<{ amt: number }>().amt).toBe(totals.amt);
  });

  it('reports the gaps of a half-filled form without refusing it', async () => {
    const response = await postOrder(
      t,
      { lines: [{ pid: world.productId, qty: 8 }], stid: world.locker, ptid: world.cashOnDelivery, inst: 3 },
      { path: 'orders/composeordertotals' },
    );
    expect(response.statusCode).toBe(200);
    const totals = response.json<OrderTotals>();
    // Cash on delivery pays in one go; a card could split 120 € in two.
    expect(totals.inst_max).toBe(1);
    const card = await postOrder(
      t,
      { lines: [{ pid: world.productId, qty: 8 }], stid: world.locker, ptid: world.card },
      { path: 'orders/composeordertotals' },
    );
    expect(card.json<OrderTotals>().inst_max).toBe(2);
    expect(totals.errors).toMatchObject({
      hasAcceptedTerms: ['terms_required'],
      eml: ['required_field'],
      fnm: ['required_field'],
      lckid: ['locker_required'],
      ptid: ['payment_not_allowed'],
      inst: ['too_many_installments'],
    });
  });

  it('refuses a postcode of another region, for billing and for a delivery elsewhere', async () => {
    const response = await postOrder(
      t,
      orderForm(world, {
        crid: 13,
        ct: 'Ηράκλειο',
        pc: '10557',
        sameShippingAsBilling: false,
        dfnm: 'Νίκος',
        dlnm: 'Γεωργίου',
        dmob: '6987654321',
        dctid: 1,
        dcrid: 6,
        dadr1: 'Ρούσβελτ 10',
        dct: 'Λάρισα',
        dpc: '71202',
      }),
      { path: 'orders/composeordertotals' },
    );
    expect(response.json<OrderTotals>().errors).toMatchObject({
      pc: ['postcode_not_in_region'],
      dpc: ['postcode_not_in_region'],
    });
  });

  it('tells a cart without a shipping choice what the cheapest delivery adds', async () => {
    const response = await postOrder(
      t,
      { lines: [{ pid: world.productId, quantity: 1 }] },
      { path: 'orders/composecarttotals' },
    );
    expect(response.statusCode, response.body).toBe(200);
    // 15,00 € is below the threshold: the locker's 2,50 € is the cheapest that charges.
    expect(response.json<OrderTotals>()).toMatchObject({ shipping: null, shfrom: 2.5 });
  });

  it('charges the island surcharge for a delivery to Crete', async () => {
    const response = await postOrder(t, orderForm(world, { crid: 13, ct: 'Ηράκλειο', pc: '71202' }), {
      path: 'orders/composeordertotals',
    });
    expect(response.json<OrderTotals>().shipping?.amt).toBe(6.5);
  });
});

describe('POST /orders/save', () => {
  it('places a guest cash-on-delivery order: repriced, stock down, lines and first status written', async () => {
    const before = await stock();
    const response = await postOrder(
      t,
      orderForm(world, { lines: [{ pid: world.productId, qty: 2 }], amt: 999 }),
      {
        key: uniqueKey(),
      },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<OrderSaveResponse>();
    expect(body.status).toBe(OrderStatus.Pending);
    expect(body.paymentUrl).toBeUndefined();
    expect(await stock()).toBe(before - 2);
    const row = await orderRow(body.uid);
    expect(row).toMatchObject({
      code: body.code,
      email: 'guest@example.gr',
      language: 'en',
      totalCents: 3550,
      shippingCents: 350,
      paymentFeeCents: 200,
      paymentProvider: 'cash_on_delivery',
      shippingKind: 'courier',
      expiresAt: null,
    });
    expect(row.billing).toMatchObject({ ctnm: 'Greece', crnm: 'Thessaly', pc: '41222' });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, row.id));
    expect(
      lines.map((line) => [line.productId, line.quantity, line.unitPriceCents, line.amountCents]),
    ).toEqual([[world.productId, 2, 1500, 3000]]);
  });

  it("keeps what each line showed, in the order's language: name, size, product url and first image", async () => {
    const [other] = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(ne(products.id, world.productId), eq(products.productType, ProductType.Product)))
      .limit(1);
    if (!other) throw new Error('the test catalogue has one product only');
    const [dimension] = await db()
      .insert(productDimensions)
      .values({ productId: other.id, dimensionType: 1, sizeTextEl: 'Μικρό', sizeTextEn: 'Small', stock: 10 })
      .returning({ id: productDimensions.id });
    if (!dimension) throw new Error('no size inserted');
    const sized = { productId: other.id, dimensionId: dimension.id };
    await db().update(products).set({ isPublished: true }).where(eq(products.id, sized.productId));
    const [product] = await db().select().from(products).where(eq(products.id, sized.productId));
    const [size] = await db()
      .select()
      .from(productDimensions)
      .where(eq(productDimensions.id, sized.dimensionId));
    const [image] = await db()
      .select({ url: productImages.url })
      .from(productImages)
      .where(eq(productImages.productId, sized.productId))
      .orderBy(asc(productImages.position))
      .limit(1);
    for (const lang of ['el', 'en'] as const) {
      const response = await postOrder(
        t,
        orderForm(world, { lines: [{ pid: sized.productId, pdid: sized.dimensionId, qty: 1 }] }),
        { key: uniqueKey(), lang },
      );
      expect(response.statusCode).toBe(200);
      const row = await orderRow(response.json<OrderSaveResponse>().uid);
      const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, row.id));
      expect(line).toMatchObject({
        name: lang === 'el' ? product?.nameEl : product?.nameEn,
        sizeName: lang === 'el' ? size?.sizeTextEl : size?.sizeTextEn,
        url: product?.eurl,
        image: image?.url ?? null,
        dimensionId: sized.dimensionId,
      });
    }
  });

  it('answers the same order for the same key and never places a second', async () => {
    const key = uniqueKey();
    const before = await stock();
    const first = await postOrder(t, orderForm(world), { key });
    const again = await postOrder(t, orderForm(world), { key });
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderSaveResponse>().uid).toBe(first.json<OrderSaveResponse>().uid);
    expect(await stock()).toBe(before - 1);
    const other = await postOrder(t, orderForm(world, { eml: 'someone.else@example.gr' }), { key });
    expect(other.statusCode).toBe(409);
    // A retry after the stock ran out still answers the order the key placed.
    const left = await stock();
    await t.services.inventory.setStock(world.productId, null, 0);
    const retried = await postOrder(t, orderForm(world), { key });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<OrderSaveResponse>().uid).toBe(first.json<OrderSaveResponse>().uid);
    await t.services.inventory.setStock(world.productId, null, left);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = { orders: await orderCount(), stock: await stock() };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ hasAcceptedTerms: false }, { hasAcceptedTerms: ['terms_required'] }],
      [{ eml: undefined }, { eml: ['required_field'] }],
      [{ pc: '12' }, { pc: ['invalid_postal_code'] }],
      [{ stid: world.locker }, { lckid: ['locker_required'], ptid: ['payment_not_allowed'] }],
      [{ stid: world.takeaway, ptid: world.card }, { tsid: ['store_required'] }],
      [{ stid: world.locker, ptid: world.card, lckid: 'no-such-locker' }, { lckid: ['locker_required'] }],
      [{ tsid: world.larissa }, { tsid: ['not_for_shipping'] }],
      [
        { stid: undefined, ptid: undefined },
        { stid: ['shipping_required'], ptid: ['payment_required'] },
      ],
      [{ crid: 99 }, { crid: ['invalid_region'] }],
      [
        { rt: 'invoice', cnm: 'ΑΕ', irs: 'Λάρισας', job: 'Εμπόριο', vat: '123456789' },
        { vat: ['invalid_tax_id'] },
      ],
      [{ lines: [{ pid: world.productId, qty: 34 }] }, { ptid: ['payment_not_allowed'] }],
      [{ ptid: world.card, inst: 12 }, { inst: ['too_many_installments'] }],
      [{ stid: 999_999 }, { stid: ['shipping_unavailable'] }],
    ];
    for (const [overrides, errors] of cases) {
      const response = await postOrder(t, orderForm(world, overrides), { key: uniqueKey() });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(
        response.json<{ errors: Record<string, string[]> }>().errors,
        JSON.stringify(overrides),
      ).toMatchObject(errors);
    }
    const withoutKey = await postOrder(t, orderForm(world));
    expect(withoutKey.statusCode).toBe(400);
    expect(await orderCount()).toBe(before.orders);
    expect(await stock()).toBe(before.stock);
  });

  it('answers 409 naming the line when stock is short, and writes nothing', async () => {
    const before = { orders: await orderCount(), stock: await stock() };
    const response = await postOrder(
      t,
      orderForm(world, { ptid: world.card, lines: [{ pid: world.productId, qty: before.stock + 1 }] }),
      { key: uniqueKey(), lang: 'el' },
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Ένα προϊόν δεν είναι διαθέσιμο, επιστρέψτε στο καλάθι και ενημερώστε την ποσότητα.',
      errors: { lines: [`${world.productId}:0`] },
    });
    expect(await orderCount()).toBe(before.orders);
    expect(await stock()).toBe(before.stock);
  });

  it('sends a card order to the sandbox to pay and gives it the unpaid time', async () => {
    const placedAt = Date.now();
    const response = await postOrder(t, orderForm(world, { ptid: world.card }), { key: uniqueKey() });
    expect(response.statusCode).toBe(200);
    const body = response.json<OrderSaveResponse>();
    expect(body.paymentUrl).toContain('/payments/sandbox/');
    const row = await orderRow(body.uid);
    const minutes = ((row.expiresAt?.getTime() ?? 0) - placedAt) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30.1);
  });

  it('places takeaway from Larissa and a locker order with their snapshots', async () => {
    const takeaway = await postOrder(
      t,
      orderForm(world, { stid: world.takeaway, tsid: world.larissa, ptid: world.bankDeposit }),
      {
        key: uniqueKey(),
      },
    );
    expect(takeaway.statusCode).toBe(200);
    const store = await orderRow(takeaway.json<OrderSaveResponse>().uid);
    expect(store).toMatchObject({ shippingKind: 'takeaway', storeId: world.larissa, shippingCents: 0 });
    expect(store.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 2 * 24 * 3_600_000);

    const locker = await postOrder(
      t,
      orderForm(world, { stid: world.locker, lckid: 'demo-lar-1', ptid: world.card }),
      {
        key: uniqueKey(),
      },
    );
    expect(locker.statusCode).toBe(200);
    const row = await orderRow(locker.json<OrderSaveResponse>().uid);
    expect(row).toMatchObject({ shippingKind: 'locker', lockerId: 'demo-lar-1' });
    expect(row.locker).toMatchObject({ pc: '41222', ct: 'Λάρισα' });
  });
});
