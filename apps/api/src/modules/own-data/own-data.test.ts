import {
  type CustomerSession,
  type OrderSaveResponse,
  OrderStatus,
  type OwnDataExport,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, appointments, customers, orders, reviews } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import {
  type CheckoutWorld,
  checkoutWorld,
  orderForm,
  postOrder,
  uniqueKey,
} from '../checkout/test-fixtures.ts';
import {
  authHeaders,
  login,
  PASSWORD,
  register,
  signedUpCustomer,
  uniqueEmail,
} from '../customers/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let world: CheckoutWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await checkoutWorld(t);
});
afterAll(() => t.close());

interface Shopper {
  session: CustomerSession;
  order: OrderSaveResponse;
  street: string;
  list: string;
}

async function call(
  session: { at: string },
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
  lang = 'el',
) {
  return t.app.inject({
    method,
    url: `/api/${lang}/${path}`,
    headers: await authHeaders(t, session),
    ...(payload ? { payload } : {}),
  });
}

/** A customer with a profile, an address, a wishlist, a cart line, a repeat purchase, a consultation, a review, a newsletter sign-up and an order. */
async function shopper(name: string): Promise<Shopper> {
  const session = await signedUpCustomer(t, uniqueEmail('own-data'));
  const street = `Οδός ${name} ${session.id}`;
  const list = `Λίστα ${name} ${session.id}`;
  const ok = async (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  await ok(
    await call(session, 'POST', 'customers/updateprofile', {
      fnm: name,
      lnm: 'Παπαδάκη',
      mob: '6912345678',
      gd: 'female',
      dob: '1985-05-05',
    }),
  );
  await ok(
    await call(session, 'POST', 'addresses/insertbycustomer', {
      tl: `Σπίτι ${name}`,
      fnm: name,
      lnm: 'Παπαδάκη',
      adr1: street,
      ctid: 1,
      crid: 1,
      ct: 'Αθήνα',
      pc: '106 79',
      mob: '6912345678',
      cmt: '',
    }),
  );
  await ok(await call(session, 'POST', 'wishlists/insert', { nm: list }));
  await ok(
    await call(session, 'POST', 'cartitems/UpdateCartPerItem', {
      pid: world.productId,
      dimension: 0,
      quantity: 2,
      action: 'add',
    }),
  );
  await ok(await call(session, 'POST', 'repeatpurchases/insert', { pid: world.productId, qty: 1, intv: 2 }));
  await t.database.db.insert(reviews).values({
    productId: world.productId,
    customerId: session.id,
    authorName: `${name} Π.`,
    title: `Πολύ καλό ${name}`,
    body: 'Το χρησιμοποιώ κάθε μέρα.',
    rating: 5,
  });
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  await t.database.db.insert(appointments).values({
    customerId: session.id,
    type: 'Online',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    topic: `Συμβουλή για ${name}`,
    language: 'el',
  });
  await t.services.newsletter.subscribe(session.eml, 'el', 'footer');
  const placed = await postOrder(
    t,
    orderForm(world, { eml: session.eml, fnm: name, lnm: 'Παπαδάκη', adr1: street }),
    { key: uniqueKey(), authorization: `Bearer ${session.at}` },
  );
  expect(placed.statusCode, placed.body).toBe(200);
  return { session, order: placed.json<OrderSaveResponse>(), street, list };
}

describe('customers/exportmydata', () => {
  it("answers the signed-in customer's data from every domain as an attachment, and nothing of another's", async () => {
    const a = await shopper('Αλκμήνη');
    const b = await shopper('Βασιλική');
    const response = await call(a.session, 'GET', 'customers/exportmydata');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="own-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<OwnDataExport>();
    expect(data.account).toMatchObject({
      id: a.session.id,
      eml: a.session.eml,
      fnm: 'Αλκμήνη',
      mob: '6912345678',
      pwd: true,
    });
    expect(data.addresses.map((row) => row.adr1)).toEqual([a.street]);
    expect(data.orders.map((row) => row.code)).toEqual([a.order.code]);
    expect(data.orders[0]?.lines.length).toBe(1);
    expect(data.orders[0]?.billing.adr1).toBe(a.street);
    expect(data.wishlists.map((row) => row.nm)).toEqual([a.list]);
    expect(data.cart.map((line) => [line.productId, line.quantity])).toEqual([[world.productId, 2]]);
    expect(data.repeatPurchases.map((row) => [row.pid, row.intv])).toEqual([[world.productId, 2]]);
    expect(data.appointments).toHaveLength(1);
    expect(JSON.stringify(data.appointments)).toContain('Συμβουλή για Αλκμήνη');
    expect(data.reviews.map((row) => row.tl)).toEqual(['Πολύ καλό Αλκμήνη']);
    expect(data.newsletter).toMatchObject({ eml: a.session.eml, st: 'pending' });
    // Points for the birth date and gender, and the order's pending points.
    expect(data.loyalty.ledger.length).toBeGreaterThan(0);
    expect(data.loyalty.ledger.some((row) => row.ocd === a.order.code)).toBe(true);
    expect(data.referrals).toEqual([]);
    expect(data.giftCards).toEqual([]);
    const text = response.body;
    for (const foreign of [b.session.eml, b.order.code, b.street, b.list, 'Βασιλική']) {
      expect(text).not.toContain(foreign);
    }
  });

  it('is refused without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/en/customers/exportmydata' });
    expect(response.statusCode).toBe(401);
  });
});

