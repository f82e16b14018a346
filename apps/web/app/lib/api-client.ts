import type { ApiError, Language } from '@shop/contract';

/** A failed API call: the status and, when the API sent one, its error body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
  }
}

export type QueryValue = string | number | boolean | null | undefined | (string | number)[];

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Headers a call needs besides the standard ones (e.g. the order save's `Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Tells the API this is the storefront: a session answer then carries the refresh token in its
 * `HttpOnly` cookie only, never in the body a page script could read (decision 013).
 */
export const REFRESH_TOKEN_TRANSPORT_HEADER = 'X-Refresh-Token-Transport';

/** On the server the API is reached directly; in the browser through the same origin. */
function apiBase(): string {
  if (import.meta.env.SSR) return globalThis.process?.env.API_URL ?? 'http://127.0.0.1:3001';
  return '';
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

export function buildApiUrl(
  language: Language,
  path: string,
  query: Record<string, QueryValue> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `${apiBase()}/api/${language}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

/** Supplies the bearer token of the signed-in customer, when there is one. */
let accessTokenProvider: () => string | null = () => null;
export function setAccessTokenProvider(provider: () => string | null): void {
  accessTokenProvider = provider;
}

/**
 * Called on a 401 to renew the session (spec 000 §4); resolves true when new tokens are
 * stored, so the call is retried once. Installed by the customers feature in the browser.
 */
let unauthorizedHandler: ((language: Language) => Promise<boolean>) | null = null;
export function setUnauthorizedHandler(handler: ((language: Language) => Promise<boolean>) | null): void {
  unauthorizedHandler = handler;
}

// Calls whose 401 means a wrong password or a dead session, never an access token to renew.
const NO_REFRESH_ON_401 =
  /^\/?(customers\/login|customers\/googlelogin|account\/refreshtoken|customers\/updatepassword|staff\/login)$/i;

/**
 * The one way the storefront calls the API: JSON in and out, the language in the
 * path, `Accept-Language`, the bearer token when signed in, the XSRF header on
 * every state-changing call (spec 000 §7), and the refresh token only ever in its
 * same-origin cookie. Only 2xx is success.
 */
export async function apiRequest<T>(
  language: Language,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  try {
    return await sendApiRequest<T>(language, path, options);
  } catch (error) {
    const renewable =
      error instanceof ApiRequestError &&
      error.status === 401 &&
      unauthorizedHandler !== null &&
      !NO_REFRESH_ON_401.test(path);
    if (!renewable || !(await unauthorizedHandler?.(language))) throw error;
    return sendApiRequest<T>(language, path, options);
  }
}

/**
 * A file the API answers (a PDF) as a `Blob`, through the same headers, token renewal and
 * errors as `apiRequest`; a refusal is still read as the API's JSON error.
 */
export async function apiFile(
  language: Language,
  path: string,
  options: ApiRequestOptions = {},
): Promise<Blob> {
  try {
    return await sendApiRequest<Blob>(language, path, options, true);
  } catch (error) {
    const renewable =
      error instanceof ApiRequestError && error.status === 401 && unauthorizedHandler !== null;
    if (!renewable || !(await unauthorizedHandler?.(language))) throw error;
    return sendApiRequest<Blob>(language, path, options, true);
  }
}

/** Hands a file to the browser under the name given, as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * A page rendered on the server has not called the API from the browser yet, so it may
 * hold no XSRF cookie; any GET under /api issues one before the first state-changing call.
 */
let issuingXsrf: Promise<void> | null = null;

async function ensureXsrfCookie(): Promise<void> {
  if (typeof document === 'undefined' || readCookie('XSRF-TOKEN')) return;
  // Calls made at once share one issuing request: each response sets a new token, and a call
  // that read the first token while a second response replaced the cookie would be refused.
  issuingXsrf ??= fetch(`${apiBase()}/api/health`, { credentials: 'same-origin' })
    // The body is read so the request ends: an unread response stays open in the browser.
    .then((response) => response.text())
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      issuingXsrf = null;
    });
  await issuingXsrf;
}

async function sendApiRequest<T>(
  language: Language,
  path: string,
  options: ApiRequestOptions,
  file = false,
): Promise<T> {
  const method = options.method ?? 'GET';
  if (STATE_CHANGING.has(method)) await ensureXsrfCookie();
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': language,
    [REFRESH_TOKEN_TRANSPORT_HEADER]: 'cookie',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // The page's server-side calls carry an id the API logs each call under (its `genReqId`).
  if (import.meta.env.SSR) headers['X-Request-Id'] = `web-${globalThis.crypto.randomUUID()}`;
  const token = accessTokenProvider();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (STATE_CHANGING.has(method)) {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  }
  if (file) headers.Accept = '*/*';
  const response = await fetch(buildApiUrl(language, path, options.query), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  if (file && response.ok) return (await response.blob()) as T;
  const text = await response.text();
  const payload: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiRequestError(response.status, (payload as ApiError | null) ?? null);
  return payload as T;
}
