import {
  addDaysToDay,
  addMonthsToDay,
  type CustomerSession,
  type RepeatPurchase,
  type RepeatPurchaseCartLines,
  shopDateOf,
} from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, products, repeatPurchaseReminders } from '../../db/schema/index.ts';
import { createTestApp, insertTestCatalogue, type TestApp, type TestProduct } from '../../test/index.ts';
import { authHeaders, signedUpCustomer } from '../customers/test-fixtures.ts';
import { placeTestOrder } from '../orders/test-fixtures.ts';

let t: TestApp;
let plain: TestProduct[];
let sized: TestProduct;
let a: CustomerSession;
let b: CustomerSession;
beforeAll(async () => {
  t = await createTestApp();
  const catalogue = await insertTestCatalogue(t, 24);
  plain = catalogue.filter((product) => product.productType === 0 && product.dimensions.length === 0);
  sized = catalogue.find((product) => product.dimensions.length > 0) as TestProduct;
  await t.database.db.update(products).set({ isPublished: true });
  a = await signedUpCustomer(t);
  b = await signedUpCustomer(t);
});
afterAll(() => t.close());

async function call(
  session: CustomerSession | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: Record<string, unknown>,
  lang = 'el',
) {
  return t.app.inject({
    method,
    url: `/api/${lang}/${path}`,
    headers: session ? await authHeaders(t, session) : {},
    ...(payload ? { payload } : {}),
  });
}

const product = (index: number) => plain[index] as TestProduct;
const today = () => shopDateOf(new Date());
/** 09:00 UTC on a day: the same day in Athens. */
const at = (day: string) => new Date(`${day}T09:00:00Z`);

/** The reminders mailed to the address (not its account's other mails). */
async function mailsTo(email: string) {
  return (await t.services.mail.list()).filter(
    (mail) => mail.recipient === email && /επαναλαμβανόμενες αγορές|repeat purchases/.test(mail.subject),
  );
}

async function emailOf(session: CustomerSession) {
  return (await t.services.customers.mailContactsOf([session.id])).get(session.id)?.email as string;
}

