import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiFile, apiRequest } from './api-client';

describe('apiRequest headers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a call’s own headers without letting them replace the standard ones', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await apiRequest('en', 'orders/save', {
      method: 'GET',
      headers: { 'Idempotency-Key': 'cart-token-1', Accept: 'text/html' },
    });
    const headers = fetch.mock.calls[0]?.[1].headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('cart-token-1');
    expect(headers.Accept).toBe('application/json');
    expect(headers['Accept-Language']).toBe('en');
  });

  it('gives each call from the server an id of its own that the API accepts as its request id', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await apiRequest('el', 'products/getbyurl', { query: { url: 'a' } });
    await apiRequest('el', 'products/getbyurl', { query: { url: 'b' } });
    const ids = fetch.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['X-Request-Id']);
    // The API takes an incoming id matching this pattern (apps/api/src/app.ts, genReqId).
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,64}$/);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('apiFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the file as bytes, and a refusal as the API’s JSON error', async () => {
    const fetch = vi
      .fn(async (_url: string, _init: RequestInit) => new Response('%PDF-1.7', { status: 200 }))
      .mockResolvedValueOnce(
        new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
      )
      .mockResolvedValueOnce(new Response('{"message":"Not found."}', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const blob = await apiFile('el', 'documents/pdf', { query: { uid: 'u', id: 1 } });
    expect(await blob.text()).toBe('%PDF-1.7');
    const headers = fetch.mock.calls[0]?.[1].headers as Record<string, string> | undefined;
    expect(headers?.Accept).toBe('*/*');
    const refused = await apiFile('el', 'documents/pdf').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect((refused as ApiRequestError).status).toBe(404);
  });
});

describe('the XSRF cookie of a page rendered on the server', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is fetched once for calls made at once, so every call sends the token its cookie holds', async () => {
    const jar = { cookie: '' };
    vi.stubGlobal('document', jar);
    let issued = 0;
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url.endsWith('/api/health')) {
        issued += 1;
        // Each answer sets a new token, as the API does for a request without one.
        await new Promise((resolve) => setTimeout(resolve, 5));
        jar.cookie = `XSRF-TOKEN=token-${issued}`;
        return new Response('{}', { status: 200 });
      }
      return new Response('{}', { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    await Promise.all([
      apiRequest('el', 'cartitems/refreshCartItems', { method: 'POST', body: {} }),
      apiRequest('el', 'orders/composecarttotals', { method: 'POST', body: {} }),
    ]);
    expect(issued).toBe(1);
    const sent = fetch.mock.calls
      .filter(([url]) => !url.endsWith('/api/health'))
      .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['X-XSRF-TOKEN']);
    expect(sent).toEqual(['token-1', 'token-1']);
  });
});
