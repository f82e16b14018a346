import { z } from 'zod';

/** Paging of the back office's lists: page from 1, up to 100 rows a page. */
export const adminPagingQuerySchema = z.object({
  page: z.coerce
    .number('invalid_value')
    .int('invalid_value')
    .min(1, 'invalid_value')
    .max(10_000, 'invalid_value')
    .default(1),
  psize: z.coerce
    .number('invalid_value')
    .int('invalid_value')
    .min(1, 'invalid_value')
    .max(100, 'invalid_value')
    .default(25),
});

/** `admin/audit/getall`: the latest changes first, optionally of one entity type or one entity. */
export const adminAuditQuerySchema = adminPagingQuerySchema.extend({
  /** Entity type, e.g. `order`, `review`, `product`. */
  ent: z.string().trim().min(1, 'invalid_value').max(40, 'too_long').optional(),
  /** Entity id, with `ent`. */
  eid: z.string().trim().min(1, 'invalid_value').max(100, 'too_long').optional(),
  /** Staff member who made the changes. */
  sid: z.coerce
    .number('invalid_id')
    .int('invalid_id')
    .positive('invalid_id')
    .max(2_147_483_647, 'invalid_id')
    .optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.number(),
  sid: z.number().describe('staff id'),
  seml: z.string().nullable().describe("the staff member's email"),
  at: z.string().describe('ISO 8601 UTC'),
  act: z.string().describe('action, `<entity>.<verb>`'),
  ent: z.string(),
  eid: z.string().nullable(),
  bf: z.unknown().describe('the entity before (JSON), null when it was created'),
  af: z.unknown().describe('the entity after (JSON), null when it was removed'),
  rid: z.string().nullable().describe('request id (the `x-request-id` answered)'),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditListSchema = z.object({
  items: z.array(adminAuditEntrySchema),
  total: z.number(),
  page: z.number(),
  psize: z.number(),
});
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
