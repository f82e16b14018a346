import {
  type CustomerCoupon,
  type CustomerSession,
  OrderStatus,
  type ReferAFriendResponse,
  type Referral,
} from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, loyaltyTransactions, mailOutbox, referralInvitations } from '../../db/schema/index.ts';
import { createTestApp, insertPlainTestProduct, type TestApp, xsrf } from '../../test/index.ts';
import {
  guidMailedTo,
  login,
  PASSWORD,
  signedUpCustomer,
  uniqueEmail,
  uniqueIp,
} from '../customers/test-fixtures.ts';
import { placeTestOrder } from '../orders/test-fixtures.ts';

/** Refer a friend: the invitation, its mail, registering with its code and the first completed order's rewards. */

const INVITES_PER_HOUR = 4;
let t: TestApp;
let product: number;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      REFERRAL_INVITES_PER_HOUR: String(INVITES_PER_HOUR),
      LOYALTY_REFER_A_FRIEND_POINTS: '200',
      LOYALTY_ACCEPT_REFER_A_FRIEND_POINTS: '100',
      REFERRAL_COUPON_DAYS: '60',
      LOYALTY_POINTS_PER_EURO: '0',
      PRICING_RULES_CACHE_SECONDS: '0',
    },
  });
  product = await insertPlainTestProduct(t, { stock: 100 });
});
afterAll(() => t.close());

const db = () => t.database.db;

function invite(session: CustomerSession | null, query: Record<string, string>, lang = 'el') {
  return t.app.inject({
    method: 'GET',
    url: `/api/${lang}/customers/referafriend?${new URLSearchParams(query)}`,
    headers: session ? { authorization: `Bearer ${session.at}` } : {},
  });
}

async function invited(session: CustomerSession, email: string, lang = 'el') {
  const response = await invite(session, { email, comments: 'Δοκίμασέ το!' }, lang);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReferAFriendResponse>();
}

