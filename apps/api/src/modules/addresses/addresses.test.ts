import type { Address, CustomerSession } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { authHeaders, signedUpCustomer } from '../customers/test-fixtures.ts';
import { MAX_ADDRESSES_PER_CUSTOMER } from './service.ts';

let t: TestApp;
let a: CustomerSession;
let b: CustomerSession;
beforeAll(async () => {
  t = await createTestApp();
  a = await signedUpCustomer(t);
  b = await signedUpCustomer(t);
});
afterAll(() => t.close());

const ATTICA = 1;
const LIMASSOL = 102;
let nextTitle = 0;

function home(change: Record<string, unknown> = {}) {
  nextTitle += 1;
  return {
    tl: `Σπίτι ${nextTitle}`,
    adr1: 'Πανεπιστημίου 30',
    crid: ATTICA,
    ct: 'Αθήνα',
    pc: '106 79',
    mob: '6912345678',
    cmt: 'Κουδούνι 3ος όροφος',
    ...change,
  };
}

async function insert(session: CustomerSession, body: Record<string, unknown>, lang = 'el') {
  return t.app.inject({
    method: 'POST',
    url: `/api/${lang}/addresses/insertbycustomer`,
    headers: await authHeaders(t, session),
    payload: body,
  });
}

async function update(session: CustomerSession, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/el/addresses/updatebycustomer',
    headers: await authHeaders(t, session),
    payload: body,
  });
}

