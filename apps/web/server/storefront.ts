import { request as httpRequest } from 'node:http';
import compression from 'compression';
import express, { type RequestHandler } from 'express';

export interface StorefrontOptions {
  /** Where the storefront's server reaches the API. */
  apiUrl: URL;
  /**
   * Which hops may set `X-Forwarded-For` and `X-Forwarded-Proto`, as the API's `TRUST_PROXY`:
   * `loopback`, a comma-separated list of addresses, `true` or `false`.
   */
  trustProxy: string;
  /** The shop's public address (`PUBLIC_URL`); https turns HSTS on. */
  publicUrl: URL;
  /** The built client files (`build/client`); none in tests. */
  clientDir?: string;
  /** Renders the pages (React Router's request handler). */
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
 * Headers every answer carries: no framing (clickjacking of the profile pages), no MIME sniffing,
 * referrers without paths to other sites, no camera, microphone or location, and on an https shop
 * HSTS. A full CSP needs nonces on React Router's inline scripts; until then `frame-ancestors` is
 * its only directive.
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
  app.use(['/api', '/media', '/dev/mail'], proxyToApi);
  app.use(compression());
  if (clientDir) {
    app.use(
      '/assets',
      express.static(`${clientDir}/assets`, {
        immutable: true,
        maxAge: '1y',
        index: false,
      }),
    );
    app.use(express.static(clientDir, { maxAge: '1h', index: false }));
  }
  app.use(renderPages);
  return app;
}
