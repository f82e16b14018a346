/** Local part, domain and a suffix of one or two 2-5 letter parts (spec 000 §5). */
const NEWSLETTER_EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*?\.[A-Za-z]{2,5}(?:\.[A-Za-z]{2,5})?$/;

export function isNewsletterEmail(value: string): boolean {
  return NEWSLETTER_EMAIL.test(value.trim());
}
