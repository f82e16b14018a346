import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { createRequestHandler } from '@react-router/express';
import { VIDEO_PLAYER_HOSTS } from '@shop/contract';
import compression from 'compression';
import express, { type RequestHandler, type Response } from 'express';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import { precompressedStatic } from './precompressed.ts';

export interface StorefrontOptions {
  /** Where the storefront's server reaches the API. */
  apiUrl: URL;
  /**
   * Which hops may set `X-Forwarded-For` and `X-Forwarded-Proto`, as the API's `TRUST_PROXY`:
   * `loopback`, a comma-separated list of addresses, `true` or `false`.
   */
  trustProxy: string;
  /** The shop's public address (`PUBLIC_URL`); https turns HSTS and `upgrade-insecure-requests` on. */
  publicUrl: URL;
  /** Google sign-in is offered (`GOOGLE_CLIENT_ID` set): the pages' CSP lets its script and frame in. */
  googleSignIn?: boolean;
  /** The origins of the configured third-party scripts (`THIRD_PARTY_SCRIPTS`), which the pages' CSP lets in. */
  thirdPartyOrigins?: string[];
  /** The built client files (`build/client`); none in tests. */
  clientDir?: string;
  /** Renders the pages: `pagesHandler`, which hands each response's CSP nonce to the render. */
  renderPages: RequestHandler;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

const HOST_NAME =
  /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])$/i;

/** A `Host` (or forwarded host) a URL can be built from: a name or address and an optional port. */
export function isWellFormedHost(value: string): boolean {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(value);
  if (!match?.[1] || !HOST_NAME.test(match[1])) return false;
  return match[2] === undefined || Number(match[2]) <= 65_535;
}

function trustProxySetting(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

const badRequestText =
  'Μη έγκυρο αίτημα: η κεφαλίδα Host δεν είναι έγκυρη.\nBad request: the Host header is malformed.\n';

/**
 * Pages render addresses from PUBLIC_URL, never from `Host`; a `Host` or `X-Forwarded-Host` that
 * is no host at all would only make URL parsing fail further in, so it is refused here.
 */
const refuseMalformedHost: RequestHandler = (req, res, next) => {
  const hosts = [req.headers.host, req.headers['x-forwarded-host']].flatMap((value) =>
    value === undefined ? [] : [value].flat(),
  );
  if (hosts.every((host) => host.split(',').every((part) => isWellFormedHost(part.trim())))) return next();
  if (req.path.startsWith('/api/')) {
    res.status(400).json({ message: 'Bad request / Μη έγκυρο αίτημα', code: 'invalid_host' });
  } else {
    res.status(400).type('text/plain; charset=utf-8').send(badRequestText);
  }
};

/**
 * Where the checkout sends the shopper to pay, by form or by redirect (apps/api/src/modules/payments):
 * Cardlink's page for Alpha Bank (the storefront posts the bank's form there, test and live), Viva's
 * Smart Checkout and PayPal's approval page (redirects), test and live. The sandbox's page is on the
 * shop's own origin (`/api/…/payments/sandbox/pay`); Winbank has no adapter yet.
 */
export const PAYMENT_PAGE_ORIGINS = [
  'https://alphaecommerce-test.cardlink.gr',
  'https://alphaecommerce.cardlink.gr',
  'https://demo.vivapayments.com',
  'https://www.vivapayments.com',
  'https://www.sandbox.paypal.com',
  'https://www.paypal.com',
] as const;

/** What Google Identity Services loads (its client, button frame, stylesheet and calls), as Google documents. */
const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
};

export interface PagePolicyOptions {
  nonce: string;
  publicUrl: URL;
  googleSignIn: boolean;
  thirdPartyOrigins?: string[];
}

/**
 * The pages' Content-Security-Policy. Scripts run only with this response's nonce, and what they
 * load (`'strict-dynamic'`: the route modules, Google's client); `'self'` is for browsers without
 * `'strict-dynamic'`. Styles allow `'unsafe-inline'`, since server rendering writes `style`
 * attributes; scripts never do. Forms go to the shop and to the payment pages only; frames are the video players and Google's sign-in.
 * The owner's third-party scripts (features/consent) may load from their origins and call back to them.
 */
