import { z } from 'zod';
import { adminPagingQuerySchema } from './admin-audit-schemas.ts';

/**
 * The back office's lists of what shoppers sent: newsletter subscribers (and their CSV export) and
 * contact messages and call-back requests. Times ISO 8601 UTC.
 */

export const NEWSLETTER_SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

export const adminNewsletterQuerySchema = adminPagingQuerySchema.extend({
  st: z.enum(NEWSLETTER_SUBSCRIBER_STATUSES, 'invalid_value').optional(),
  q: z.string().trim().max(100, 'too_long').optional(),
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

export const adminContactQuerySchema = adminPagingQuerySchema.extend({
  q: z.string().trim().max(100, 'too_long').optional(),
});
export type AdminContactQuery = z.infer<typeof adminContactQuerySchema>;

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
