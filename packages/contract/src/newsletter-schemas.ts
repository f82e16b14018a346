import * as z from 'zod/mini';
import { CustomerFieldError } from './customers.ts';
import { isNewsletterEmail, NEWSLETTER_UNSUBSCRIBE_TOKEN } from './newsletter.ts';

/** The newsletter calls on the wire; the rules are in `newsletter.ts`. */

export const newsletterSubscribeRequestSchema = z.object({
  eml: z
    .string(CustomerFieldError.required)
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: CustomerFieldError.required, abort: true }),
      z.refine(isNewsletterEmail, CustomerFieldError.invalidEmail),
    ),
  trm: z
    .literal(true, CustomerFieldError.termsRequired)
    .check(z.describe('consent to receive the newsletter')),
});
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>;

export const newsletterVerificationQuerySchema = z.object({ guid: z.uuid('link_invalid') });

export const newsletterVerificationSchema = z.object({
  message: z.string(),
  lpnt: z.number().check(z.int(), z.describe('loyalty points credited by this confirmation (0 for none)')),
});
export type NewsletterVerification = z.infer<typeof newsletterVerificationSchema>;

export const newsletterUnsubscribeQuerySchema = z.object({
  token: z
    .string()
    .check(z.regex(NEWSLETTER_UNSUBSCRIBE_TOKEN, 'link_invalid'), z.describe('the signed token of the mail')),
});
