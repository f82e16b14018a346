import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, xsrf } from './test/index.ts';

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  // No state-changing route exists in every checkout of the API yet; this one lives in this app only.
  t.app.post('/api/:lang/test-only/echo', async (request) => ({ received: request.body }));
});
afterAll(() => t.close());

describe('/api/{lang}', () => {
  it('answers in the language of the path', async () => {
    const el = await get('/api/el/products/getbyurl?url=nope');
    const en = await get('/api/en/products/getbyurl?url=nope');
    expect(el.json()).toEqual({ message: 'Το προϊόν δεν βρέθηκε.', code: 'product_not_found' });
    expect(en.json()).toEqual({ message: 'Product not found.', code: 'product_not_found' });
  });

  it('matches paths case-insensitively, the language segment included', async () => {
    const response = await get('/API/EN/Products/GetByUrl?url=nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found.', code: 'product_not_found' });
  });

  it('answers 404 JSON for a language it does not speak', async () => {
    for (const language of ['xx', 'de', 'e1', 'english']) {
      const response = await get(`/api/${language}/products/getbyurl?url=nope`);
      expect(response.statusCode, language).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: expect.any(String), code: 'invalid_language' });
    }
  });

  it('answers 404 JSON in the error shape for an unknown route, translated', async () => {
    const el = await get('/api/el/no-such-call');
    expect(el.statusCode).toBe(404);
    expect(el.json()).toEqual({ message: 'Η σελίδα ή ο πόρος δεν βρέθηκε.', code: 'not_found' });
    const en = await get('/api/en/no-such-call');
    expect(en.json()).toEqual({ message: 'The page or resource was not found.', code: 'not_found' });
    const outside = await get('/no-such-page');
    expect(outside.statusCode).toBe(404);
    expect(outside.json().code).toBe('not_found');
  });

  it('tags every response with a request id, keeping a well-formed one from the caller', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-1234-abcd' },
    });
    expect(given.headers['x-request-id']).toBe('trace-1234-abcd');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\r\nx' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('XSRF', () => {
  const post = (headers: Record<string, string>, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/${language}/test-only/echo`,
      headers,
      payload: { quantity: 2 },
    });

  it('issues a signed token cookie the page can read', async () => {
    const response = await get('/api/health');
    const cookie = response.cookies.find((item) => item.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w+/-]+$/);
  });

  it('refuses a state-changing call without the header, in the language of the path', async () => {
    const token = await xsrf(t.app);
    const en = await post({ cookie: token.cookie });
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({
      message: 'The page has expired. Reload the page and try again.',
      code: 'xsrf_invalid',
    });
    const el = await post({ cookie: token.cookie }, 'el');
    expect(el.json().message).toBe('Η σελίδα έληξε. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.');
  });

  it('refuses a header that does not match the cookie', async () => {
    const token = await xsrf(t.app);
    const other = await xsrf(t.app);
    expect((await post({ ...token.headers, 'x-xsrf-token': 'wrong' })).statusCode).toBe(403);
    expect((await post({ ...token.headers, 'x-xsrf-token': other.headers['x-xsrf-token'] })).statusCode).toBe(
      403,
    );
  });

  it('refuses a header without the cookie', async () => {
    const token = await xsrf(t.app);
    expect((await post({ 'x-xsrf-token': token.headers['x-xsrf-token'] })).statusCode).toBe(403);
  });

  it('refuses a token that was not signed by the server, even when cookie and header agree', async () => {
    expect((await post({ cookie: 'XSRF-TOKEN=forged', 'x-xsrf-token': 'forged' })).statusCode).toBe(403);
  });

  it('cannot be skipped by spelling the path another way the router still matches', async () => {
    for (const prefix of ['/API/en', '/Api/EN', '//api/en', '/api//en', '/%61pi/en']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${prefix}/test-only/echo`,
        payload: { quantity: 2 },
      });
      expect(response.statusCode, prefix).not.toBe(200);
      expect(response.json().received, prefix).toBeUndefined();
    }
  });

  it('lets the signed token through to the route', async () => {
    const token = await xsrf(t.app);
    const response = await post(token.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { quantity: 2 } });
  });

  it('answers malformed JSON with 400 in the error shape, not 500', async () => {
    const token = await xsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/en/test-only/echo',
      headers: { ...token.headers, 'content-type': 'application/json' },
      payload: '{"quantity":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The data you sent is not valid.' });
  });
});

describe('OpenAPI', () => {
  it('serves the document with the API paths under /api/docs/json', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/{lang}/products/getbyurl']),
    );
    expect(document.paths['/api/{lang}/products/getbyurl'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'url', in: 'query', required: true })]),
    );
  });

  it('serves the documentation page', async () => {
    const response = await get('/api/docs');
    expect(response.statusCode).toBeLessThan(400);
  });
});
