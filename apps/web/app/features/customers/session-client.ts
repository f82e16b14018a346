import {
  type CustomerSession,
  type Language,
  localizePath,
  RETURN_URL_PARAM,
  requiresSignIn,
  type StoredCustomer,
  stripLanguage,
} from '@shop/contract';
import { apiRequest, setAccessTokenProvider, setUnauthorizedHandler } from '~/lib/api-client';
import { browserPublicConfig, languageOf } from '~/lib/public-config';
import { readLegacyRefreshToken, readStoredCustomer, writeStoredCustomer } from '~/lib/session';

/**
 * The API's session answer in the shape the storefront keeps in local storage (spec 000 §3). The
 * refresh token is left out: the API sets it in an `HttpOnly` cookie and answers the storefront
 * an empty `rt` (decision 013).
 */
export function toStoredCustomer(session: CustomerSession): StoredCustomer {
  return {
    id: session.id,
    email: session.eml,
    firstName: session.fnm ?? '',
    lastName: session.lnm ?? '',
    gender: session.gd,
    registrationDate: session.rgd,
    accessToken: session.at,
    accessTokenDuration: session.atd,
    refreshTokenDuration: session.rtd,
    lastLoginDate: session.lld,
  };
}

export function storeSession(session: CustomerSession): void {
  writeStoredCustomer(toStoredCustomer(session));
}

let refreshing: Promise<boolean> | null = null;

async function renew(language: Language, seenAccessToken: string | undefined): Promise<boolean> {
  const stored = readStoredCustomer();
  if (!stored?.accessToken) return false;
  // Another tab renewed the session while this one waited for the lock: use its tokens,
  // since presenting the old refresh token again would look like a replay and end the session.
  if (stored.accessToken !== seenAccessToken) return true;
  // The refresh token travels in its cookie. A session stored before decision 013 still holds
  // it in local storage: sent once in the body, it is exchanged for the cookie and forgotten.
  const legacyRefreshToken = readLegacyRefreshToken();
  try {
    const session = await apiRequest<CustomerSession | null>(language, 'account/refreshtoken', {
      method: 'POST',
      body: legacyRefreshToken
        ? { at: stored.accessToken, rt: legacyRefreshToken }
        : { at: stored.accessToken },
    });
    if (!session) throw new Error('empty refresh answer');
    storeSession(session);
    return true;
  } catch {
    endDeadSession(language);
    // The call is sent again without a token: a public page goes on for a guest.
    return true;
  }
}

/**
 * A failed or empty refresh ends the session (spec 000 §4): it is forgotten here at once. A page
 * only a customer may see sends the shopper to sign in and back; any other page stays as it is.
 */
function endDeadSession(language: Language): void {
  writeStoredCustomer(null);
  const { pathname, search } = window.location;
  if (!requiresSignIn(pathname)) return;
  const back = new URLSearchParams({ [RETURN_URL_PARAM]: `${stripLanguage(pathname)}${search}` });
  window.location.assign(`${localizePath(language, '/login', browserPublicConfig().paths)}?${back}`);
}

/** One refresh at a time across every tab of the shop (Web Locks), not only within this one. */
function refreshOnce(language: Language): Promise<boolean> {
  const seen = readStoredCustomer()?.accessToken;
  if (typeof navigator === 'undefined' || !navigator.locks) return renew(language, seen);
  return navigator.locks.request('customer-session-refresh', () => renew(language, seen));
}

/** Renews the tokens; concurrent 401s share one refresh call, as only one may be in flight. */
export function refreshStoredSession(language: Language): Promise<boolean> {
  refreshing ??= refreshOnce(language).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Makes every API call of the page carry the stored access token and renew it on a 401. A session
 * stored before decision 013 is moved to the cookie at once, so its refresh token leaves local
 * storage on the first page the shopper opens; if that refresh fails, the session ends as any
 * failed refresh does (a public page stays).
 */
export function installSessionClient(): void {
  setAccessTokenProvider(() => readStoredCustomer()?.accessToken ?? null);
  setUnauthorizedHandler(refreshStoredSession);
  if (readLegacyRefreshToken()) {
    void refreshStoredSession(languageOf(window.location.pathname));
  }
}
