import * as z from 'zod/mini';
import { adminPagingQuerySchema, adminSortQuery } from './admin-audit-schemas.ts';
import { LANGUAGES } from './languages.ts';

/**
 * The back office's lists of what shoppers sent: newsletter subscribers (and their CSV export) and
 * contact messages and call-back requests. Times ISO 8601 UTC.
 */

export const NEWSLETTER_SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

export const ADMIN_NEWSLETTER_SORTS = ['requested', 'email', 'status', 'confirmed'] as const;
export type AdminNewsletterSort = (typeof ADMIN_NEWSLETTER_SORTS)[number];

export const adminNewsletterQuerySchema = z.extend(adminPagingQuerySchema, {
  st: z.optional(z.enum(NEWSLETTER_SUBSCRIBER_STATUSES, 'invalid_value')),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
  ...adminSortQuery(ADMIN_NEWSLETTER_SORTS, 'requested', 'desc'),
});
export type AdminNewsletterQuery = z.infer<typeof adminNewsletterQuerySchema>;

/** `admin/newsletter/export`: every subscriber of a status (confirmed unless told), as CSV. */
export const adminNewsletterExportQuerySchema = z.object({
  st: z._default(z.enum(NEWSLETTER_SUBSCRIBER_STATUSES, 'invalid_value'), 'confirmed'),
});

export const adminSubscriberSchema = z.object({
  id: z.number(),
  eml: z.string(),
  lang: z.string(),
  st: z.enum(NEWSLETTER_SUBSCRIBER_STATUSES),
  src: z.string().check(z.describe('where the latest sign-up came from')),
  requested: z.string(),
  confirmed: z.nullable(z.string()),
  unsubscribed: z.nullable(z.string()),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const adminSubscriberListSchema = z.object({
  items: z.array(adminSubscriberSchema),
  total: z.number(),
  page: z.number(),
  psize: z.number(),
});
export type AdminSubscriberList = z.infer<typeof adminSubscriberListSchema>;

export const ADMIN_CONTACT_SORTS = ['date', 'name', 'email', 'subject'] as const;
export type AdminContactSort = (typeof ADMIN_CONTACT_SORTS)[number];

/** Contact messages searched in name, email, subject or text, of one page language or both, sorted. */
export const adminContactQuerySchema = z.extend(adminPagingQuerySchema, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
  lang: z.optional(z.enum(LANGUAGES, 'invalid_value')),
  ...adminSortQuery(ADMIN_CONTACT_SORTS, 'date', 'desc'),
});
export type AdminContactQuery = z.infer<typeof adminContactQuerySchema>;

/** Call-back requests searched by name or phone, newest first. */
export const adminCallbackQuerySchema = z.extend(adminPagingQuerySchema, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
});
export type AdminCallbackQuery = z.infer<typeof adminCallbackQuerySchema>;

export const adminContactMessageSchema = z.object({
  id: z.number(),
  nm: z.string(),
  eml: z.string(),
  tel: z.string(),
  subj: z.string(),
  msg: z.string(),
  lang: z.string(),
  dt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminContactMessageListSchema = z.object({
  items: z.array(adminContactMessageSchema),
  total: z.number(),
  page: z.number(),
  psize: z.number(),
});
export type AdminContactMessageList = z.infer<typeof adminContactMessageListSchema>;

export const adminCallbackRequestSchema = z.object({
  id: z.number(),
  nm: z.string(),
  tel: z.string(),
  eml: z.nullable(z.string()),
  note: z.nullable(z.string()),
  at: z.string().check(z.describe('the preferred time of the call')),
  lang: z.string(),
  dt: z.string(),
});
export type AdminCallbackRequest = z.infer<typeof adminCallbackRequestSchema>;

export const adminCallbackRequestListSchema = z.object({
  items: z.array(adminCallbackRequestSchema),
  total: z.number(),
  page: z.number(),
  psize: z.number(),
});
export type AdminCallbackRequestList = z.infer<typeof adminCallbackRequestListSchema>;
