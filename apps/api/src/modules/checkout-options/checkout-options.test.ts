import type { CheckoutPaymentType, CheckoutShippingType, ParcelLocker, TakeawayStore } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutDemo } from '../../db/seed/checkout-demo.ts';
import { fakeFetch, readFixture } from '../../test/fake-fetch.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { BoxNowClient } from './boxnow-client.ts';
import { ParcelLockerDirectory } from './lockers.ts';

let t: TestApp;
let shipping: CheckoutShippingType[];

const get = (url: string) => t.app.inject({ method: 'GET', url });
const byCode = (code: string) => {
  const found = shipping.find((type) => type.cd === code);
  if (!found) throw new Error(`no shipping type ${code}`);
  return found;
};

beforeAll(async () => {
  t = await createTestApp();
  await seedCheckoutDemo(t.database.db);
  shipping = (await get('/api/en/shippingtypes/getallfront')).json<{ items: CheckoutShippingType[] }>().items;
});
afterAll(() => t.close());

describe('takeaway stores', () => {
  it('lists Lamia and Larissa with address, phone, hours and coordinates in the language asked', async () => {
    const el = (await get('/api/el/takeawaystores/getallfront')).json<{ items: TakeawayStore[] }>().items;
    expect(el.map((store) => store.ct)).toEqual(['Λαμία', 'Λάρισα']);
    expect(el[0]).toMatchObject({
      pc: '35100',
      tel: '+30 22310 12345',
      hours: ['Δευτέρα-Παρασκευή 08:00-21:00', 'Σάββατο 08:30-15:00'],
    });
    const en = await get(`/api/en/takeawaystores/findstorebyid?id=${el[1]?.id}`);
    expect(en.statusCode).toBe(200);
    expect(en.json<TakeawayStore>()).toMatchObject({ nm: 'Larissa pharmacy', ct: 'Larissa', lat: 39.639 });
    expect((await get('/api/en/takeawaystores/findstorebyid?id=999999')).statusCode).toBe(404);
    expect((await get('/api/en/takeawaystores/findstorebyid?id=abc')).statusCode).toBe(400);
  });
});

describe('shipping types', () => {
  it('offers courier (with an island surcharge), a parcel locker and takeaway', async () => {
    expect(shipping.map((type) => [type.cd, type.kind, type.cost, type.island_surcharge])).toEqual([
      ['courier', 'courier', 3.5, 3],
      ['boxnow-locker', 'locker', 2.5, 0],
      ['takeaway', 'takeaway', 0, 0],
    ]);
    const one = await get(`/api/el/shippingtypes/getbyid?id=${byCode('courier').id}`);
    expect(one.json<CheckoutShippingType>()).toMatchObject({
      nm: 'Αποστολή με courier',
      free_above_threshold: true,
    });
    expect((await get('/api/el/shippingtypes/getbyid?id=999999')).statusCode).toBe(404);
  });
});

describe('payment types', () => {
  async function forShipping(stid: number | string) {
    const token = await xsrf(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/en/paymenttypes/GetByShippingType',
      headers: token.headers,
      payload: { stid },
    });
  }

  it('lists card, cash on delivery, bank deposit and paying at the store with their provider, fee, limit and the bank accounts', async () => {
    const items = (await get('/api/el/paymenttypes/getallfront')).json<{ items: CheckoutPaymentType[] }>()
      .items;
    expect(
      items.map((type) => [type.cd, type.provider, type.fee, type.max_amount, type.installments]),
    ).toEqual([
      ['card', 'sandbox', 0, null, true],
      ['cash-on-delivery', 'cash_on_delivery', 2, 500, false],
      ['bank-deposit', 'bank_deposit', 0, null, false],
      ['pay-at-store', 'cash_on_delivery', 0, null, false],
    ]);
    const deposit = items.find((type) => type.provider === 'bank_deposit');
    expect(deposit?.banks.map((account) => account.bank)).toEqual([
      'Εθνική Τράπεζα',
      'Τράπεζα Πειραιώς',
      'Eurobank',
      'Alpha Bank',
    ]);
    expect(deposit?.banks.every((account) => /^GR\d{25}$/.test(account.iban))).toBe(true);
    expect(items.find((type) => type.cd === 'card')?.banks).toEqual([]);
    const one = await get(`/api/en/paymenttypes/getbyid?id=${deposit?.id}`);
    expect(one.json<CheckoutPaymentType>()).toMatchObject({ nm: 'Bank deposit', banks: expect.any(Array) });
    expect((await get('/api/en/paymenttypes/getbyid?id=999999')).statusCode).toBe(404);
  });

  it('allows cash on delivery only with the courier, and paying at the store only with a store pick-up', async () => {
    const codes = async (code: string) =>
      (await forShipping(byCode(code).id))
        .json<{ items: CheckoutPaymentType[] }>()
        .items.map((type) => type.cd);
    expect(await codes('courier')).toEqual(['card', 'cash-on-delivery', 'bank-deposit']);
    expect(await codes('boxnow-locker')).toEqual(['card', 'bank-deposit']);
    expect(await codes('takeaway')).toEqual(['card', 'bank-deposit', 'pay-at-store']);
    expect((await forShipping(999999)).statusCode).toBe(404);
    expect((await forShipping('courier')).statusCode).toBe(400);
  });
});

describe('parcel lockers', () => {
  const search = async (q: string) =>
    (await get(`/api/el/lockers/search?q=${encodeURIComponent(q)}`)).json<{ items: ParcelLocker[] }>().items;

  it('finds the demo lockers by the start of a postcode or by city', async () => {
    expect((await search('351')).map((locker) => locker.ct)).toEqual(['Λαμία', 'Λαμία']);
    expect((await search('θεσσαλον')).length).toBeGreaterThanOrEqual(3);
    expect((await search('Λάρισα')).map((locker) => locker.pc)).toEqual(['41222', '41335']);
    expect(await search('')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  it('asks BoxNow instead when it is configured, and keeps its list for the next search', async () => {
    const fake = fakeFetch([
      { status: 200, body: readFixture(import.meta.url, 'fixtures/boxnow-destinations.json') },
    ]);
    const directory = new ParcelLockerDirectory(
      t.database.db,
      new BoxNowClient({ baseUrl: 'https://api-stage.boxnow.gr', token: 'partner-token', fetch: fake.fetch }),
      t.app.log,
    );
    expect((await directory.search('35100')).map((locker) => locker.id)).toEqual(['2361']);
    expect((await directory.search('λαμια')).map((locker) => locker.id)).toEqual(['2361', '2378']);
    expect(await directory.byId('2378')).toMatchObject({ pc: '35131', ct: 'Λαμία' });
    expect(await directory.byId('demo-lam-1')).toBeUndefined();
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]?.url).toContain('/api/v1/destinations?locationType=apm');
  });

  it('answers 503 when BoxNow refuses the token', async () => {
    const fake = fakeFetch([
      { status: 401, body: readFixture(import.meta.url, 'fixtures/boxnow-unauthorized.json') },
    ]);
    const directory = new ParcelLockerDirectory(
      t.database.db,
      new BoxNowClient({ baseUrl: 'https://api-stage.boxnow.gr', token: 'wrong', fetch: fake.fetch }),
      t.app.log,
    );
    await expect(directory.search('351')).rejects.toMatchObject({ statusCode: 503 });
  });
});
