import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentCookie,
  consentFromCookies,
  consentModeOf,
  formatConsentValue,
  parseConsentValue,
} from './consent-cookie';

const chosenAt = new Date('2026-11-24T10:00:00.000Z');
const later = (days: number) => new Date(chosenAt.getTime() + days * 24 * 60 * 60 * 1000);

describe('the consent cookie', () => {
  it('round-trips a choice with its version and date', () => {
    const choice = { analytics: true, marketing: false, date: chosenAt };
    const value = formatConsentValue(choice);
    expect(value).toBe('v=1&analytics=1&marketing=0&date=2026-11-24T10%3A00%3A00.000Z');
    expect(parseConsentValue(value, later(1))).toEqual(choice);
  });

  it('honours no choice of another version, malformed, from the future or older than six months', () => {
    const value = formatConsentValue({ analytics: true, marketing: true, date: chosenAt });
    expect(parseConsentValue(value.replace('v=1', 'v=0'), later(1))).toBeNull();
    expect(parseConsentValue(value.replace('v=1&', ''), later(1))).toBeNull();
    expect(parseConsentValue(value.replace('analytics=1', 'analytics=yes'), later(1))).toBeNull();
    expect(parseConsentValue('v=1&analytics=1&marketing=1&date=soon', later(1))).toBeNull();
    expect(parseConsentValue('', later(1))).toBeNull();
    expect(parseConsentValue(undefined, later(1))).toBeNull();
    expect(parseConsentValue(value, later(-1))).toBeNull();
    expect(parseConsentValue(value, later(181))).not.toBeNull();
    expect(parseConsentValue(value, later(183))).toBeNull();
  });

  it('is found among the other cookies of a request', () => {
    const value = formatConsentValue({ analytics: false, marketing: true, date: chosenAt });
    expect(consentFromCookies(`rt=abc; ${CONSENT_COOKIE}=${value}; lang=el`, later(2))).toEqual({
      analytics: false,
      marketing: true,
      date: chosenAt,
    });
    expect(consentFromCookies('rt=abc', later(2))).toBeNull();
    expect(consentFromCookies(null, later(2))).toBeNull();
  });

  it('is set for the whole shop for six months, secure on an https shop', () => {
    const cookie = consentCookie({ analytics: false, marketing: false, date: chosenAt }, true);
    expect(cookie).toBe(
      `${CONSENT_COOKIE}=v=1&analytics=0&marketing=0&date=2026-11-24T10%3A00%3A00.000Z; Path=/; ` +
        `Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax; Secure`,
    );
    expect(CONSENT_MAX_AGE_SECONDS).toBe(182 * 86_400);
    expect(consentCookie({ analytics: false, marketing: false, date: chosenAt }, false)).not.toContain(
      'Secure',
    );
    // What the browser sends back is read as it was written.
    const sent = cookie.split(';')[0];
    expect(consentFromCookies(sent, later(1))).toEqual({
      analytics: false,
      marketing: false,
      date: chosenAt,
    });
  });

  it("speaks Google Consent Mode v2's words to the data layer", () => {
    expect(consentModeOf({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentModeOf({ analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });
});
