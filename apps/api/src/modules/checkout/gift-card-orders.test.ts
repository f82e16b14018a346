import {
  type CartTotals,
  type CheckoutPaymentType,
  formatEuros,
  type OrderDetails,
  type OrderSaveResponse,
  ProductType,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { uniqueEmail } from '../customers/test-fixtures.ts';
import { type CheckoutWorld, checkoutWorld, orderForm, postOrder, uniqueKey } from './test-fixtures.ts';

/**
 * Gift cards as multi-purpose vouchers (decision 021): sold without VAT, e-mailed rather than
 * shipped (free, no cash on delivery), and spent as a payment that leaves the goods' VAT alone.
 */

let t: TestApp;
let world: CheckoutWorld;
/** The 25 € gift card of the test catalogue (tax class 0: the product type decides its VAT). */
let card25: number;

const gift = {
  gfnm: 'Νίκος',
  gffnm: 'Ελένη',
  gfremail: 'eleni@example.gr',
  gfmsg: 'Χρόνια πολλά!',
};

async function totals(payload: object): Promise<CartTotals> {
  const token = await xsrf(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/en/orders/composecarttotals',
    headers: token.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CartTotals>();
}

async function paymentTypesFor(body: object): Promise<string[]> {
  const token = await xsrf(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/en/paymenttypes/GetByShippingType',
    headers: token.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: CheckoutPaymentType[] }>().items.map((type) => type.provider);
}

async function placed(email: string, overrides: Record<string, unknown>) {
  const response = await postOrder(t, orderForm(world, { eml: email, ...overrides }), { key: uniqueKey() });
  expect(response.statusCode, response.body).toBe(200);
  const order = response.json<OrderSaveResponse>();
  const details = await t.app.inject({
    url: `/api/en/orders/getorderbycustomer?uid=${order.uid}&email=${encodeURIComponent(email)}`,
  });
  expect(details.statusCode, details.body).toBe(200);
  return { ...order, details: details.json<OrderDetails>() };
}

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  world = await checkoutWorld(t);
  const [card] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.productType, ProductType.GiftCard),
        eq(products.priceCents, 2500),
        eq(products.isPublished, true),
      ),
    );
  if (!card) throw new Error('no 25 € gift card');
  card25 = card.id;
  await t.database.db.update(products).set({ taxClass: 0 }).where(eq(products.id, card25));
});
afterAll(() => t.close());

describe('a cart of gift cards only', () => {
  it('is priced without VAT and with free shipping, also to an island', async () => {
    const [island] = await t.services.geo.islandRegionIds();
    expect(island).toBeDefined();
    const result = await totals({ lines: [{ pid: card25, quantity: 2 }], stid: world.courier, crid: island });
    expect(result.amt).toBe(50);
    expect(result.shipping).toMatchObject({ amt: 0, free: true });
    expect(result.lines.map((line) => line.vat)).toEqual([0]);
    expect(result.vat).toEqual([{ rate: 0, gamt: 50, net: 50, vat: 0 }]);
    expect(result.fsrem).toBe(0);
    expect(result.shfrom).toBeNull();
  });

  it('is offered no cash on delivery, and an order that asks for it is refused', async () => {
    const goods = await paymentTypesFor({ stid: world.courier });
    const cards = await paymentTypesFor({ stid: world.courier, giftcardsonly: true });
    expect(goods).toContain('cash_on_delivery');
    expect(cards).not.toContain('cash_on_delivery');
    expect(cards).toEqual(goods.filter((provider) => provider !== 'cash_on_delivery'));

    const response = await postOrder(
      t,
      orderForm(world, { lines: [{ pid: card25, pdid: 0, qty: 1 }], ptid: world.cashOnDelivery, ...gift }),
      { key: uniqueKey() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      ptid: ['payment_not_allowed'],
    });
  });

  it('is stored with net value = total, no VAT and no shipping; the order page and mail agree', async () => {
    const email = uniqueEmail('gift-order');
    const order = await placed(email, {
      lines: [{ pid: card25, pdid: 0, qty: 2 }],
      ptid: world.bankDeposit,
      ...gift,
    });
    expect(order.details.totals).toMatchObject({
      gamt: 50,
      dsct: 0,
      shipping: 0,
      payment_fee: 0,
      net: 50,
      vat: 0,
      amt: 50,
    });
    expect(order.details.lines.map((line) => line.vat)).toEqual([0]);
    // The order-received mail (bank deposit: sent at placement) states the same total.
    const mails = (await t.services.mail.list()).filter((mail) => mail.recipient === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(formatEuros(50, 'en'));
  });
});

describe('a gift card beside another product (spec 000 §5)', () => {
  it('is refused by the cart totals, the order totals and the save, which writes nothing', async () => {
    const lines = [
      { pid: card25, pdid: 0, qty: 1 },
      { pid: world.productId, pdid: 0, qty: 1 },
    ];
    const token = await xsrf(t.app);
    const cartTotals = await t.app.inject({
      method: 'POST',
      url: '/api/el/orders/composecarttotals',
      headers: token.headers,
      payload: { lines: lines.map((line) => ({ pid: line.pid, quantity: line.qty })) },
    });
    expect(cartTotals.statusCode).toBe(400);
    expect(cartTotals.json()).toEqual({
      code: 'gift_card_exclusive',
      message: 'Η δωροκάρτα δεν μπορεί να αγοραστεί μαζί με άλλο προϊόν.',
      errors: { lines: ['gift_card_exclusive'] },
    });
    const orderTotals = await postOrder(t, orderForm(world, { lines, ptid: world.bankDeposit, ...gift }), {
      path: 'orders/composeordertotals',
    });
    expect(orderTotals.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      lines: ['gift_card_exclusive'],
    });
    const email = uniqueEmail('gift-and-goods');
    const saved = await postOrder(
      t,
      orderForm(world, { eml: email, lines, ptid: world.bankDeposit, ...gift }),
      { key: uniqueKey() },
    );
    expect(saved.statusCode).toBe(400);
    expect(saved.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      lines: ['gift_card_exclusive'],
    });
    expect((await t.services.mail.list()).filter((mail) => mail.recipient === email)).toEqual([]);
  });
});

describe('a gift card spent on goods', () => {
  it('pays the order without lowering its VAT', async () => {
    const [card] = await t.database.db
      .insert(giftCards)
      .values({ code: 'SPEND-VAT-TEST-0001', initialCents: 10_000, balanceCents: 10_000 })
      .returning();
    if (!card) throw new Error('card not inserted');
    const plain = await placed(uniqueEmail('no-card'), { ptid: world.card });
    const paid = await placed(uniqueEmail('with-card'), { ptid: world.card, gfcd: [card.code] });
    // 15.00 € of goods + 3.50 € courier, all at 24 %: the card pays 18.50 €, the VAT stays 3.58 €.
    expect(plain.details.totals).toMatchObject({ amt: 18.5, net: 14.92, vat: 3.58, dsct: 0 });
    expect(paid.details.totals).toMatchObject({ amt: 0, net: 14.92, vat: 3.58, dsct: 18.5 });
    // The card is shown apart from the discount, which it is not: no promotion and no points here.
    expect(paid.details.totals).toMatchObject({ gc_amt: 18.5, lpnt_amt: 0 });
    expect(plain.details.totals).toMatchObject({ gc_amt: 0, lpnt_amt: 0 });
  });
});
