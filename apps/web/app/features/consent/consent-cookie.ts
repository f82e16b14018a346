/**
 * The visitor's cookie and tracking choice (GDPR, ePrivacy): a first-party cookie the server reads
 * too, so a visitor who has chosen never sees the banner flash. It carries the version of the
 * categories asked about and the date of the choice; either one out of date asks again.
 */
export const CONSENT_COOKIE = 'cookie_consent';

/** Raised whenever the categories or their meaning change: every earlier choice is asked again. */
export const CONSENT_VERSION = 1;

/** Six months: a choice is not held for longer than that before the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

/** The optional categories; necessary cookies are always on and never asked about. */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  /** When the visitor chose. */
  date: Date;
}

export const ACCEPT_ALL = { analytics: true, marketing: true } as const;
export const REJECT_ALL = { analytics: false, marketing: false } as const;

/** The cookie's value: `v=1&analytics=1&marketing=0&date=<ISO date>`. */
export function formatConsentValue(choice: ConsentChoice): string {
  return new URLSearchParams({
    v: String(CONSENT_VERSION),
    analytics: choice.analytics ? '1' : '0',
    marketing: choice.marketing ? '1' : '0',
    date: choice.date.toISOString(),
  }).toString();
}

const flagOf = (value: string | null): boolean | null =>
  value === '1' ? true : value === '0' ? false : null;

/**
 * The choice a cookie value holds; null when there is none to honour: malformed, of another
 * version, dated in the future or older than the cookie's lifetime.
 */
export function parseConsentValue(value: string | undefined, now: Date): ConsentChoice | null {
  if (!value) return null;
  const params = new URLSearchParams(value);
  if (params.get('v') !== String(CONSENT_VERSION)) return null;
  const analytics = flagOf(params.get('analytics'));
  const marketing = flagOf(params.get('marketing'));
  const date = new Date(params.get('date') ?? '');
  if (analytics === null || marketing === null || Number.isNaN(date.getTime())) return null;
  const age = now.getTime() - date.getTime();
  if (age < 0 || age > CONSENT_MAX_AGE_SECONDS * 1000) return null;
  return { analytics, marketing, date };
}

/** The choice in a `Cookie` header (a request's, or `document.cookie`). */
export function consentFromCookies(cookieHeader: string | null | undefined, now: Date): ConsentChoice | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    return parseConsentValue(rest.join('='), now);
  }
  return null;
}

/**
 * The cookie as `Set-Cookie` or `document.cookie` takes it; readable by the page, which changes it.
 * The value is already URL-encoded, which leaves only characters a cookie may hold.
 */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const attributes = [
    `${CONSENT_COOKIE}=${formatConsentValue(choice)}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

type ConsentState = 'granted' | 'denied';

/** The choice in Google Consent Mode v2's words, which tag managers read from the data layer. */
export function consentModeOf(choice: Pick<ConsentChoice, OptionalCategory>): {
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
  analytics_storage: ConsentState;
} {
  const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');
  return {
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
    analytics_storage: state(choice.analytics),
  };
}
