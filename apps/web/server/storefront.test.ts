import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront, isWellFormedHost } from './storefront.ts';

/** What the stand-in API saw of each request passed through. */
const seenByApi: IncomingHttpHeaders[] = [];
let api: Server;
let storefront: Server;
let port = 0;

/** A test header that stands for the socket's peer, so remote clients can be played on one machine. */
const PEER = 'x-test-peer';

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  api = createServer((req, res) => {
    seenByApi.push(req.headers);
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`api ${req.url}`);
  });
  const apiPort = await listen(api);
  const app = createStorefront({
    apiUrl: new URL(`http://127.0.0.1:${apiPort}`),
    trustProxy: 'loopback',
    publicUrl: new URL('https://shop.example.gr'),
    renderPages: (req, res) => {
      res.type('text/plain').send(`page ${req.hostname} ${req.protocol}`);
    },
  });
  storefront = createServer((req, res) => {
    const peer = req.headers[PEER];
    if (typeof peer === 'string') Object.defineProperty(req.socket, 'remoteAddress', { value: peer });
    app(req, res);
  });
  port = await listen(storefront);
});
afterAll(() => {
  storefront.close();
  api.close();
});

/** A raw request, so that any `Host` can be sent (fetch would refuse or rewrite it). */
async function get(path: string, headers: Record<string, string>) {
  const req = request({
    host: '127.0.0.1',
    port,
    path,
    headers,
    agent: false,
    setHost: !('host' in headers),
  });
  req.end();
  const [response] = (await once(req, 'response')) as [import('node:http').IncomingMessage];
  let body = '';
  for await (const chunk of response) body += chunk;
  return { status: response.statusCode, body, headers: response.headers };
}

describe('the storefront server', () => {
  it('answers a malformed Host or X-Forwarded-Host with 400, never 500', async () => {
    for (const host of ['a b', 'shop.example:99999', 'shop.example:port', '[', 'shop.example/x', 'a@b']) {
      const page = await get('/', { host });
      expect(page.status, host).toBe(400);
      expect(page.body).toContain('Host');
      const apiCall = await get('/api/health', { host });
      expect(apiCall.status, host).toBe(400);
      expect(JSON.parse(apiCall.body)).toMatchObject({ code: 'invalid_host' });
    }
    expect((await get('/', { host: 'localhost', 'x-forwarded-host': 'x:1:2:3' })).status).toBe(400);
    expect((await get('/', { host: 'shop.example.gr:3000' })).status).toBe(200);
  });

  it('takes forwarding headers only from trusted hops (TRUST_PROXY), like the API', async () => {
    const remote = { host: 'shop.example', [PEER]: '203.0.113.7' };
    const spoofed = await get('/', {
      ...remote,
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(spoofed.body).toBe('page shop.example http');
    seenByApi.length = 0;
    await get('/api/health', {
      ...remote,
      'x-forwarded-for': '10.9.9.9',
      'x-forwarded-host': 'evil.example',
    });
    expect(seenByApi[0]?.['x-forwarded-for']).toBe('203.0.113.7');
    expect(seenByApi[0]?.['x-forwarded-host']).toBeUndefined();
    // A reverse proxy on this machine is a trusted hop: the client it names reaches the API.
    seenByApi.length = 0;
    await get('/api/health', {
      host: 'shop.example',
      'x-forwarded-for': '198.51.100.4',
      'x-forwarded-proto': 'https',
    });
    expect(seenByApi[0]).toMatchObject({ 'x-forwarded-for': '198.51.100.4', 'x-forwarded-proto': 'https' });
  });

  it('passes the mail viewer through for a loopback client only, judged by the socket', async () => {
    expect((await get('/dev/mail', { host: 'localhost' })).body).toBe('api /dev/mail');
    const remote = await get('/dev/mail/3', {
      host: 'localhost',
      [PEER]: '203.0.113.7',
      'x-forwarded-for': '127.0.0.1',
    });
    expect(remote.status).toBe(404);
    expect(remote.body).not.toContain('api');
  });
});

describe('security headers', () => {
  it('forbid framing and sniffing, limit referrers and features, and pin https', async () => {
    for (const path of ['/', '/profile/account', '/api/health']) {
      const { headers } = await get(path, { host: 'shop.example.gr' });
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d{8,}/);
    }
  });

  it('leave HSTS out when the public address is plain http', () => {
    const headers = new Map<string, string>();
    const app = createStorefront({
      apiUrl: new URL('http://127.0.0.1:9'),
      trustProxy: 'loopback',
      publicUrl: new URL('http://localhost:3000'),
      renderPages: (_req, res) => {
        for (const [name, value] of Object.entries(res.getHeaders())) headers.set(name, String(value));
        res.end();
      },
    });
    return new Promise<void>((resolve, reject) => {
      const server = createServer(app).listen(0, '127.0.0.1', async () => {
        try {
          const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
          await response.text();
          expect(headers.get('x-frame-options')).toBe('DENY');
          expect(headers.has('strict-transport-security')).toBe(false);
          resolve();
        } catch (error) {
          reject(error);
        } finally {
          server.close();
        }
      });
    });
  });
});

describe('isWellFormedHost', () => {
  it('accepts names, addresses and ports; refuses anything else', () => {
    for (const host of [
      'localhost',
      'shop.example.gr',
      'shop.example.gr:443',
      '127.0.0.1:3000',
      '[::1]:3000',
    ]) {
      expect(isWellFormedHost(host), host).toBe(true);
    }
    for (const host of [
      '',
      ':80',
      'a b',
      'shop..gr',
      '-shop.gr',
      'shop.gr:65536',
      'shop.gr:',
      'sh\u0000op',
    ]) {
      expect(isWellFormedHost(host), host).toBe(false);
    }
  });
});
