import * as z from 'zod/mini';

/** Paging of the back office's lists: page from 1, up to 100 rows a page. */
export const adminPagingQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number('invalid_value')
      .check(z.int('invalid_value'), z.gte(1, 'invalid_value'), z.lte(10_000, 'invalid_value')),
    1,
  ),
  psize: z._default(
    z.coerce
      .number('invalid_value')
      .check(z.int('invalid_value'), z.gte(1, 'invalid_value'), z.lte(100, 'invalid_value')),
    25,
  ),
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
  sort: z._default(z.enum(sorts, 'invalid_value'), sort as never),
  dir: z._default(z.enum(SORT_DIRECTIONS, 'invalid_value'), dir),
});

/** A yes / no filter of a list's address; absent: both. */
export const adminFlagFilter = z.optional(z.enum(['true', 'false'], 'invalid_value'));

export const ADMIN_AUDIT_SORTS = ['date', 'action', 'entity'] as const;
export type AdminAuditSort = (typeof ADMIN_AUDIT_SORTS)[number];

/**
 * `admin/audit/getall`: the latest changes first unless sorted otherwise, optionally of one entity
 * type, one entity or one staff member, searched in the action's name.
 */
export const adminAuditQuerySchema = z.extend(adminPagingQuerySchema, {
  /** Part of the action's name, e.g. `price` or `order.status`. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
  /** Entity type, e.g. `order`, `review`, `product`. */
  ent: z.optional(z.string().check(z.trim(), z.minLength(1, 'invalid_value'), z.maxLength(40, 'too_long'))),
  /** Entity id, with `ent`. */
  eid: z.optional(z.string().check(z.trim(), z.minLength(1, 'invalid_value'), z.maxLength(100, 'too_long'))),
  /** Staff member who made the changes. */
  sid: z.optional(
    z.coerce
      .number('invalid_id')
      .check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(2_147_483_647, 'invalid_id')),
  ),
  ...adminSortQuery(ADMIN_AUDIT_SORTS, 'date', 'desc'),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.number(),
  sid: z.number().check(z.describe('staff id')),
  seml: z.nullable(z.string()).check(z.describe("the staff member's email")),
  at: z.string().check(z.describe('ISO 8601 UTC')),
  act: z.string().check(z.describe('action, `<entity>.<verb>`')),
  ent: z.string(),
  eid: z.nullable(z.string()),
  bf: z.unknown().check(z.describe('the entity before (JSON), null when it was created')),
  af: z.unknown().check(z.describe('the entity after (JSON), null when it was removed')),
  rid: z.nullable(z.string()).check(z.describe('request id (the `x-request-id` answered)')),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditListSchema = z.object({
  items: z.array(adminAuditEntrySchema),
  total: z.number(),
  page: z.number(),
  psize: z.number(),
});
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