describe('customers/deleteaccount', () => {
  it('refuses a wrong password with a field error and changes nothing', async () => {
    const a = await shopper('Γαρυφαλλιά');
    const response = await call(
      a.session,
      'POST',
      'customers/deleteaccount',
      { pwd: 'Not-the-password-1' },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Invalid current password.',
      errors: { pwd: ['invalid_current_password'] },
    });
    const missing = await call(a.session, 'POST', 'customers/deleteaccount', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ pwd: ['required_field'] });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, a.session.id));
    expect(row?.email).toBe(a.session.eml);
    expect(await t.services.addresses.list(a.session.id, 'el')).toHaveLength(1);
    expect((await login(t, a.session.eml)).statusCode).toBe(200);
  });

  it('erases and anonymises the account in one go, ends its sessions, and frees the email', async () => {
    const a = await shopper('Δέσποινα');
    const b = await shopper('Ευτέρπη');
    const email = a.session.eml;
    const response = await call(a.session, 'POST', 'customers/deleteaccount', { pwd: PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(
      'Ο λογαριασμός σας διαγράφηκε. Σας στείλαμε επιβεβαίωση στο email σας.',
    );

    // The confirmation went to the address before it was erased.
    const mails = await t.services.mail.list();
    const confirmation = mails.find(
      (mail) => mail.recipient === email && mail.subject.startsWith('Ο λογαριασμός σας διαγράφηκε'),
    );
    expect(confirmation?.text).toContain('10 χρόνια');

    // The account row is anonymous and has no way in.
    const [account] = await t.database.db.select().from(customers).where(eq(customers.id, a.session.id));
    expect(account).toMatchObject({
      firstName: null,
      lastName: null,
      phone: null,
      birthDate: null,
      gender: null,
      passwordHash: null,
      googleSubject: null,
    });
    expect(account?.email).toMatch(/^deleted-\d+-[0-9a-f-]{36}@deleted\.invalid$/);
    // Staff can no longer act for it, nor reviews credit it.
    expect(await t.services.customers.exists(a.session.id)).toBe(false);
    expect(await t.services.customers.exists(b.session.id)).toBe(true);

    // The order is kept, without anyone's name, phone, street or email, and belongs to no account.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.code, a.order.code));
    expect(order?.customerId).toBeNull();
    expect(order?.email).toBe(account?.email);
    expect(order?.billing).toMatchObject({ fnm: '', lnm: '', mob: '', adr1: '', ct: 'Λάρισα', pc: '41222' });
    expect(JSON.stringify(order)).not.toContain('Δέσποινα');
    expect(JSON.stringify(order)).not.toContain(email);
    // Staff cancel it; the cancellation mails no one.
    const staffAt = await signedInStaff(t, 'SalesPerson');
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/el/admin/orders/changestatus',
      headers: await authHeaders(t, { at: staffAt }),
      payload: { uid: a.order.uid, st: OrderStatus.Cancelled, note: 'Δεν παραλήφθηκε' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await t.services.mail.list()).filter((mail) => mail.recipient === account?.email)).toEqual([]);

    expect(
      await t.database.db.select().from(addresses).where(eq(addresses.customerId, a.session.id)),
    ).toEqual([]);
    expect(await t.services.wishlists.list(a.session.id, 'el')).toEqual([]);
    expect((await t.services.cart.get(a.session.id, 'el')).items).toEqual([]);
    expect(await t.services.repeatPurchases.list(a.session.id, 'el')).toEqual([]);
    expect(await t.services.appointments.forCustomer(a.session.id, 'el')).toEqual([]);
    expect(await t.services.appointments.forCustomer(b.session.id, 'el')).toHaveLength(1);
    expect(await t.services.newsletter.statusOf(email)).toBeUndefined();
    const [review] = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.title, 'Πολύ καλό Δέσποινα'));
    expect(review).toMatchObject({ customerId: null, authorName: '' });
    const points = await t.services.loyalty.account(a.session.id);
    expect(points).toMatchObject({ pointsBalance: 0, pendingPoints: 0, tierCode: null });

    // The access token and the refresh token no longer work; neither does the password.
    expect((await call(a.session, 'GET', 'customers/getprofile')).statusCode).toBe(401);
    const token = await xsrf(t.app);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/el/account/refreshtoken',
      headers: token.headers,
      payload: { at: a.session.at, rt: a.session.rt },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(t, email)).statusCode).toBe(401);

    // Another customer's data is untouched.
    expect(await t.services.addresses.list(b.session.id, 'el')).toHaveLength(1);
    const [other] = await t.database.db.select().from(orders).where(eq(orders.code, b.order.code));
    expect(other).toMatchObject({ customerId: b.session.id, email: b.session.eml });
    expect(other?.billing.fnm).toBe('Ευτέρπη');

    // The same email registers anew, as a new account.
    expect((await register(t, email)).statusCode).toBe(200);
    const [again] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(again?.id).not.toBe(a.session.id);
  });

  it('asks an account without a password for a fresh Google sign-in', async () => {
    const a = await signedUpCustomer(t, uniqueEmail('google'));
    await t.database.db
      .update(customers)
      .set({ passwordHash: null, googleSubject: `google-${a.id}` })
      .where(eq(customers.id, a.id));
    const response = await call(a, 'POST', 'customers/deleteaccount', { pwd: PASSWORD }, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ pwd: ['google_sign_in_required'] });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, a.id));
    expect(row?.email).toBe(a.eml);
  });
});

describe('customers/withdrawconsents', () => {
  it("unsubscribes the customer's own address from the newsletter, and no one else's", async () => {
    const a = await signedUpCustomer(t, uniqueEmail('consent'));
    const b = await signedUpCustomer(t, uniqueEmail('consent'));
    await t.services.newsletter.subscribe(a.eml, 'el', 'footer');
    await t.services.newsletter.subscribe(b.eml, 'el', 'footer');
    const response = await call(a, 'POST', 'customers/withdrawconsents', undefined, 'en');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(
      'You will no longer receive the newsletter or other marketing messages.',
    );
    expect(await t.services.newsletter.statusOf(a.eml)).toBe('unsubscribed');
    expect(await t.services.newsletter.statusOf(b.eml)).toBe('pending');
    // Withdrawing twice is no error.
    expect((await call(a, 'POST', 'customers/withdrawconsents')).statusCode).toBe(200);
  });
});
