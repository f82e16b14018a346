import { request as httpRequest } from 'node:http';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';

const port = Number(process.env.WEB_PORT ?? 3000);
const host = process.env.WEB_HOST ?? '0.0.0.0';
const apiUrl = new URL(process.env.API_URL ?? 'http://127.0.0.1:3001');
const buildDir = new URL('./build/', import.meta.url);

/** Passes a request through to the API unchanged; the shop is one origin for the browser. */
const proxyToApi: RequestHandler = (req, res) => {
  const upstream = httpRequest(
    {
      hostname: apiUrl.hostname,
      port: apiUrl.port,
      path: req.originalUrl,
      method: req.method,
      headers: {
        ...req.headers,
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-proto': req.protocol,
        'x-forwarded-host': req.headers.host ?? '',
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

const build = (await import(new URL('server/index.js', buildDir).href)) as ServerBuild;

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', true);
app.use(['/api', '/media', '/dev/mail'], proxyToApi);
app.use(compression());
app.use(
  '/assets',
  express.static(new URL('client/assets', buildDir).pathname, {
    immutable: true,
    maxAge: '1y',
    index: false,
  }),
);
app.use(express.static(new URL('client', buildDir).pathname, { maxAge: '1h', index: false }));
app.use(createRequestHandler({ build, mode: process.env.NODE_ENV ?? 'production' }));

/** Pages need the API; listening before it answers would serve pages without data. */
async function waitForApi(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(new URL('/api/health', apiUrl))).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.error(
    JSON.stringify({ level: 40, msg: 'API not answering; listening anyway', apiUrl: apiUrl.href }),
  );
}
await waitForApi(Number(process.env.API_WAIT_MS ?? 120_000));

const server = app.listen(port, host, () => {
  console.log(JSON.stringify({ level: 30, msg: 'web ready', port }));
});

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
