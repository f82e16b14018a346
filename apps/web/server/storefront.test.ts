import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer, isRunnableDevEnvironment, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  parseThirdPartyScripts,
  thirdPartyScriptOrigins,
} from '../app/features/consent/third-party-scripts-config.ts';
import {
  createStorefront,
  isWellFormedHost,
  PAYMENT_PAGE_ORIGINS,
  pagePolicy,
  pagesHandler,
} from './storefront.ts';

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

  it('passes the price-comparison feeds through to the API, from any client', async () => {
    const feed = await get('/feeds/skroutz.xml', { host: 'shop.example.gr', [PEER]: '203.0.113.7' });
    expect(feed.body).toBe('api /feeds/skroutz.xml');
    expect(feed.headers['content-security-policy']).toBe("frame-ancestors 'none'");
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

/** The directives of a CSP header, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => Boolean(words[0]))
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The nonce a page's script-src names: `'nonce-…'`, base64. */
function nonceOf(policy: string | undefined): string {
  const sources = directives(policy).get('script-src') ?? [];
  const nonces = sources.flatMap((source) => /^'nonce-([A-Za-z0-9+/]+={0,2})'$/.exec(source)?.[1] ?? []);
  expect(nonces, policy).toHaveLength(1);
  return nonces[0] as string;
}

describe("the pages' Content-Security-Policy", () => {
  it('names a nonce, allows scripts no other way, and lets forms reach the shop and the payment pages only', () => {
    expect(
      pagePolicy({ nonce: 'bm9uY2U=', publicUrl: new URL('http://localhost:3000'), googleSignIn: false }),
    ).toBe(
      "default-src 'self'; script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic'; " +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; connect-src 'self'; " +
        "frame-src https://www.youtube-nocookie.com https://player.vimeo.com; form-action 'self' https://alphaecommerce-test.cardlink.gr " +
        'https://alphaecommerce.cardlink.gr https://demo.vivapayments.com https://www.vivapayments.com ' +
        'https://www.sandbox.paypal.com https://www.paypal.com; ' +
        "base-uri 'none'; object-src 'none'; frame-ancestors 'none'",
    );
  });

  it("lets Google's sign-in in only when configured, and upgrades requests only on an https shop", () => {
    const google = directives(
      pagePolicy({ nonce: 'bg==', publicUrl: new URL('https://shop.example.gr'), googleSignIn: true }),
    );
    expect(google.get('script-src')).toContain('https://accounts.google.com/gsi/client');
    expect(google.get('script-src')).not.toContain("'unsafe-inline'");
    expect(google.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://accounts.google.com/gsi/',
    ]);
    expect(google.get('connect-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(google.get('style-src')).toContain('https://accounts.google.com/gsi/style');
    expect(google.has('upgrade-insecure-requests')).toBe(true);

    const plain = pagePolicy({
      nonce: 'bg==',
      publicUrl: new URL('http://localhost:3000'),
      googleSignIn: false,
    });
    expect(plain).not.toContain('google');
    expect(directives(plain).has('upgrade-insecure-requests')).toBe(false);
  });

  it('lets forms reach every hosted payment page the API sends the shopper to', () => {
    // Read from the providers' sources, so that a new or moved payment page cannot be forgotten here.
    const providers = new URL('../../api/src/modules/payments/providers/', import.meta.url);
    const alpha = readFileSync(new URL('alpha.ts', providers), 'utf8');
    const viva = readFileSync(new URL('viva.ts', providers), 'utf8');
    const alphaHosts = /ALPHA_HOSTS[^{]*\{([^}]*)\}/.exec(alpha)?.[1]?.match(/https:\/\/[^'"]+/g) ?? [];
    const vivaPages = [...viva.matchAll(/checkout: '(https:\/\/[^']+)'/g)].map((match) => match[1]);
    expect(alphaHosts).toHaveLength(2);
    expect(vivaPages).toHaveLength(2);
    const formAction = directives(
      pagePolicy({ nonce: 'bg==', publicUrl: new URL('https://shop.example.gr'), googleSignIn: false }),
    ).get('form-action');
    for (const origin of [...alphaHosts, ...vivaPages]) expect(formAction).toContain(origin);
    expect(formAction).toEqual(["'self'", ...PAYMENT_PAGE_ORIGINS]);
  });

  it("lets the configured third-party scripts' origins in, for scripts and their calls, and no other", async () => {
    const scripts = parseThirdPartyScripts(
      JSON.stringify([
        { src: 'https://ads.example.net/tag.js?id=7', category: 'marketing' },
        { src: 'https://ads.example.net/second.js', category: 'marketing' },
        { src: 'https://stats.example.org/s.js', category: 'analytics', async: false },
      ]),
    );
    const configured = createStorefront({
      apiUrl: new URL('http://127.0.0.1:9'),
      trustProxy: 'loopback',
      publicUrl: new URL('http://localhost:3000'),
      thirdPartyOrigins: thirdPartyScriptOrigins(scripts),
      renderPages: (_req, res) => {
        res.type('text/plain').send('page');
      },
    });
    const server = createServer(configured);
    const configuredPort = await listen(server);
    try {
      const response = await fetch(`http://127.0.0.1:${configuredPort}/`);
      const policy = directives(response.headers.get('content-security-policy') ?? '');
      const expected = ['https://ads.example.net', 'https://stats.example.org'];
      expect(policy.get('script-src')?.filter((source) => source.startsWith('https:'))).toEqual(expected);
      expect(policy.get('connect-src')).toEqual(["'self'", ...expected]);
      for (const name of ['default-src', 'style-src', 'frame-src', 'form-action']) {
        expect(policy.get(name)?.join(' '), name).not.toContain('example');
      }
    } finally {
      server.close();
    }
    // None configured: the policy is the one without any.
    const none = { nonce: 'bg==', publicUrl: new URL('http://localhost:3000'), googleSignIn: false };
    expect(
      pagePolicy({ ...none, thirdPartyOrigins: thirdPartyScriptOrigins(parseThirdPartyScripts('')) }),
    ).toBe(pagePolicy(none));
  });
});

describe('the rendered pages and their nonce', () => {
  const webRoot = new URL('..', import.meta.url).pathname;
  /** What the API answered when it held the demo shop, by path without the language. */
  const answers = JSON.parse(
    readFileSync(new URL('fixtures/api-answers.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const product = answers['products/getbyurl'] as { eurl: string; nm: string };
  let fixtureApi: Server;
  let vite: ViteDevServer;
  let shop: Server;
  let shopUrl = '';
  let build: ServerBuild;
  /** The pages' world: the build and the react-router it loads. */
  let importForPages: (id: string) => Promise<unknown>;

  beforeAll(async () => {
    fixtureApi = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://api').pathname.replace(/^\/api\/(?:el|en)\//, '');
      const answer = answers[path.toLowerCase()];
      res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer ?? { message: 'Not found', code: 'not_found' }));
    });
    const apiUrl = `http://127.0.0.1:${await listen(fixtureApi)}`;
    vi.stubEnv('API_URL', apiUrl);
    vi.stubEnv('PUBLIC_URL', 'http://localhost:3000');
    // The pages as `react-router dev` builds them, rendered by the storefront as in production.
    vite = await createViteServer({
      root: webRoot,
      configFile: `${webRoot}vite.config.ts`,
      logLevel: 'error',
      server: { middlewareMode: true, hmr: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
      appType: 'custom',
    });
    const ssr = vite.environments.ssr;
    if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error('no runnable SSR environment');
    importForPages = (id) => ssr.runner.import(id);
    build = (await importForPages('virtual:react-router/server-build')) as ServerBuild;
    const app = createStorefront({
      apiUrl: new URL(apiUrl),
      trustProxy: 'loopback',
      publicUrl: new URL('http://localhost:3000'),
      renderPages: pagesHandler(build, 'production'),
    });
    shop = createServer(app);
    shopUrl = `http://127.0.0.1:${await listen(shop)}`;
  }, 180_000);
  afterAll(async () => {
    shop?.close();
    fixtureApi?.close();
    await vite?.close();
    vi.unstubAllEnvs();
  });

  async function page(path: string) {
    const response = await fetch(`${shopUrl}${path}`);
    return {
      status: response.status,
      policy: response.headers.get('content-security-policy') ?? '',
      html: await response.text(),
    };
  }

  /** Page type, path, status and its heading: the page itself rendered, not an error page. */
  const pages: [string, string, number, string][] = [
    ['home', '/', 200, 'Φροντίδα υγείας'],
    ['category', '/categories/face', 200, 'Πρόσωπο'],
    ['product', `/products/${product.eurl}`, 200, product.nm],
    ['search results', '/search-results?key=cream', 200, 'Αποτελέσματα για «cream»'],
    ['cart', '/cart', 200, 'Το καλάθι μου'],
    ['login', '/login', 200, 'Σύνδεση'],
    ['checkout step', '/checkout-information', 200, 'Στοιχεία χρέωσης και αποστολής'],
    ['404', '/no/such/page', 404, 'Η σελίδα δεν βρέθηκε'],
  ];

  it.each(pages)(
    'the %s page answers a nonce policy, and every <script> in it carries that nonce',
    async (_name, path, status, heading) => {
      const { status: answered, policy, html } = await page(path);
      expect(answered).toBe(status);
      expect(/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]).toContain(heading);
      const scriptSrc = directives(policy).get('script-src');
      expect(scriptSrc).toContain("'strict-dynamic'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonce = nonceOf(policy);
      const tags = html.match(/<script\b[^>]*>/gi) ?? [];
      // React Router's context and module scripts, the public config, and on catalogue pages JSON-LD.
      expect(tags.length).toBeGreaterThanOrEqual(3);
      expect(html.split(/<script/i).length - 1).toBe(tags.length);
      for (const tag of tags) expect(tag, path).toContain(` nonce="${nonce}"`);
    },
    60_000,
  );

  it("writes the product's JSON-LD with the nonce", async () => {
    const { policy, html } = await page(`/products/${product.eurl}`);
    const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>/g) ?? [];
    expect(jsonLd.length).toBeGreaterThan(0);
    for (const tag of jsonLd) expect(tag).toContain(`nonce="${nonceOf(policy)}"`);
  }, 60_000);

  it('renders without a nonce where no storefront server runs (react-router dev: no CSP to match)', async () => {
    // What `react-router dev` does: its own load context, no storefront server in front.
    const { createRequestHandler, RouterContextProvider } = (await importForPages(
      'react-router',
    )) as typeof import('react-router');
    const handler = createRequestHandler(build, 'development');
    const response = await handler(new Request('http://localhost:3000/login'), new RouterContextProvider());
    expect(response.status).toBe(200);
    expect(response.headers.has('content-security-policy')).toBe(false);
    const html = await response.text();
    expect(html.match(/<script\b[^>]*>/gi)?.length).toBeGreaterThanOrEqual(3);
    expect(html).not.toContain('nonce=');
  }, 60_000);

  it('makes a new nonce for every response', async () => {
    const first = await page('/');
    const second = await page('/');
    expect(nonceOf(first.policy)).not.toBe(nonceOf(second.policy));
    expect(second.html).not.toContain(nonceOf(first.policy));
  }, 60_000);
});
