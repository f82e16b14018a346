import { type CustomerSession, LANGUAGES } from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that carries the refresh token to the browser (decision 013). */
export const REFRESH_TOKEN_COOKIE = 'rt';

/**
 * The storefront's request header asking for the refresh token in the cookie only. Browsers
 * without Fetch Metadata (`Sec-Fetch-Site`) are told apart by it; the storefront sends it always.
 */
export const COOKIE_ONLY_HEADER = 'x-refresh-token-transport';
export const COOKIE_ONLY_VALUE = 'cookie';

/**
 * The only paths that read the cookie: refresh and logout, in every language. A cookie's `Path`
 * is a prefix, and one prefix covering both (`/api/`) would send the token with every API call,
 * so the same cookie is set once per exact path; a request carries only the one of its path.
 */
export const REFRESH_COOKIE_PATHS: readonly string[] = LANGUAGES.flatMap((language) => [
  `/api/${language}/account/refreshtoken`,
  `/api/${language}/customers/logout`,
]);

function cookieOptions(secure: boolean) {
  return { httpOnly: true, secure, sameSite: 'strict', signed: false } as const;
}

/**
 * Whether the response body must not carry the refresh token: the request came from a page in a
 * browser. `Sec-Fetch-Site` is sent by every current browser and no page script can set or remove
 * it, so even a script injected into the storefront that leaves out the storefront's header gets
 * no refresh token in a body; the header covers browsers older than Fetch Metadata.
 */
export function wantsCookieOnly(request: FastifyRequest): boolean {
  return (
    request.headers['sec-fetch-site'] !== undefined ||
    request.headers[COOKIE_ONLY_HEADER] === COOKIE_ONLY_VALUE
  );
}

/** The refresh token the browser's cookie carries, if any. */
export function refreshTokenFromCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_TOKEN_COOKIE];
  return value ? value : undefined;
}

/**
 * Sets the session's refresh token in the cookie, for as long as the session may still be
 * refreshed, and answers the session: with the refresh token in the body for an API client,
 * without it (`rt: ""`) for a browser or when the token came from the cookie.
 */
export function sendSession(
  request: FastifyRequest,
  reply: FastifyReply,
  session: CustomerSession,
  options: { secure: boolean; tokenFromCookie?: boolean },
): CustomerSession {
  const expiresAt = Date.parse(session.lld) + session.rtd * 60_000;
  const maxAge = Math.max(0, Math.floor((expiresAt - Date.now()) / 1000));
  for (const path of REFRESH_COOKIE_PATHS) {
    reply.setCookie(REFRESH_TOKEN_COOKIE, session.rt, { ...cookieOptions(options.secure), path, maxAge });
  }
  if (options.tokenFromCookie || wantsCookieOnly(request)) return { ...session, rt: '' };
  return session;
}

/** Removes the cookie from every path it was set on. */
export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  for (const path of REFRESH_COOKIE_PATHS) {
    reply.clearCookie(REFRESH_TOKEN_COOKIE, { ...cookieOptions(secure), path });
  }
}
