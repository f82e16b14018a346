import { z } from 'zod';
import { adminPagingQuerySchema, adminSortQuery } from './admin-audit-schemas.ts';
import { LANGUAGES } from './languages.ts';

/**
 * The back office's lists of what shoppers sent: newsletter subscribers (and their CSV export) and
 * contact messages and call-back requests. Times ISO 8601 UTC.
 */

export const NEWSLETTER_SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

export const ADMIN_NEWSLETTER_SORTS = ['requested', 'email', 'status', 'confirmed'] as const;
export type AdminNewsletterSort = (typeof ADMIN_NEWSLETTER_SORTS)[number];

export const adminNewsletterQuerySchema = adminPagingQuerySchema.extend({
  st: z.enum(NEWSLETTER_SUBSCRIBER_STATUSES, 'invalid_value').optional(),
  q: z.string().trim().max(100, 'too_long').optional(),
  ...adminSortQuery(ADMIN_NEWSLETTER_SORTS, 'requested', 'desc'),
});
export type AdminNewsletterQuery = z.infer<typeof adminNewsletterQuerySchema>;

/** `admin/newsletter/export`: every subscriber of a status (confirmed unless told), as CSV. */
export const adminNewsletterExportQuerySchema = z.object({
  st: z.enum(NEWSLETTER_SUBSCRIBER_STATUSES, 'invalid_value').default('confirmed'),
});

export const adminSubscriberSchema = z.object({
  id: z.number(),
  eml: z.string(),
  lang: z.string(),
  st: z.enum(NEWSLETTER_SUBSCRIBER_STATUSES),
  src: z.string().describe('where the latest sign-up came from'),
  requested: z.string(),
  confirmed: z.string().nullable(),
  unsubscribed: z.string().nullable(),
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
export const adminContactQuerySchema = adminPagingQuerySchema.extend({
  q: z.string().trim().max(100, 'too_long').optional(),
  lang: z.enum(LANGUAGES, 'invalid_value').optional(),
  ...adminSortQuery(ADMIN_CONTACT_SORTS, 'date', 'desc'),
});
export type AdminContactQuery = z.infer<typeof adminContactQuerySchema>;

/** Call-back requests searched by name or phone, newest first. */
export const adminCallbackQuerySchema = adminPagingQuerySchema.extend({
  q: z.string().trim().max(100, 'too_long').optional(),
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
  eml: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string().describe('the preferred time of the call'),
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