export function pagePolicy({
  nonce,
  publicUrl,
  googleSignIn,
  thirdPartyOrigins = [],
}: PagePolicyOptions): string {
  const google = (source: string) => (googleSignIn ? [source] : []);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...google(GOOGLE_SIGN_IN.script),
      ...thirdPartyOrigins,
    ],
    ['style-src', "'self'", "'unsafe-inline'", ...google(GOOGLE_SIGN_IN.style)],
    ['img-src', "'self'", 'data:', 'https:'],
    ['connect-src', "'self'", ...google(GOOGLE_SIGN_IN.connect), ...thirdPartyOrigins],
    // The video players the content pages load once the shopper presses play (decision 020).
    ['frame-src', ...VIDEO_PLAYER_HOSTS.map((host) => `https://${host}`), ...google(GOOGLE_SIGN_IN.frame)],
    ['form-action', "'self'", ...PAYMENT_PAGE_ORIGINS],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  if (publicUrl.protocol === 'https:') directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The nonce of the page being answered, as `pagePolicies` made it. */
export function responseNonce(res: Response): string | undefined {
  const nonce: unknown = res.locals.cspNonce;
  return typeof nonce === 'string' ? nonce : undefined;
}

/** What app/entry.server.tsx exports besides the render: a page's load context with its nonce. */
interface PageEntry {
  pageLoadContext?: (nonce: string | undefined) => RouterContextProvider;
}

/**
 * React Router's handler for the pages; its load context carries each response's nonce, which
 * entry.server.tsx hands to the render.
 */
export function pagesHandler(build: ServerBuild, mode: string): RequestHandler {
  const { pageLoadContext } = build.entry.module as PageEntry;
  if (!pageLoadContext) throw new Error('app/entry.server.tsx does not export pageLoadContext');
  return createRequestHandler({
    build,
    mode,
    getLoadContext: (_req, res) => pageLoadContext(responseNonce(res)),
  });
}

/** Every answer rendered by the pages gets a nonce of its own and the policy naming it. */
function pagePolicies(publicUrl: URL, googleSignIn: boolean, thirdPartyOrigins: string[]): RequestHandler {
  return (_req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.set('Content-Security-Policy', pagePolicy({ nonce, publicUrl, googleSignIn, thirdPartyOrigins }));
    next();
  };
}

/**
 * Headers every answer carries: no framing (clickjacking of the profile pages), no MIME sniffing,
 * referrers without paths to other sites, no camera, microphone or location, and on an https shop
 * HSTS. Answers other than pages (the API, static files) keep `frame-ancestors` as their CSP; pages
 * get the full policy from `pagePolicies`.
 */
function securityHeaders(publicUrl: URL): RequestHandler {
  const headers: Record<string, string> = {
    'Content-Security-Policy': "frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=()',
  };
  if (publicUrl.protocol === 'https:') headers['Strict-Transport-Security'] = 'max-age=31536000';
  return (_req, res, next) => {
    res.set(headers);
    next();
  };
}

/** The development mail viewer answers this machine only, judged by the socket, never by headers. */
const loopbackOnly: RequestHandler = (req, res, next) => {
  if (isLoopbackAddress(req.socket.remoteAddress)) return next();
  res.status(404).type('text/plain; charset=utf-8').send('Δεν βρέθηκε.\nNot found.\n');
};

/** The storefront's HTTP handler: the API passed through on the same origin, static files and pages. */
export function createStorefront({
  apiUrl,
  trustProxy,
  publicUrl,
  clientDir,
  renderPages,
  googleSignIn = false,
  thirdPartyOrigins = [],
}: StorefrontOptions) {
  /** Passes a request through to the API; the shop is one origin for the browser. */
  const proxyToApi: RequestHandler = (req, res) => {
    const { 'x-forwarded-host': _forwardedHost, ...headers } = req.headers;
    const upstream = httpRequest(
      {
        hostname: apiUrl.hostname,
        port: apiUrl.port,
        path: req.originalUrl,
        method: req.method,
        headers: {
          ...headers,
          // The client as the trusted hops name it (`req.ip` honours `trust proxy`), and no more.
          'x-forwarded-for': req.ip ?? req.socket.remoteAddress ?? '',
          'x-forwarded-proto': req.protocol,
        },
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.status(502).json({ message: 'API unavailable', code: 'api_unavailable' });
      else res.end();
    });
    req.pipe(upstream);
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(trustProxy));
  app.use(securityHeaders(publicUrl));
  app.use(refuseMalformedHost);
  app.use('/dev/mail', loopbackOnly);
  app.use(['/api', '/media', '/feeds', '/dev/mail'], proxyToApi);
  if (clientDir) {
    // Sent as the build compressed them (bundle/precompress.ts), never compressed per request.
    app.use(
      '/assets',
      precompressedStatic(`${clientDir}/assets`, {
        immutable: true,
        maxAge: '1y',
        index: false,
      }),
    );
    app.use(precompressedStatic(clientDir, { maxAge: '1h', index: false }));
  }
  // Pages are rendered per request, so they are compressed as they are sent.
  app.use(compression());
  app.use(pagePolicies(publicUrl, googleSignIn, thirdPartyOrigins), renderPages);
  return app;
}
