import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, PASSWORD, signedUpCustomer, uniqueIp } from './modules/customers/test-fixtures.ts';
import { createTestApp, type TestApp, xsrf } from './test/index.ts';

let t: TestApp;
let signedIn: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  signedIn = await authHeaders(t, await signedUpCustomer(t));
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\ud800b';
const LONE_LOW = '\udc00';

interface Place {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  /** Sent as JSON text as it is, so unpaired surrogates reach the parser as `\u` escapes. */
  body?: Record<string, unknown>;
  signedIn?: boolean;
  field: string;
}

const address = { tl: 'Σπίτι', adr1: 'Ερμού 1', crid: 1, ct: 'Αθήνα', pc: '10563' };
const profile = { fnm: 'Μαρία', lnm: 'Παπαδοπούλου', mob: '6912345678', gd: 2, dob: '1990-01-01' };
const registration = { eml: 'nul@example.gr', pwd: PASSWORD, cpwd: PASSWORD, trm: true };

/** The places of issue 14 (finding 4) where a NUL answered 500, and a few more of each kind. */
const places: Place[] = [
  { name: 'products/getbyurl', method: 'GET', url: '/api/el/products/getbyurl?url=a%00b', field: 'url' },
  { name: 'categories/getbyurl', method: 'GET', url: '/api/el/categories/getbyurl?url=a%00b', field: 'url' },
  {
    name: 'manufacturers/getbyurl',
    method: 'GET',
    url: '/api/en/manufacturers/getbyurl?url=%00',
    field: 'url',
  },
  {
    name: 'producttabs/getbyproductcode',
    method: 'GET',
    url: '/api/el/producttabs/getbyproductcode?code=a%00',
    field: 'code',
  },
  {
    name: 'related by code',
    method: 'GET',
    url: '/api/el/products/getrelatedinfoandproductsbycode?code=%00b',
    field: 'code',
  },
  { name: 'search', method: 'GET', url: '/api/el/products/searchwithfilters?key=a%00b', field: 'key' },
  { name: 'search, English', method: 'GET', url: '/api/en/products/searchwithfilters?key=%00', field: 'key' },
  { name: 'suggestions', method: 'GET', url: '/api/el/search/suggestions?key=a%00b', field: 'key' },
  {
    name: 'reset request',
    method: 'GET',
    url: '/api/el/customers/resetpasswordrequest?email=a%00@example.gr',
    field: 'email',
  },
  {
    name: 'a field no schema names',
    method: 'GET',
    url: '/api/el/products/getbyurl?url=x&utm=%00',
    field: 'utm',
  },
  {
    name: 'register, email',
    method: 'POST',
    url: '/api/el/customers/register',
    body: { ...registration, eml: `a${NUL}@example.gr` },
    field: 'eml',
  },
  {
    name: 'register, first name',
    method: 'POST',
    url: '/api/el/customers/register',
    body: { ...registration, fnm: NUL },
    field: 'fnm',
  },
  {
    name: 'register, unpaired surrogate',
    method: 'POST',
    url: '/api/el/customers/register',
    body: { ...registration, lnm: LONE_HIGH },
    field: 'lnm',
  },
  {
    name: 'login, email',
    method: 'POST',
    url: '/api/el/customers/login',
    body: { eml: `x${NUL}@example.gr`, pwd: PASSWORD },
    field: 'eml',
  },
  {
    name: 'profile, first name',
    method: 'POST',
    url: '/api/el/customers/updateprofile',
    body: { ...profile, fnm: NUL },
    signedIn: true,
    field: 'fnm',
  },
  {
    name: 'profile, last name',
    method: 'POST',
    url: '/api/el/customers/updateprofile',
    body: { ...profile, lnm: LONE_LOW },
    signedIn: true,
    field: 'lnm',
  },
  {
    name: 'address title',
    method: 'POST',
    url: '/api/el/addresses/insertbycustomer',
    body: { ...address, tl: NUL },
    signedIn: true,
    field: 'tl',
  },
  {
    name: 'address street',
    method: 'POST',
    url: '/api/el/addresses/insertbycustomer',
    body: { ...address, adr1: NUL },
    signedIn: true,
    field: 'adr1',
  },
  {
    name: 'address city',
    method: 'POST',
    url: '/api/el/addresses/insertbycustomer',
    body: { ...address, ct: NUL },
    signedIn: true,
    field: 'ct',
  },
  {
    name: 'address comments',
    method: 'POST',
    url: '/api/el/addresses/insertbycustomer',
    body: { ...address, cmt: LONE_HIGH },
    signedIn: true,
    field: 'cmt',
  },
  {
    name: 'address update',
    method: 'POST',
    url: '/api/el/addresses/updatebycustomer',
    body: { ...address, id: 1, tl: NUL },
    signedIn: true,
    field: 'tl',
  },
  {
    name: 'wishlist name',
    method: 'POST',
    url: '/api/el/wishlists/insert',
    body: { nm: NUL },
    signedIn: true,
    field: 'nm',
  },
  {
    name: 'wishlist name, unpaired',
    method: 'POST',
    url: '/api/el/wishlists/insert',
    body: { nm: LONE_HIGH },
    signedIn: true,
    field: 'nm',
  },
  {
    name: 'wishlist rename',
    method: 'POST',
    url: '/api/el/wishlists/update',
    body: { id: 1, nm: NUL },
    signedIn: true,
    field: 'nm',
  },
  {
    name: 'a nested key',
    method: 'POST',
    url: '/api/el/wishlists/insert',
    body: { nm: 'ok', extra: { [NUL]: 1 } },
    signedIn: true,
    field: 'extra',
  },
];

describe('strings with NUL or unpaired surrogates', () => {
  it.each(places)('are a 400 with field errors at the edge: $name', async (place) => {
    const headers = place.signedIn
      ? signedIn
      : { ...(await xsrf(t.app)).headers, 'x-forwarded-for': uniqueIp() };
    const response = await t.app.inject({
      method: place.method,
      url: place.url,
      headers: place.body ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(place.body ? { payload: JSON.stringify(place.body) } : {}),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'invalid_input', message: expect.any(String) });
    expect(body.errors[place.field]).toContain('invalid_characters');
  });

  it('leave well-formed text alone, emoji and Greek included', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/wishlists/insert',
      headers: { ...signedIn, 'content-type': 'application/json' },
      payload: JSON.stringify({ nm: 'Δώρα 🎁 για τη μαμά' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().nm).toBe('Δώρα 🎁 για τη μαμά');
  });
});

describe('bodies nested as deep as the body limit allows', () => {
  // The check walks every string of a body: recursion overflowed the stack from ~2 000 levels (a 500).
  it.each([
    ['a list', ''],
    ['NUL at the bottom', '"a\\u0000b"'],
  ])('are a 400, not a 500: %s', async (_name, inner) => {
    const depth = 500_000;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/wishlists/insert',
      headers: { ...signedIn, 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input' });
  });
});
