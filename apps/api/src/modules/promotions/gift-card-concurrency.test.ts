import { type OrderSaveResponse, ProductType } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardMovements, giftCards, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import {
  type CheckoutWorld,
  checkoutWorld,
  orderForm,
  postOrder,
  uniqueKey,
} from '../checkout/test-fixtures.ts';
import { uniqueEmail } from '../customers/test-fixtures.ts';

/**
 * Replayed "paid" notifications racing on a real PostgreSQL server (`TEST_DATABASE_URL`), where
 * transactions run in parallel; PGlite runs one at a time and could not lose the race.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('gift-card issuing under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let world: CheckoutWorld;
  let card25: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '60' } });
    world = await checkoutWorld(t);
    const [card] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.productType, ProductType.GiftCard), eq(products.priceCents, 2500)));
    if (!card) throw new Error('no 25 € gift card');
    card25 = card.id;
  });
  afterAll(() => t.close());

  async function placed(recipient: string) {
    const response = await postOrder(
      t,
      orderForm(world, {
        eml: uniqueEmail('racing-buyer'),
        lines: [{ pid: card25, pdid: 0, qty: 2 }],
        ptid: world.card,
        gfnm: 'Nikos',
        gffnm: 'Eleni',
        gfremail: recipient,
        gfmsg: '',
      }),
      { key: uniqueKey() },
    );
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<OrderSaveResponse>();
    const id = await t.services.orders.idOf(order.uid);
    if (id === undefined) throw new Error('order not found');
    return { ...order, id };
  }

  async function issuedFor(orderCode: string, recipient: string) {
    const cards = await t.database.db.select().from(giftCards).where(eq(giftCards.orderCode, orderCode));
    const movements = await t.database.db
      .select()
      .from(giftCardMovements)
      .where(eq(giftCardMovements.orderCode, orderCode));
    const mails = (await t.services.mail.list()).filter((mail) => mail.recipient === recipient);
    return { cards: cards.length, movements: movements.length, mails: mails.length };
  }

  it('10 simultaneous "paid" for one order issue the two cards of one issuing and one mail', async () => {
    const recipient = uniqueEmail('racing-recipient');
    const order = await placed(recipient);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.services.orders.markPaid(order.id, {
          provider: 'sandbox',
          transactionId: `tx-${order.id}`,
          amountCents: 5000,
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await issuedFor(order.code, recipient)).toEqual({ cards: 2, movements: 2, mails: 1 });
  });

  it('10 simultaneous issuings of the same lines, past the order’s status guard, still issue once', async () => {
    const recipient = uniqueEmail('racing-direct');
    const order = await placed(recipient);
    const [row] = await t.database.db.select().from(giftCards).where(eq(giftCards.orderCode, order.code));
    expect(row).toBeUndefined();
    const issuing = {
      code: order.code,
      customerId: null,
      email: 'buyer@example.gr',
      language: 'el' as const,
      buyerName: 'Nikos',
      gift: { senderName: 'Nikos', recipientName: 'Eleni', recipientEmail: recipient, message: '' },
      lines: [{ id: 900_000_000 + order.id, quantity: 2, unitPriceCents: 2500 }],
    };
    const issued = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.database.db.transaction((tx) => t.services.giftCards.issue(tx, issuing)),
      ),
    );
    expect(issued.map((cards) => cards.length).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    expect(await issuedFor(order.code, recipient)).toEqual({ cards: 2, movements: 2, mails: 1 });
  });
});
