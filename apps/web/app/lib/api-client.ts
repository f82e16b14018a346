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
  signal?: AbortSignal;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE']);

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
 * The one way the storefront calls the API: JSON in and out, the language in the
 * path, `Accept-Language`, the bearer token when signed in, and the XSRF header on
 * every state-changing call (spec 000 §7). Only 2xx is success.
 */
export async function apiRequest<T>(
  language: Language,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = accessTokenProvider();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (STATE_CHANGING.has(method)) {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  }
  const response = await fetch(buildApiUrl(language, path, options.query), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  const text = await response.text();
  const payload: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiRequestError(response.status, (payload as ApiError | null) ?? null);
  return payload as T;
}
