import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  abandonedCartReminders,
  abandonedCarts,
  cartItems,
  newsletterSubscriptions,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import {
  type CheckoutWorld,
  checkoutWorld,
  orderForm,
  postOrder,
  uniqueKey,
} from '../checkout/test-fixtures.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let world: CheckoutWorld;
let addresses = 0;

beforeAll(async () => {
  t = await createTestApp();
  world = await checkoutWorld(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const later = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR);

/** A fresh address, with marketing consent (a confirmed newsletter subscription) unless told otherwise. */
async function shopper(consent = true): Promise<string> {
  addresses += 1;
  const email = `cart-${addresses}-${process.pid}@example.gr`;
  if (consent) {
    await t.database.db
      .insert(newsletterSubscriptions)
      .values({ email, status: 'confirmed', source: 'footer', confirmedAt: new Date(), language: 'en' });
  }
  return email;
}

const sweep = (at: Date) => t.services.abandonedCarts.sweep(at);

/** The cart reminders mailed to the address. */
async function remindersTo(email: string) {
  return (await t.services.mail.list(500)).filter(
    (mail) => mail.recipient === email && /cart|καλάθι/.test(mail.subject),
  );
}

const linkIn = (text: string) => /\/cart\/restore\/([^\s"<]+)/.exec(text)?.[1] ?? '';

const cartLines = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/en/abandonedcarts/cartlines?token=${encodeURIComponent(token)}` });

describe('abandoned cart reminders', () => {
  it('reminds a guest once after the delay and once more after 24 hours, at today’s prices, with one-click unsubscribe', async () => {
    const email = await shopper();
    const left = new Date();
    const token = await xsrf(t.app);
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/en/abandonedcarts/guest',
      headers: token.headers,
      payload: { eml: email.toUpperCase(), items: [{ pid: world.productId, dimension: 0, qty: 2 }] },
    });
    expect(recorded.statusCode, recorded.body).toBe(204);

    expect(await sweep(later(left, 1.5))).toBe(0);
    expect(await sweep(later(left, 2.1))).toBe(1);
    expect(await sweep(later(left, 2.2))).toBe(0);
    const [first] = await remindersTo(email);
    expect(first?.subject).toContain('You left something in your cart');
    // 2 × 15.00 € at today's price.
    expect(first?.text).toMatch(/: 30\.00\s€\n/u);
    expect(first?.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/en\/newslettersubscriptions\/unsubscribe\?token=/m,
    );
    expect(first?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(first?.text).toContain('http://localhost:3000/en/newsletter-unsubscribe/');

    // The link restores the lines, on any device: nothing but the token is needed.
    const restored = await cartLines(linkIn(first?.text ?? ''));
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ items: [{ pid: world.productId, dimension: 0, qty: 2 }] });

    expect(await sweep(later(left, 23))).toBe(0);
    expect(await sweep(later(left, 24.5))).toBe(1);
    expect(await sweep(later(left, 48))).toBe(0);
    const both = await remindersTo(email);
    expect(both.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Your cart is still waiting'),
      expect.stringContaining('You left something in your cart'),
    ]);
  });

  it('sends nothing without marketing consent, or after the address withdrew it', async () => {
    const email = await shopper(false);
    const left = new Date();
    await t.services.abandonedCarts.recordGuestCart(
      email,
      'el',
      [{ pid: world.productId, dimension: 0, qty: 1 }],
      left,
    );
    expect(await sweep(later(left, 3))).toBe(0);
    expect(await remindersTo(email)).toEqual([]);

    const withdrawn = await shopper();
    await t.database.db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscriptions.email, withdrawn));
    await t.services.abandonedCarts.recordGuestCart(
      withdrawn,
      'el',
      [{ pid: world.productId, dimension: 0, qty: 1 }],
      left,
    );
    expect(await sweep(later(left, 3))).toBe(0);
    expect(await remindersTo(withdrawn)).toEqual([]);
  });

  it('sends nothing once the shopper ordered; an order after a reminder counts as recovered', async () => {
    const ordered = await shopper();
    const left = new Date(Date.now() - 60_000);
    await t.services.abandonedCarts.recordGuestCart(
      ordered,
      'en',
      [{ pid: world.productId, dimension: 0, qty: 1 }],
      left,
    );
    const placed = await postOrder(t, orderForm(world, { eml: ordered }), { key: uniqueKey() });
    expect(placed.statusCode, placed.body).toBe(200);
    // As if the order's listener had not run yet (placed between a sweep's claim and its mail):
    // the sweep itself still finds the order.
    await t.database.db
      .update(abandonedCarts)
      .set({ closedAt: null })
      .where(eq(abandonedCarts.email, ordered));
    expect(await sweep(later(left, 3))).toBe(0);
    expect(await sweep(later(left, 25))).toBe(0);
    expect(await remindersTo(ordered)).toEqual([]);

    const reminded = await shopper();
    await t.services.abandonedCarts.recordGuestCart(
      reminded,
      'en',
      [{ pid: world.productId, dimension: 0, qty: 3 }],
      left,
    );
    expect(await sweep(later(left, 2.5))).toBe(1);
    const before = await staffStats();
    const again = await postOrder(t, orderForm(world, { eml: reminded }), { key: uniqueKey() });
    expect(again.statusCode, again.body).toBe(200);
    expect(await sweep(later(left, 26))).toBe(0);
    expect(await remindersTo(reminded)).toHaveLength(1);
    // The order's listener runs once the order is committed.
    await expect.poll(async () => (await staffStats()).recovered - before.recovered).toBe(1);
    const after = await staffStats();
    expect(after.revenue - before.revenue).toBeGreaterThan(0);
    expect(after.sent).toBe(before.sent);
  });

  it('reminds a signed-in customer of the cart kept on the server, and not once the cart is emptied', async () => {
    const customer = await signedUpCustomer(t);
    const email = (
      (await t.services.customers.mailContactsOf([customer.id])).get(customer.id)?.email ?? ''
    ).toLowerCase();
    await t.database.db
      .insert(newsletterSubscriptions)
      .values({ email, status: 'confirmed', source: 'footer', confirmedAt: new Date() });
    const left = new Date(Date.now() - 3 * HOUR);
    await t.database.db
      .insert(cartItems)
      .values({ customerId: customer.id, productId: world.productId, quantity: 1, updatedAt: left });
    expect(await sweep(new Date())).toBe(1);
    expect(await remindersTo(email)).toHaveLength(1);

    await t.database.db.delete(cartItems).where(eq(cartItems.customerId, customer.id));
    expect(await sweep(later(left, 25))).toBe(0);
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it('refuses a forged or expired link', async () => {
    const email = await shopper();
    const left = new Date();
    await t.services.abandonedCarts.recordGuestCart(
      email,
      'en',
      [{ pid: world.productId, dimension: 0, qty: 1 }],
      left,
    );
    await sweep(later(left, 3));
    const token = linkIn((await remindersTo(email))[0]?.text ?? '');
    const [key, expires, mac] = token.split('.');
    expect((await cartLines(`${key}.${Number(expires) + 86_400}.${mac}`)).statusCode).toBe(404);
    expect((await cartLines(`${key}.${expires}.${mac?.slice(1)}A`)).statusCode).toBe(404);
    await expect(t.services.abandonedCarts.cartLinesOf(token, later(left, 15 * 24))).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('shows staff the reminders sent, carts recovered and revenue recovered of a period', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/en/admin/abandoned-carts/stats?from=2026-01-01&to=2026-01-31',
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/en/admin/abandoned-carts/stats?from=2026-02-01&to=2026-01-31',
      headers: { authorization: `Bearer ${await signedInStaff(t, 'Inspector')}` },
    });
    expect(bad.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/en/admin/abandoned-carts/stats?from=2020-01-01&to=2020-01-31',
      headers: { authorization: `Bearer ${await signedInStaff(t, 'Inspector')}` },
    });
    expect(none.json()).toEqual({ sent: 0, recovered: 0, revenue: 0 });
  });
});

async function staffStats(): Promise<{ sent: number; recovered: number; revenue: number }> {
  const year = new Date().getUTCFullYear();
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/en/admin/abandoned-carts/stats?from=${year - 1}-01-01&to=${year + 1}-12-31`,
    headers: { authorization: `Bearer ${await signedInStaff(t, 'Inspector')}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe.runIf(process.env.TEST_DATABASE_URL)('the reminder sweep under concurrency (PostgreSQL)', () => {
  it('three sweeps at once send one reminder per cart and reminder', async () => {
    const left = new Date();
    // Only this test's carts are open.
    await t.database.db.update(abandonedCarts).set({ closedAt: left }).where(isNull(abandonedCarts.closedAt));
    const emails = await Promise.all(Array.from({ length: 12 }, () => shopper()));
    for (const email of emails) {
      await t.services.abandonedCarts.recordGuestCart(
        email,
        'el',
        [{ pid: world.productId, dimension: 0, qty: 1 }],
        left,
      );
    }
    const first = await Promise.all([
      sweep(later(left, 2.5)),
      sweep(later(left, 2.5)),
      sweep(later(left, 2.5)),
    ]);
    expect(first.reduce((sum, mails) => sum + mails, 0)).toBe(12);
    const second = await Promise.all([
      sweep(later(left, 25)),
      sweep(later(left, 25)),
      sweep(later(left, 25)),
    ]);
    expect(second.reduce((sum, mails) => sum + mails, 0)).toBe(12);
    for (const email of emails) expect(await remindersTo(email)).toHaveLength(2);
    const carts = await t.database.db.select({ id: abandonedCarts.id }).from(abandonedCarts);
    const reminders = await t.database.db.select().from(abandonedCartReminders);
    expect(reminders.length).toBeLessThanOrEqual(carts.length * 2);
  });
});