async function remove(session: CustomerSession, id: number) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/el/addresses/deletebycustomer?id=${id}`,
    headers: await authHeaders(t, session),
  });
}

function getOne(session: CustomerSession, id: number) {
  return t.app.inject({
    method: 'GET',
    url: `/api/el/addresses/getaddressbycustomer?id=${id}`,
    headers: { authorization: `Bearer ${session.at}` },
  });
}

function list(session: CustomerSession, lang = 'el') {
  return t.app.inject({
    method: 'GET',
    url: `/api/${lang}/addresses/getaddresses`,
    headers: { authorization: `Bearer ${session.at}` },
  });
}

describe('countries and regions', () => {
  it('are seeded on a fresh database: Greece is id 1 with its 13 regions, named in the request language', async () => {
    const countries = await t.app.inject({ method: 'GET', url: '/api/el/countries/getallfront' });
    expect(countries.statusCode).toBe(200);
    expect(countries.json().items[0]).toEqual({ id: 1, nm: 'Ελλάδα', iso: 'GR' });
    const english = await t.app.inject({ method: 'GET', url: '/api/en/countries/getallfront' });
    expect(english.json().items.map((item: { nm: string }) => item.nm)).toEqual([
      'Greece',
      'Cyprus',
      'Germany',
      'Austria',
      'Belgium',
      'Bulgaria',
      'Italy',
    ]);

    const regions = await t.app.inject({ method: 'GET', url: '/api/el/countryregions/getbycountry?cid=1' });
    expect(regions.statusCode).toBe(200);
    expect(regions.json().items).toHaveLength(13);
    expect(regions.json().items[0]).toEqual({ id: 1, ctid: 1, nm: 'Αττική' });
    const cyprus = await t.app.inject({ method: 'GET', url: '/api/en/countryregions/getbycountry?cid=2' });
    expect(cyprus.json().items.map((item: { nm: string }) => item.nm)).toContain('Limassol');
    const germany = await t.app.inject({ method: 'GET', url: '/api/el/countryregions/getbycountry?cid=3' });
    expect(germany.json().items).toHaveLength(16);
    expect(germany.json().items[1]).toEqual({ id: 302, ctid: 3, nm: 'Βαυαρία' });
    const none = await t.app.inject({ method: 'GET', url: '/api/el/countryregions/getbycountry?cid=999' });
    expect(none.json()).toEqual({ items: [] });
    const bad = await t.app.inject({ method: 'GET', url: '/api/el/countryregions/getbycountry?cid=x' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('addresses of the signed-in customer', () => {
  it('creates with country 1 by default, reads, lists, updates and deletes', async () => {
    const created = await insert(a, home({ tl: 'Γραφείο' }));
    expect(created.statusCode).toBe(200);
    const address = created.json<Address>();
    expect(address).toMatchObject({
      tl: 'Γραφείο',
      ctid: 1,
      ctnm: 'Ελλάδα',
      crid: ATTICA,
      crnm: 'Αττική',
      pc: '10679',
      mob: '6912345678',
      fnm: null,
    });
    expect((await getOne(a, address.id)).json()).toEqual(address);
    expect((await list(a)).json().items).toContainEqual(address);
    expect((await list(a, 'en')).json().items.find((item: Address) => item.id === address.id)?.crnm).toBe(
      'Attica',
    );

    const changed = await update(a, {
      ...home({ tl: 'Γραφείο', ct: 'Πειραιάς', pc: '18531' }),
      id: address.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: address.id, ct: 'Πειραιάς', pc: '18531' });

    expect((await remove(a, address.id)).statusCode).toBe(204);
    expect((await getOne(a, address.id)).statusCode).toBe(404);
    expect((await remove(a, address.id)).statusCode).toBe(404);
  });

  it('accepts another country with its own region and postal code form', async () => {
    const response = await insert(
      a,
      home({ ctid: 2, crid: LIMASSOL, ct: 'Λεμεσός', pc: '3036', mob: '+357 99 123456' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ctid: 2, crid: LIMASSOL, pc: '3036' });
  });

  it('refuses a title the customer already uses, in any letter case: "address exists"', async () => {
    expect((await insert(a, home({ tl: 'Εξοχικό' }))).statusCode).toBe(200);
    const duplicate = await insert(a, home({ tl: 'ΕΞΟΧΙΚΌ' }), 'en');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'address_exists',
      message: 'An address with this title already exists.',
      errors: { tl: ['address_exists'] },
    });
    const other = (await insert(a, home())).json<Address>();
    const renamed = await update(a, { ...home({ tl: 'εξοχικό' }), id: other.id });
    expect(renamed.statusCode).toBe(409);
    // Another customer may use the same title.
    expect((await insert(b, home({ tl: 'Εξοχικό' }))).statusCode).toBe(200);
  });

  it.each([
    ['a 4-digit Greek postal code', { pc: '1067' }, 'pc', 'invalid_postal_code'],
    ['letters in a Greek postal code', { pc: '10A79' }, 'pc', 'invalid_postal_code'],
    [
      'a Cypriot postal code of 8 characters',
      { ctid: 2, crid: LIMASSOL, pc: '12345678' },
      'pc',
      'invalid_postal_code',
    ],
    ['an Athens postcode with the region Crete', { crid: 13, pc: '10557' }, 'pc', 'postcode_not_in_region'],
    [
      'a Nicosia postcode in Limassol',
      { ctid: 2, crid: LIMASSOL, pc: '1010' },
      'pc',
      'postcode_not_in_region',
    ],
    ['a mobile of 6 characters', { mob: '691234' }, 'mob', 'invalid_mobile'],
    ['a mobile that is not a number', { mob: '69-ABC-5678' }, 'mob', 'invalid_mobile'],
    ['a Greek landline as mobile', { mob: '2101234567' }, 'mob', 'invalid_mobile'],
    ['a missing title', { tl: '' }, 'tl', 'required_field'],
    ['a missing street', { adr1: undefined }, 'adr1', 'required_field'],
    ['a missing city', { ct: ' ' }, 'ct', 'required_field'],
    ['a missing region', { crid: undefined }, 'crid', 'required_field'],
    ['a region of another country', { crid: LIMASSOL }, 'crid', 'invalid_region'],
    ['an unknown country', { ctid: 77 }, 'ctid', 'invalid_country'],
  ])('refuses %s with a field error', async (_name, change, field, code) => {
    const before = (await list(a)).json().items.length;
    const response = await insert(a, home(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([code]);
    expect((await list(a)).json().items).toHaveLength(before);
  });

  it('accepts Greek and international mobiles, and no mobile at all', async () => {
    for (const mob of ['+30 694 123 4567', '00306941234567', '+44 7911 123456', '', null]) {
      const response = await insert(a, home({ mob }));
      expect(response.statusCode, String(mob)).toBe(200);
    }
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses per customer`, async () => {
    const c = await signedUpCustomer(t);
    for (let index = 0; index < MAX_ADDRESSES_PER_CUSTOMER; index += 1) {
      expect((await insert(c, home())).statusCode).toBe(200);
    }
    const over = await insert(c, home());
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('too_many_addresses');
  });
});

describe("one customer and another's addresses", () => {
  it('B can neither read, change nor delete an address of A (404, as if it did not exist)', async () => {
    const address = (await insert(a, home({ tl: 'Μόνο της Α' }))).json<Address>();
    expect((await getOne(b, address.id)).statusCode).toBe(404);
    expect((await list(b)).json().items.some((item: Address) => item.id === address.id)).toBe(false);
    const changed = await update(b, { ...home({ ct: 'Κλεμμένη' }), id: address.id });
    expect(changed.statusCode).toBe(404);
    expect((await remove(b, address.id)).statusCode).toBe(404);
    expect((await getOne(a, address.id)).json()).toEqual(address);
  });

  it('without a valid token every address call is 401, and state changes need the XSRF token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/el/addresses/getaddresses' })).statusCode).toBe(
      401,
    );
    const token = await xsrf(t.app);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/el/addresses/insertbycustomer',
      headers: token.headers,
      payload: home(),
    });
    expect(anonymous.statusCode).toBe(401);
    const noXsrf = await t.app.inject({
      method: 'POST',
      url: '/api/el/addresses/insertbycustomer',
      headers: { authorization: `Bearer ${a.at}` },
      payload: home(),
    });
    expect(noXsrf.statusCode).toBe(403);
  });
});
