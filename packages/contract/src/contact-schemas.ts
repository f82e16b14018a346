import { z } from 'zod';
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
  z.string(CustomerFieldError.required).trim().min(1, notEmpty).max(max, CustomerFieldError.tooLong);

const captchaSchema = z
  .string(ContactFieldError.captchaMissing)
  .min(1, ContactFieldError.captchaMissing)
  .max(CAPTCHA_PAYLOAD_MAX_LENGTH, ContactFieldError.captchaMissing)
  .describe('the solved captcha (ALTCHA payload, base64); a solution serves one request');

const termsSchema = z.literal(true, CustomerFieldError.termsRequired).describe('terms of use accepted');

export const contactMessageRequestSchema = z.object({
  nm: requiredText(NAME_MAX_LENGTH).describe('name'),
  eml: emailSchema,
  tel: phoneSchema.describe('phone: a Greek mobile or landline, or an international number'),
  sbj: requiredText(CONTACT_SUBJECT_MAX_LENGTH).describe('subject'),
  msg: requiredText(CONTACT_MESSAGE_MAX_LENGTH).describe('message'),
  trm: termsSchema,
  cap: captchaSchema,
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

export const callbackRequestSchema = z.object({
  nm: requiredText(NAME_MAX_LENGTH).describe('name'),
  tel: phoneSchema.describe('the number to call'),
  eml: z
    .union([z.literal(''), emailSchema])
    .optional()
    .transform((value) => value || undefined)
    .describe('optional: where the acknowledgement goes'),
  pdt: z
    .string(CustomerFieldError.required)
    .min(1, notEmpty)
    .max(16, ContactFieldError.invalidDateTime)
    .superRefine((value, context) => {
      const code = callbackTimeError(value);
      if (code) context.addIssue({ code: 'custom', message: code });
    })
    .describe('preferred time of the call, YYYY-MM-DDTHH:MM in Greek time, Monday-Friday 09:00-17:00'),
  msg: z
    .string()
    .trim()
    .max(CALLBACK_NOTE_MAX_LENGTH, CustomerFieldError.tooLong)
    .optional()
    .transform((value) => value || undefined)
    .describe('optional: what the call is about'),
  trm: termsSchema,
  cap: captchaSchema,
});
export type CallbackRequest = z.infer<typeof callbackRequestSchema>;

/** The shop's answer to an accepted form: a thank-you in the request's language. */
export const contactAnswerSchema = z.object({ message: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

/** How to reach the shop, shown on the contact page. */
export const contactInfoSchema = z.object({
  eml: z.string().describe("the shop's contact email"),
  tel: z.string().describe("the call centre's phone"),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;
