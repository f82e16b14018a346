import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';

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
});
