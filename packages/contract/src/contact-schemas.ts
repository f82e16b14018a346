import * as z from 'zod/mini';
import {
  CALLBACK_NOTE_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  ContactFieldError,
  callbackTimeError,
} from './contact.ts';
import { CAPTCHA_PAYLOAD_MAX_LENGTH, CustomerFieldError, NAME_MAX_LENGTH } from './customers.ts';
import { emailSchema, phoneSchema } from './customers-schemas.ts';

/** The contact and call-me-back forms on the wire; their rules and limits are in `contact.ts`. */

const notEmpty = { error: CustomerFieldError.required, abort: true } as const;

const requiredText = (max: number) =>
  z
    .string(CustomerFieldError.required)
    .check(z.trim(), z.minLength(1, notEmpty), z.maxLength(max, CustomerFieldError.tooLong));

const captchaSchema = z
  .string(ContactFieldError.captchaMissing)
  .check(
    z.minLength(1, ContactFieldError.captchaMissing),
    z.maxLength(CAPTCHA_PAYLOAD_MAX_LENGTH, ContactFieldError.captchaMissing),
    z.describe('the solved captcha (ALTCHA payload, base64); a solution serves one request'),
  );

const termsSchema = z
  .literal(true, CustomerFieldError.termsRequired)
  .check(z.describe('terms of use accepted'));

export const contactMessageRequestSchema = z.object({
  nm: requiredText(NAME_MAX_LENGTH).check(z.describe('name')),
  eml: emailSchema,
  tel: phoneSchema.check(z.describe('phone: a Greek mobile or landline, or an international number')),
  sbj: requiredText(CONTACT_SUBJECT_MAX_LENGTH).check(z.describe('subject')),
  msg: requiredText(CONTACT_MESSAGE_MAX_LENGTH).check(z.describe('message')),
  trm: termsSchema,
  cap: captchaSchema,
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

export const callbackRequestSchema = z.object({
  nm: requiredText(NAME_MAX_LENGTH).check(z.describe('name')),
  tel: phoneSchema.check(z.describe('the number to call')),
  eml: z
    .pipe(
      z.optional(z.union([z.literal(''), emailSchema])),
      z.transform((value) => value || undefined),
    )
    .check(z.describe('optional: where the acknowledgement goes')),
  pdt: z.string(CustomerFieldError.required).check(
    z.minLength(1, notEmpty),
    z.maxLength(16, ContactFieldError.invalidDateTime),
    z.superRefine((value, context) => {
      const code = callbackTimeError(value);
      if (code) context.addIssue({ code: 'custom', message: code });
    }),
    z.describe('preferred time of the call, YYYY-MM-DDTHH:MM in Greek time, Monday-Friday 09:00-17:00'),
  ),
  msg: z
    .pipe(
      z.optional(
        z.string().check(z.trim(), z.maxLength(CALLBACK_NOTE_MAX_LENGTH, CustomerFieldError.tooLong)),
      ),
      z.transform((value) => value || undefined),
    )
    .check(z.describe('optional: what the call is about')),
  trm: termsSchema,
  cap: captchaSchema,
});
export type CallbackRequest = z.infer<typeof callbackRequestSchema>;

/** The shop's answer to an accepted form: a thank-you in the request's language. */
export const contactAnswerSchema = z.object({ message: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

/** How to reach the shop, shown on the contact page. */
export const contactInfoSchema = z.object({
  eml: z.string().check(z.describe("the shop's contact email")),
  tel: z.string().check(z.describe("the call centre's phone")),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;
