import {
  type BoughtGiftCardList,
  type CartTotals,
  type CustomerSession,
  type OrderSaveResponse,
  OrderStatus,
  ProductType,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import {
  type CheckoutWorld,
  checkoutWorld,
  orderForm,
  postOrder,
  uniqueKey,
} from '../checkout/test-fixtures.ts';
import { signedUpCustomer, uniqueEmail } from '../customers/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { newGiftCardCode } from './gift-card-issuing.ts';

let t: TestApp;
let world: CheckoutWorld;
let buyer: CustomerSession;
let sales: string;
/** The 25 € and 50 € gift-card products of the test catalogue. */
let card25: number;
let card50: number;

const gift = (recipientEmail: string) => ({
  gfnm: 'Νίκος <b>',
  gffnm: 'Ελένη',
  gfremail: recipientEmail,
  gfmsg: 'Χρόνια πολλά!\n<script>alert(1)</script>',
});

/** Places a signed-in order for `lines`, paid by `ptid` (card unless told). */
async function place(
  lines: { pid: number; pdid: number; qty: number }[],
  recipient: string,
  options: { ptid?: number; lang?: string; session?: CustomerSession } = {},
) {
  const session = options.session ?? buyer;
  const response = await postOrder(
    t,
    orderForm(world, { lines, ptid: options.ptid ?? world.card, ...gift(recipient) }),
    { key: uniqueKey(), lang: options.lang ?? 'en', authorization: `Bearer ${session.at}` },
  );
  expect(response.statusCode, response.body).toBe(200);
  const order = response.json<OrderSaveResponse>();
  const id = await t.services.orders.reads.idOf(order.uid, { customerId: session.id });
  if (id === undefined) throw new Error('order not found');
  return { ...order, id };
}

const pay = (id: number, transactionId = `tx-${id}`) =>
  t.services.orders.markPaid(id, { provider: 'sandbox', transactionId, amountCents: 0 });

async function mailsTo(email: string) {
  return (await t.services.mail.list()).filter((mail) => mail.recipient === email);
}

async function cardsOf(orderCode: string) {
  return t.database.db
    .select()
    .from(giftCards)
    .where(eq(giftCards.orderCode, orderCode))
    .orderBy(giftCards.id);
}

async function mine(session: CustomerSession) {
  const response = await t.app.inject({
    url: '/api/el/giftcards/getforcustomer',
    headers: { authorization: `Bearer ${session.at}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BoughtGiftCardList>().items;
}

async function changeStatus(uid: string, st: OrderStatus) {
  const token = await xsrf(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/en/admin/orders/changestatus',
    headers: { ...token.headers, authorization: `Bearer ${sales}` },
    payload: { uid, st },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  world = await checkoutWorld(t);
  const cards = await t.database.db
    .select({ id: products.id, price: products.priceCents })
    .from(products)
    .where(and(eq(products.productType, ProductType.GiftCard), eq(products.isPublished, true)));
  const byPrice = (cents: number) => {
    const found = cards.find((card) => card.price === cents);
    if (!found) throw new Error(`no gift card of ${cents}`);
    return found.id;
  };
  card25 = byPrice(2500);
  card50 = byPrice(5000);
  buyer = await signedUpCustomer(t);
  sales = await signedInStaff(t, 'SalesPerson');
});
afterAll(() => t.close());

describe('gift-card codes', () => {
  it('are 16 unambiguous characters in groups of four, different every time', () => {
    const codes = Array.from({ length: 200 }, newGiftCardCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('issuing gift cards when a card order is paid', () => {
  it('issues one card per unit at the line’s value and mails the recipient once, in the buyer’s language', async () => {
    const recipient = uniqueEmail('recipient');
    const order = await place(
      [
        { pid: card25, pdid: 0, qty: 1 },
        { pid: card50, pdid: 0, qty: 1 },
      ],
      recipient,
      { lang: 'el' },
    );
    expect(await cardsOf(order.code)).toHaveLength(0);
    expect(await pay(order.id)).toBe(true);
    const cards = await cardsOf(order.code);
    expect(cards.map((card) => [card.initialCents, card.balanceCents, card.isActive])).toEqual([
      [2500, 2500, true],
      [5000, 5000, true],
    ]);
    for (const card of cards) {
      expect(card.buyerCustomerId).toBe(buyer.id);
      expect(card.recipientEmail).toBe(recipient);
      // 24 months by default (GIFT_CARD_VALIDITY_MONTHS).
      const months = ((card.expiresAt?.getTime() ?? 0) - card.createdAt.getTime()) / (30.44 * 86_400_000);
      expect(Math.round(months)).toBe(24);
    }
    const mails = await mailsTo(recipient);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Νίκος <b> σας χάρισε δωροκάρτα 75,00\s€ · /);
    expect(mail?.text).toContain('Γεια σας Ελένη,');
    expect(mail?.text).toContain('Χρόνια πολλά!');
    for (const card of cards) expect(mail?.text).toContain(card.code);
    expect(mail?.text).toContain('Ισχύει έως');
    expect(mail?.text).toContain('http://localhost:3000/');
    // The sender's name and message are text in the HTML, never markup.
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).toContain('Νίκος &lt;b&gt;');
    expect(mail?.html).not.toContain('<script>');
  });

  it('issues nothing more for a replayed payment or a second order move to Processing', async () => {
    const recipient = uniqueEmail('replay');
    const order = await place([{ pid: card25, pdid: 0, qty: 2 }], recipient);
    expect(await pay(order.id)).toBe(true);
    expect(await pay(order.id)).toBe(false);
    await changeStatus(order.uid, OrderStatus.CheckingStock);
    await changeStatus(order.uid, OrderStatus.Processing);
    expect(await cardsOf(order.code)).toHaveLength(2);
    const mails = await mailsTo(recipient);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/sent you a 50\.00\s€ gift card/);
  });

  it('issues nothing for an order that is never paid', async () => {
    const order = await place([{ pid: card25, pdid: 0, qty: 1 }], uniqueEmail('unpaid'));
    await changeStatus(order.uid, OrderStatus.Cancelled);
    expect(await cardsOf(order.code)).toHaveLength(0);
  });
});

describe('when the money of other payment kinds is in', () => {
  it('bank deposit: when staff confirm the deposit by moving the order to Processing', async () => {
    const recipient = uniqueEmail('bank');
    const order = await place([{ pid: card25, pdid: 0, qty: 1 }], recipient, { ptid: world.bankDeposit });
    expect(await cardsOf(order.code)).toHaveLength(0);
    await changeStatus(order.uid, OrderStatus.Processing);
    expect(await cardsOf(order.code)).toHaveLength(1);
    expect(await mailsTo(recipient)).toHaveLength(1);
  });
});

describe('redeeming, history and cancellation', () => {
  it('a card is redeemed through the cart totals and the order; the buyer sees balance and history', async () => {
    const order = await place([{ pid: card25, pdid: 0, qty: 2 }], uniqueEmail('redeem'));
    await pay(order.id);
    const [used, untouched] = await cardsOf(order.code);
    if (!used || !untouched) throw new Error('cards not issued');

    const friend = await signedUpCustomer(t);
    const token = await xsrf(t.app);
    const totals = await t.app.inject({
      method: 'POST',
      url: '/api/en/orders/composecarttotals',
      headers: token.headers,
      payload: { lines: [{ pid: world.productId, quantity: 1 }], gfcd: [used.code.toLowerCase()] },
    });
    expect(totals.statusCode, totals.body).toBe(200);
    const [result] = totals.json<CartTotals>().giftcards;
    expect(result).toMatchObject({ status: 'Applied', bal: 25, amt: 15 });

    const response = await postOrder(t, orderForm(world, { gfcd: [used.code], ptid: world.cashOnDelivery }), {
      key: uniqueKey(),
      authorization: `Bearer ${friend.at}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const friendOrder = response.json<OrderSaveResponse>();
    // The order took its whole total (goods, shipping, cash-on-delivery fee) from the card.
    const spent = 2500 - ((await cardsOf(order.code))[0]?.balanceCents ?? 2500);
    expect(spent).toBeGreaterThan(1500);

    const listed = await mine(buyer);
    const shown = listed.find((card) => card.cd === used.code);
    expect(shown).toMatchObject({
      amt: 25,
      bal: (2500 - spent) / 100,
      act: true,
      ocd: order.code,
      rnm: 'Ελένη',
    });
    expect(shown?.hist.map((movement) => [movement.kind, movement.amt, movement.ocd])).toEqual([
      ['issued', 25, order.code],
      // The friend's order code is the friend's: the buyer does not read it.
      ['redeemed', -spent / 100, null],
    ]);
    // The friend sees none of the buyer's cards.
    expect(await mine(friend)).toEqual([]);

    // The buyer's order is cancelled: the untouched card is withdrawn, the partly spent one stays.
    await changeStatus(order.uid, OrderStatus.Cancelled);
    const after = await mine(buyer);
    expect(after.find((card) => card.cd === untouched.code)).toMatchObject({ act: false, bal: 25 });
    expect(after.find((card) => card.cd === untouched.code)?.hist.at(-1)).toMatchObject({
      kind: 'withdrawn',
      amt: 25,
    });
    expect(after.find((card) => card.cd === used.code)).toMatchObject({
      act: true,
      bal: (2500 - spent) / 100,
    });

    // The friend's order is cancelled: the amount goes back onto the card, in its history.
    await changeStatus(friendOrder.uid, OrderStatus.Cancelled);
    const restored = (await mine(buyer)).find((card) => card.cd === used.code);
    expect(restored).toMatchObject({ bal: 25, act: true });
    expect(restored?.hist.at(-1)).toMatchObject({
      kind: 'restored',
      amt: spent / 100,
      ocd: null,
    });
  });

  it('a withdrawn card is refused by the cart', async () => {
    const order = await place([{ pid: card25, pdid: 0, qty: 1 }], uniqueEmail('withdrawn'));
    await pay(order.id);
    await changeStatus(order.uid, OrderStatus.Cancelled);
    const [card] = await cardsOf(order.code);
    const token = await xsrf(t.app);
    const totals = await t.app.inject({
      method: 'POST',
      url: '/api/en/orders/composecarttotals',
      headers: token.headers,
      payload: { lines: [{ pid: world.productId, quantity: 1 }], gfcd: [card?.code] },
    });
    expect(totals.json<CartTotals>().giftcards[0]?.status).toBe('Inactive');
  });

  it('mails the buyer when no recipient e-mail was given', async () => {
    const buyerEmail = uniqueEmail('self');
    const issued = await t.database.db.transaction((tx) =>
      t.services.giftCards.issue(tx, {
        code: `TEST-${buyerEmail}`,
        customerId: null,
        email: buyerEmail,
        language: 'en',
        buyerName: 'Maria Papadopoulou',
        gift: null,
        lines: [{ id: 1_000_000 + buyer.id, quantity: 1, unitPriceCents: 2500 }],
      }),
    );
    const [mail] = await mailsTo(buyerEmail);
    expect(mail?.subject).toMatch(/^Your gift cards worth 25\.00\s€ are ready/);
    expect(mail?.text).toContain('Hello Maria Papadopoulou,');
    expect(mail?.text).toContain(issued[0]?.code);
  });

  it('answers 401 to a guest', async () => {
    const response = await t.app.inject({ url: '/api/el/giftcards/getforcustomer' });
    expect(response.statusCode).toBe(401);
  });
});
