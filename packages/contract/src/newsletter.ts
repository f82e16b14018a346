import { CustomerFieldError, EMAIL_MAX_LENGTH } from './customers.ts';

/** Local part, domain and a suffix of one or two 2-5 letter parts (spec 000 §5). */
const NEWSLETTER_EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*?\.[A-Za-z]{2,5}(?:\.[A-Za-z]{2,5})?$/;

export function isNewsletterEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && NEWSLETTER_EMAIL.test(trimmed);
}

/** How long a mailed newsletter confirmation link works (once). */
export const NEWSLETTER_VERIFICATION_HOURS = 48;

/** The storefront page a confirmation link opens (spec 000 §2), before its language prefix. */
export const newsletterVerificationPath = (guid: string) => `/newsletter-subscription-verification/${guid}`;

/** The storefront page of a newsletter mail's unsubscribe link, before its language prefix. */
export const newsletterUnsubscribePath = (token: string) => `/newsletter-unsubscribe/${token}`;

/** A signed unsubscribe token: the subscription's id, a dot, an HMAC in base64url. */
export const NEWSLETTER_UNSUBSCRIBE_TOKEN = /^[1-9]\d{0,9}\.[A-Za-z0-9_-]{43}$/;

/** One failed rule of the sign-up form: the field and the error code the API answers with. */
export interface NewsletterSignupIssue {
  path: 'eml' | 'trm';
  code: string;
}

/**
 * The sign-up form's rules without Zod (the footer is on every page, decision 012): the same codes
 * `newsletterSubscribeRequestSchema` answers, an empty email `required_field`, else `invalid_email`,
 * and the consent box `terms_required`.
 */
export function newsletterSignupIssues(values: { eml?: unknown; trm?: unknown }): NewsletterSignupIssue[] {
  const issues: NewsletterSignupIssue[] = [];
  const email = typeof values.eml === 'string' ? values.eml.trim() : '';
  if (email === '') issues.push({ path: 'eml', code: CustomerFieldError.required });
  else if (!isNewsletterEmail(email)) issues.push({ path: 'eml', code: CustomerFieldError.invalidEmail });
  if (values.trm !== true && values.trm !== 'on' && values.trm !== 'true')
    issues.push({ path: 'trm', code: CustomerFieldError.termsRequired });
  return issues;
}