describe('repeat purchases of a customer', () => {
  it('repeats a product, changes its interval, pauses, resumes, skips once and stops it', async () => {
    const created = await call(a, 'POST', 'repeatpurchases/insert', { pid: product(0).id, qty: 2, intv: 2 });
    expect(created.statusCode).toBe(200);
    const repeat = created.json<RepeatPurchase>();
    expect(repeat).toMatchObject({
      pid: product(0).id,
      dimension: 0,
      qty: 2,
      intv: 2,
      nd: addMonthsToDay(today(), 2),
      paused: false,
      nm: product(0).nameEl,
      avail: true,
    });
    expect(repeat.prc).toBeGreaterThan(0);

    const again = await call(
      a,
      'POST',
      'repeatpurchases/insert',
      { pid: product(0).id, qty: 3, intv: 1 },
      'en',
    );
    expect(again.json<RepeatPurchase>()).toMatchObject({
      id: repeat.id,
      qty: 3,
      intv: 1,
      nm: product(0).nameEn,
    });

    const longer = await call(a, 'PUT', 'repeatpurchases/update', { id: repeat.id, intv: 3 });
    expect(longer.json<RepeatPurchase>()).toMatchObject({ intv: 3, nd: addMonthsToDay(today(), 3) });

    const paused = await call(a, 'PUT', 'repeatpurchases/update', { id: repeat.id, paused: true });
    expect(paused.json<RepeatPurchase>().paused).toBe(true);
    const resumed = await call(a, 'PUT', 'repeatpurchases/update', { id: repeat.id, paused: false, qty: 1 });
    expect(resumed.json<RepeatPurchase>()).toMatchObject({ paused: false, qty: 1 });

    const skipped = await call(a, 'POST', 'repeatpurchases/skipnext', { id: repeat.id });
    expect(skipped.json<RepeatPurchase>().nd).toBe(addMonthsToDay(addMonthsToDay(today(), 3), 3));

    const listed = await call(a, 'GET', 'repeatpurchases/getforcustomer');
    expect(listed.json<{ items: RepeatPurchase[] }>().items.map((item) => item.id)).toContain(repeat.id);

    expect((await call(a, 'DELETE', `repeatpurchases/delete?id=${repeat.id}`)).statusCode).toBe(204);
    expect((await call(a, 'DELETE', `repeatpurchases/delete?id=${repeat.id}`)).statusCode).toBe(404);
  });

  it("answers another customer's repeat as none, and a guest 401", async () => {
    const repeat = (
      await call(a, 'POST', 'repeatpurchases/insert', { pid: product(1).id, qty: 1, intv: 1 })
    ).json<RepeatPurchase>();
    for (const [method, path, payload] of [
      ['PUT', 'repeatpurchases/update', { id: repeat.id, paused: true }],
      ['POST', 'repeatpurchases/skipnext', { id: repeat.id }],
      ['DELETE', `repeatpurchases/delete?id=${repeat.id}`, undefined],
    ] as const) {
      const response = await call(b, method, path, payload);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message).toBe('Η επαναλαμβανόμενη αγορά δεν βρέθηκε.');
      expect([401, 403], path).toContain((await call(null, method, path, payload)).statusCode);
    }
    expect((await call(b, 'GET', 'repeatpurchases/getforcustomer')).json()).toEqual({ items: [] });
    const mine = (await call(a, 'GET', 'repeatpurchases/getforcustomer')).json<{ items: RepeatPurchase[] }>();
    expect(mine.items.find((item) => item.id === repeat.id)).toMatchObject({ paused: false, intv: 1 });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = (await call(a, 'GET', 'repeatpurchases/getforcustomer')).body;
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['repeatpurchases/insert', { pid: product(2).id, qty: 1, intv: 4 }, 'intv', 'invalid_interval'],
      ['repeatpurchases/insert', { pid: product(2).id, qty: 0, intv: 1 }, 'qty', 'invalid_quantity'],
      ['repeatpurchases/insert', { pid: 'x', qty: 1, intv: 1 }, 'pid', 'required_field'],
      ['repeatpurchases/insert', { pid: sized.id, qty: 1, intv: 1 }, 'dimension', 'required_field'],
      ['repeatpurchases/insertfromorder', { uid: '', intv: 1 }, 'uid', 'required_field'],
    ];
    for (const [path, payload, field, code] of cases) {
      const response = await call(a, 'POST', path, payload, 'en');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors?.[field], JSON.stringify(payload)).toContain(code);
    }
    const bad = await call(a, 'PUT', 'repeatpurchases/update', { id: 1, intv: 0 });
    expect(bad.json().errors).toEqual({ intv: ['invalid_interval'] });
    expect((await call(a, 'GET', 'repeatpurchases/getforcustomer')).body).toBe(before);
  });

  it('repeats the lines of an own order, never of someone else’s', async () => {
    const placed = await placeTestOrder(
      t,
      { lines: [{ pid: product(3).id, quantity: 2 }] },
      { customerId: b.id, email: await emailOf(b) },
    );
    expect(
      (await call(a, 'POST', 'repeatpurchases/insertfromorder', { uid: placed.uid, intv: 2 })).statusCode,
    ).toBe(404);
    const response = await call(b, 'POST', 'repeatpurchases/insertfromorder', { uid: placed.uid, intv: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ items: RepeatPurchase[] }>().items).toEqual([
      expect.objectContaining({ pid: product(3).id, qty: 2, intv: 2, nd: addMonthsToDay(today(), 2) }),
    ]);
    await call(
      b,
      'DELETE',
      `repeatpurchases/delete?id=${response.json<{ items: RepeatPurchase[] }>().items[0]?.id}`,
    );
  });
});

