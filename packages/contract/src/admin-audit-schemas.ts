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

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * A list's sort: one of its own keys and a direction, each with the list's default. Anything else
 * is refused as `invalid_value` on its field, so a mistyped key never silently sorts otherwise.
 */
export const adminSortQuery = <const Sorts extends readonly [string, ...string[]]>(
  sorts: Sorts,
  sort: Sorts[number],
  dir: SortDirection,
) => ({
  sort: z.enum(sorts, 'invalid_value').default(sort as never),
  dir: z.enum(SORT_DIRECTIONS, 'invalid_value').default(dir),
});

/** A yes / no filter of a list's address; absent: both. */
export const adminFlagFilter = z.enum(['true', 'false'], 'invalid_value').optional();

export const ADMIN_AUDIT_SORTS = ['date', 'action', 'entity'] as const;
export type AdminAuditSort = (typeof ADMIN_AUDIT_SORTS)[number];

/**
 * `admin/audit/getall`: the latest changes first unless sorted otherwise, optionally of one entity
 * type, one entity or one staff member, searched in the action's name.
 */
export const adminAuditQuerySchema = adminPagingQuerySchema.extend({
  /** Part of the action's name, e.g. `price` or `order.status`. */
  q: z.string().trim().max(100, 'too_long').optional(),
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
  ...adminSortQuery(ADMIN_AUDIT_SORTS, 'date', 'desc'),
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
