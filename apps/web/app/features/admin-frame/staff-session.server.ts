import { type ApiError, isLanguage, type Language, STAFF_ROLES, type StaffRoleName } from '@shop/contract';
import { data, redirect } from 'react-router';
import {
  ApiRequestError,
  type ApiRequestOptions,
  apiRequest,
  buildApiUrl,
  type QueryValue,
} from '~/lib/api-client';
import { adminPath } from './paths';

/**
 * The staff session lives in an HttpOnly cookie the storefront's server reads: page scripts never
 * hold the staff token, and every back-office call is made by the server on the staff member's
 * behalf (decision 029).
 */
export const STAFF_COOKIE = 'staff_session';

export interface StaffSession {
  id: number;
  eml: string;
  /** The staff member's name, empty when none was given. */
  nm: string;
  role: StaffRoleName;
  /** The back office's language for them. */
  lang: Language;
  /** The API's staff access token. */
  at: string;
  /** When the token expires, milliseconds since the epoch. */
  exp: number;
}

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  const prefix = `${name}=`;
  const found = header.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (!found) return undefined;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    // A malformed cookie is no cookie, never a failed page.
    return undefined;
  }
}

function isStaffSession(value: unknown): value is StaffSession {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'number' &&
    typeof record.eml === 'string' &&
    typeof record.nm === 'string' &&
    isLanguage(record.lang) &&
    typeof record.at === 'string' &&
    typeof record.exp === 'number' &&
    (STAFF_ROLES as readonly unknown[]).includes(record.role)
  );
}

/** The request's staff session, or null when there is none or it has expired. */
export function readStaffSession(request: Request, now = Date.now()): StaffSession | null {
  const raw = cookieValue(request.headers.get('cookie'), STAFF_COOKIE);
  if (!raw) return null;
  try {
    const session: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    return isStaffSession(session) && session.exp > now ? session : null;
  } catch {
    return null;
  }
}

function secureCookies(): boolean {
  return new URL(process.env.PUBLIC_URL ?? 'http://localhost:3000').protocol === 'https:';
}

/**
 * The `Set-Cookie` of a session, or of its removal. Path `/`: the router's data requests of the
 * back office are `/admin.data`, `/en/admin.data`…, which no narrower path covers.
 */
export function staffSessionCookie(session: StaffSession | null, now = Date.now()): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', ...(secureCookies() ? ['Secure'] : [])];
  if (!session) return [`${STAFF_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
  const value = Buffer.from(JSON.stringify(session), 'utf8').toString('base64url');
  const maxAge = Math.max(0, Math.floor((session.exp - now) / 1000));
  return [`${STAFF_COOKIE}=${value}`, `Max-Age=${maxAge}`, ...attributes].join('; ');
}

function signInRedirect(request: Request, language: Language): Response {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return redirect(`${adminPath(language, '/login')}?returnUrl=${encodeURIComponent(back)}`, {
    headers: { 'Set-Cookie': staffSessionCookie(null) },
  });
}

/** The staff session of a back-office page; without one the staff member is sent to sign in. */
export function requireStaffSession(request: Request, language: Language): StaffSession {
  const session = readStaffSession(request);
  if (!session) throw signInRedirect(request, language);
  return session;
}

/**
 * The API's double-submit XSRF pair for a state-changing call: the browser's cookie when it sent
 * one, else a new one the API issues to this server.
 */
async function xsrfPair(request: Request): Promise<Record<string, string>> {
  let token = cookieValue(request.headers.get('cookie'), 'XSRF-TOKEN');
  if (!token) {
    const base = process.env.API_URL ?? 'http://127.0.0.1:3001';
    const response = await fetch(`${base}/api/health`).catch(() => null);
    await response?.text();
    const issued = response?.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
    token = issued ? decodeURIComponent(issued.slice('XSRF-TOKEN='.length).split(';')[0] ?? '') : undefined;
  }
  if (!token) return {};
  return { Cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`, 'X-XSRF-TOKEN': token };
}

/**
 * A back-office call to the API with the staff member's token. A refused token (expired, the staff
 * user removed) sends the staff member to sign in again; other failures are the caller's.
 */
export async function staffApi<T>(
  request: Request,
  language: Language,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const session = requireStaffSession(request, language);
  const stateChanging = options.method !== undefined && options.method !== 'GET';
  const headers: Record<string, string> = {
    ...options.headers,
    ...(stateChanging ? await xsrfPair(request) : {}),
    Authorization: `Bearer ${session.at}`,
  };
  try {
    return await apiRequest<T>(language, path, {
      ...options,
      headers,
      signal: options.signal ?? request.signal,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw signInRedirect(request, language);
    // A page of something that does not exist is the back office's not-found page.
    if (error instanceof ApiRequestError && error.status === 404 && !stateChanging)
      throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * A back-office call whose body or answer is no JSON: a picture sent as multipart, a CSV read as
 * text. The same token, XSRF pair and refusals as `staffApi`.
 */
export async function staffRawApi(
  request: Request,
  language: Language,
  path: string,
  {
    method = 'GET',
    query,
    body,
  }: { method?: 'GET' | 'POST'; query?: Record<string, QueryValue>; body?: FormData },
): Promise<Response> {
  const session = requireStaffSession(request, language);
  const headers: Record<string, string> = {
    ...(method === 'POST' ? await xsrfPair(request) : {}),
    Authorization: `Bearer ${session.at}`,
    'Accept-Language': language,
  };
  const response = await fetch(buildApiUrl(language, path, query), {
    method,
    headers,
    body,
    signal: request.signal,
  });
  if (response.ok) return response;
  if (response.status === 401) throw signInRedirect(request, language);
  const text = await response.text();
  let payload: ApiError | null = null;
  try {
    payload = text ? (JSON.parse(text) as ApiError) : null;
  } catch {
    payload = null;
  }
  throw new ApiRequestError(response.status, payload);
}