describe('the reminder sweep', () => {
  it('mails each customer once in their language, names what is no longer sold, and the link fills the cart', async () => {
    const greek = await signedUpCustomer(t);
    const english = await signedUpCustomer(t);
    await t.database.db.update(customers).set({ language: 'en' }).where(eq(customers.id, english.id));
    const [first, second, gone] = [product(4), product(5), product(6)];
    for (const session of [greek, english]) {
      await call(session, 'POST', 'repeatpurchases/insert', { pid: first.id, qty: 2, intv: 1 });
      await call(session, 'POST', 'repeatpurchases/insert', { pid: second.id, qty: 1, intv: 1 });
      await call(session, 'POST', 'repeatpurchases/insert', { pid: gone.id, qty: 1, intv: 1 });
    }
    const paused = await signedUpCustomer(t);
    const pausedRepeat = (
      await call(paused, 'POST', 'repeatpurchases/insert', { pid: first.id, qty: 1, intv: 1 })
    ).json<RepeatPurchase>();
    await call(paused, 'PUT', 'repeatpurchases/update', { id: pausedRepeat.id, paused: true });
    await t.database.db.update(products).set({ isPublished: false }).where(eq(products.id, gone.id));

    const due = addMonthsToDay(today(), 1);
    expect(await t.services.repeatPurchases.remindDue(at(addDaysToDay(due, -4)))).toBe(0);
    expect(await t.services.repeatPurchases.remindDue(at(addDaysToDay(due, -3)))).toBeGreaterThanOrEqual(2);
    expect(await t.services.repeatPurchases.remindDue(at(addDaysToDay(due, -2)))).toBe(0);

    const [greekMail] = await mailsTo(await emailOf(greek));
    expect(await mailsTo(await emailOf(greek))).toHaveLength(1);
    expect(greekMail?.subject).toContain('Ήρθε η ώρα για τις επαναλαμβανόμενες αγορές σας');
    expect(greekMail?.text).toContain(`2 τεμ. ${first.nameEl}`);
    expect(greekMail?.text).toContain(`${gone.nameEl}: δεν διατίθεται πια`);
    expect(greekMail?.text).not.toContain(first.nameEn);
    const [englishMail] = await mailsTo(await emailOf(english));
    expect(englishMail?.subject).toContain('Your repeat purchases are due');
    expect(englishMail?.text).toContain(`2 pcs ${first.nameEn}`);
    expect(englishMail?.text).toContain(`${gone.nameEn}: no longer available`);
    expect(englishMail?.text).toContain('/en/profile/repeat-purchases');
    expect(await mailsTo(await emailOf(paused))).toHaveLength(0);

    const mine = (await call(greek, 'GET', 'repeatpurchases/getforcustomer')).json<{
      items: RepeatPurchase[];
    }>();
    expect(mine.items.map((item) => item.nd)).toEqual([due, due, due].map((day) => addMonthsToDay(day, 1)));
    expect(mine.items.find((item) => item.pid === gone.id)).toMatchObject({ avail: false, prc: null });

    const token = /\/repeat\/([^\s"]+)/.exec(greekMail?.text ?? '')?.[1] as string;
    const lines = await call(null, 'GET', `repeatpurchases/getcartlines?token=${token}`);
    expect(lines.statusCode).toBe(200);
    expect(lines.json<RepeatPurchaseCartLines>().items).toEqual([
      { pid: first.id, dimension: 0, qty: 2 },
      { pid: second.id, dimension: 0, qty: 1 },
    ]);
    // The storefront merges the lines into the signed-in cart (a guest's go into the browser's).
    const filled = await call(greek, 'POST', 'cartitems/updateCustomerCart', {
      items: lines
        .json<RepeatPurchaseCartLines>()
        .items.map((item) => ({ pid: item.pid, pdid: item.dimension, qty: item.qty })),
      mode: 'merge',
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(
      (await t.services.cart.get(greek.id, 'el')).items.map((item) => [item.productId, item.quantity]),
    ).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    const forged = `${token.slice(0, -2)}xx`;
    const refused = await call(null, 'GET', `repeatpurchases/getcartlines?token=${forged}`, undefined, 'en');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('The reminder link is not valid or has expired.');
    await expect(
      t.services.repeatPurchases.cartLinesOf(token, at(addDaysToDay(due, 40))),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the reminder sweep under concurrency (PostgreSQL)', () => {
  it('mails a reminder once when two sweeps run at the same time', async () => {
    const customer = await signedUpCustomer(t);
    await call(customer, 'POST', 'repeatpurchases/insert', { pid: product(7).id, qty: 1, intv: 3 });
    await call(customer, 'POST', 'repeatpurchases/insert', { pid: product(8).id, qty: 1, intv: 3 });
    const when = at(addDaysToDay(addMonthsToDay(today(), 3), -1));
    await Promise.all([
      t.services.repeatPurchases.remindDue(when),
      t.services.repeatPurchases.remindDue(when),
      t.services.repeatPurchases.remindDue(when),
    ]);
    expect(await mailsTo(await emailOf(customer))).toHaveLength(1);
    const ids = (await call(customer, 'GET', 'repeatpurchases/getforcustomer'))
      .json<{ items: RepeatPurchase[] }>()
      .items.map((item) => item.id);
    const reminders = await t.database.db
      .select()
      .from(repeatPurchaseReminders)
      .where(inArray(repeatPurchaseReminders.repeatPurchaseId, ids));
    expect(reminders).toHaveLength(2);
    expect(new Set(reminders.map((row) => row.mailKey)).size).toBe(1);
  });
});
