import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A public read that shoppers ask most (product pages, listings, search) issues no XSRF token: a GET is
 * never checked, and a token here cost every cookie-less call (server rendering, crawlers) a
 * random value, a signature and a Set-Cookie; the storefront asks `/api/health` for one before
 * its first change (docs/performance.md, issue 13).
 */
export const publicRead = { xsrf: false } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` for a route that other servers call (a payment provider's notification) or that a
     * provider's page posts to: it carries no token and must prove itself otherwise. On a public
     * GET it only means that no token is issued there (a GET is never checked).
     */
    xsrf?: false;
  }
}

/**
 * Double-submit token: the server issues a signed `XSRF-TOKEN` cookie readable by the
 * page; every state-changing call must echo it in `X-XSRF-TOKEN`, and the echoed value
 * must carry our signature, so a token cannot be forged by whoever can write cookies.
 */
export const xsrfPlugin = fp(async (app: FastifyInstance, options: { secure: boolean }) => {
  app.addHook('onRequest', async (request, reply) => {
    // The matched route rather than the raw URL: the router also matches /API/…, //api/…
    // and percent-encoded spellings, none of which may skip the check.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    if (request.routeOptions.config.xsrf === false) return;
    const cookie = request.cookies[XSRF_COOKIE];
    const cookieValid = cookie !== undefined && request.unsignCookie(cookie).valid;
    if (!cookieValid) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: options.secure,
        httpOnly: false,
        signed: true,
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookieValid || typeof header !== 'string' || header !== cookie) {
      throw new HttpError(403, 'xsrf_invalid');
    }
  });
});