async function listOf(session: CustomerSession): Promise<Referral[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/el/referrals/getforcustomer',
    headers: { authorization: `Bearer ${session.at}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Referral[]>();
}

const mailsTo = (email: string) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);

/** Registers `email` from the invitation's link (with `ref`), opens the verification link and signs in. */
async function registerWithRef(email: string, ref: string): Promise<CustomerSession> {
  const token = await xsrf(t.app);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/el/customers/register',
    headers: token.headers,
    remoteAddress: uniqueIp(),
    payload: { eml: email, pwd: PASSWORD, cpwd: PASSWORD, trm: true, fnm: 'Γιώργος', lnm: 'Φίλος', ref },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const guid = await guidMailedTo(t, email, 'verifyregistration');
  await t.app.inject({ method: 'GET', url: `/api/el/customers/verifyregistration?guid=${guid}` });
  return (await login(t, email)).json<CustomerSession>();
}

async function points(customerId: number) {
  return db()
    .select({
      kind: loyaltyTransactions.kind,
      source: loyaltyTransactions.source,
      points: loyaltyTransactions.approvedPoints,
    })
    .from(loyaltyTransactions)
    .where(
      and(
        eq(loyaltyTransactions.customerId, customerId),
        inArray(loyaltyTransactions.kind, ['ReferAFriend', 'AcceptReferAFriend']),
      ),
    )
    .orderBy(loyaltyTransactions.id);
}

async function completedOrder(customer: CustomerSession) {
  const placed = await placeTestOrder(
    t,
    { lines: [{ pid: product, quantity: 1 }] },
    { customerId: customer.id, email: customer.eml },
  );
  for (const status of [OrderStatus.Processing, OrderStatus.InDelivery, OrderStatus.Completed]) {
    await t.services.orders.changeStatus(placed.id, status, { actor: { kind: 'staff', id: null } });
  }
  return placed;
}

describe('GET /api/{lang}/customers/referafriend', () => {
  it('refuses one’s own, an existing customer’s and a bad address on the field, storing and mailing nothing', async () => {
    const sender = await signedUpCustomer(t);
    const other = await signedUpCustomer(t);
    const mailedBefore = (await mailsTo(other.eml)).length;
    const cases: [Record<string, string>, string, string][] = [
      [
        { email: sender.eml.toUpperCase() },
        'referral_own_email',
        'Δεν μπορείτε να προσκαλέσετε τον εαυτό σας.',
      ],
      [
        { email: ` ${other.eml} ` },
        'referral_existing_customer',
        'Υπάρχει ήδη λογαριασμός με αυτό το email.',
      ],
      [{ email: 'friend@example' }, 'invalid_email', expect.any(String)],
      [{ email: '  ' }, 'required_field', expect.any(String)],
      [{}, 'required_field', expect.any(String)],
    ];
    for (const [query, code, message] of cases) {
      const response = await invite(sender, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: { email: [code] } });
    }
    const english = await invite(sender, { email: sender.eml }, 'en');
    expect(english.json().message).toBe('You cannot invite yourself.');
    expect(
      await db().select().from(referralInvitations).where(eq(referralInvitations.senderId, sender.id)),
    ).toEqual([]);
    expect(await mailsTo(other.eml)).toHaveLength(mailedBefore);
  });

  it('needs a signed-in customer', async () => {
    expect((await invite(null, { email: uniqueEmail('friend') })).statusCode).toBe(401);
  });

  it('mails the link in the sender’s language and answers the code; the same address again re-sends it', async () => {
    const sender = await signedUpCustomer(t);
    const friend = uniqueEmail('friend');
    const sent = await invited(sender, friend);
    expect(sent.cd).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    const url = `${t.config.publicUrl}/register?ref=${sent.cd}`;
    expect(sent.url).toBe(url);
    const [mail] = await mailsTo(friend);
    expect(mail?.subject).toMatch(/^Μαρία Παπαδοπούλου σας προσκαλεί · /);
    expect(mail?.text).toContain(url);
    expect(mail?.text).toContain('Δοκίμασέ το!');
    expect(mail?.html).toContain(`href="${url}"`);

    const again = await invited(sender, friend.toUpperCase(), 'en');
    expect(again.cd).toBe(sent.cd);
    expect(again.url).toBe(`${t.config.publicUrl}/en/register?ref=${sent.cd}`);
    const mails = await mailsTo(friend);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/invites you/);
    const rows = await db()
      .select()
      .from(referralInvitations)
      .where(eq(referralInvitations.senderId, sender.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: friend, mailCount: 2, language: 'en' });
  });

  it('limits each customer to the configured invitations an hour, refused ones included', async () => {
    const sender = await signedUpCustomer(t);
    expect((await invite(sender, { email: sender.eml })).statusCode).toBe(400);
    for (let index = 1; index < INVITES_PER_HOUR; index += 1) await invited(sender, uniqueEmail('friend'));
    const limited = await invite(sender, { email: uniqueEmail('friend') });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another customer is not held back.
    await invited(await signedUpCustomer(t), uniqueEmail('friend'));
  });
});

describe('registering with the code and the first completed order', () => {
  it('links the friend, rewards both once with the first completed order, and the friend gets the 30 % coupon', async () => {
    const sender = await signedUpCustomer(t);
    const friendEmail = uniqueEmail('friend');
    const { cd } = await invited(sender, friendEmail);
    expect((await listOf(sender)).map((item) => [item.cd, item.state])).toEqual([[cd, 'sent']]);

    const friend = await registerWithRef(friendEmail, cd.toLowerCase());
    const [linked] = await listOf(sender);
    expect(linked).toMatchObject({ cd, eml: friendEmail, state: 'registered', rewarded: null });
    expect(linked?.registered).not.toBeNull();

    const first = await completedOrder(friend);
    const source = `referral:${cd}`;
    expect(await points(sender.id)).toEqual([{ kind: 'ReferAFriend', source, points: 200 }]);
    expect(await points(friend.id)).toEqual([{ kind: 'AcceptReferAFriend', source, points: 100 }]);
    const wallet = await t.app.inject({
      method: 'GET',
      url: '/api/en/customercoupons/getforcustomer?excludeInActive=true',
      headers: { authorization: `Bearer ${friend.at}` },
    });
    const coupons = wallet.json<CustomerCoupon[]>();
    expect(coupons).toHaveLength(1);
    expect(coupons[0]).toMatchObject({ reason: 'Referral', pct: 30, state: 'active', used: false });
    const days = (Date.parse(coupons[0]?.to ?? '') - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(60);
    expect((await listOf(sender))[0]).toMatchObject({ state: 'rewarded' });

    // A replayed completion and a second completed order change nothing.
    await db().transaction((tx) =>
      t.services.referrals.orderCompleted(tx, { customerId: friend.id, code: first.code }),
    );
    await completedOrder(friend);
    expect(await points(sender.id)).toHaveLength(1);
    expect(await points(friend.id)).toHaveLength(1);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/el/customercoupons/getforcustomer',
      headers: { authorization: `Bearer ${friend.at}` },
    });
    expect(after.json()).toHaveLength(1);
  });

  it('ignores an unknown code, one another account took, and gives an uninvited customer nothing', async () => {
    const sender = await signedUpCustomer(t);
    const { cd } = await invited(sender, uniqueEmail('friend'));
    const first = await registerWithRef(uniqueEmail('first'), cd);
    const second = await registerWithRef(uniqueEmail('second'), cd);
    const stranger = await registerWithRef(uniqueEmail('stranger'), 'NOSUCHCODE');
    const [row] = await db().select().from(referralInvitations).where(eq(referralInvitations.code, cd));
    expect(row?.inviteeId).toBe(first.id);
    const [stored] = await db().select().from(customers).where(eq(customers.id, stranger.id));
    expect(stored?.referredByCode).toBe('NOSUCHCODE');
    await completedOrder(second);
    await completedOrder(stranger);
    expect(await points(sender.id)).toEqual([]);
    expect(await points(second.id)).toEqual([]);
    expect(await points(stranger.id)).toEqual([]);
  });
});

describe('GET /api/{lang}/referrals/getforcustomer', () => {
  it("lists the caller's invitations only", async () => {
    const maria = await signedUpCustomer(t);
    const nikos = await signedUpCustomer(t);
    const { cd } = await invited(maria, uniqueEmail('friend'));
    expect((await listOf(maria)).map((item) => item.cd)).toEqual([cd]);
    expect(await listOf(nikos)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/el/referrals/getforcustomer' })).statusCode).toBe(
      401,
    );
  });

  it('tells what an invitation earns', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/el/referrals/getterms' });
    expect(response.json()).toEqual({
      sender_points: 200,
      friend_points: 100,
      coupon_pct: 30,
      coupon_days: 60,
    });
  });
});
