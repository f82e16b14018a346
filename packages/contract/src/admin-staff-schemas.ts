import * as z from 'zod/mini';
import { adminPagingQuerySchema } from './admin-audit-schemas.ts';
import { CustomerFieldError, NAME_MAX_LENGTH, STAFF_ROLES } from './customers.ts';
import { emailSchema } from './customers-schemas.ts';
import { LANGUAGES } from './languages.ts';

/** A staff password set by an Admin or the command line: long, since it opens the back office. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

export const ADMIN_STAFF_SORTS = ['email', 'name', 'role', 'login', 'created'] as const;
export type AdminStaffSort = (typeof ADMIN_STAFF_SORTS)[number];
export const ADMIN_STAFF_STATES = ['active', 'disabled'] as const;

/** `admin/staff/list` (Admin): staff searched by email or name, filtered by role and state, sorted, paged. */
export const adminStaffQuerySchema = z.extend(adminPagingQuerySchema, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
  role: z.optional(z.enum(STAFF_ROLES, 'invalid_value')),
  st: z.optional(z.enum(ADMIN_STAFF_STATES, 'invalid_value')),
  sort: z._default(z.enum(ADMIN_STAFF_SORTS, 'invalid_value'), 'email'),
  dir: z._default(z.enum(['asc', 'desc'], 'invalid_value'), 'asc'),
});
export type AdminStaffQuery = z.infer<typeof adminStaffQuerySchema>;

export const adminStaffMemberSchema = z.object({
  id: z.number(),
  eml: z.string(),
  nm: z.string(),
  role: z.enum(STAFF_ROLES),
  lang: z.enum(LANGUAGES),
  created: z.string().check(z.describe('ISO 8601 UTC')),
  login: z.nullable(z.string()).check(z.describe('last sign-in, ISO 8601 UTC')),
  disabled: z.nullable(z.string()).check(z.describe('when the account was disabled, ISO 8601 UTC')),
});
export type AdminStaffMember = z.infer<typeof adminStaffMemberSchema>;

export const adminStaffListSchema = z.object({
  items: z.array(adminStaffMemberSchema),
  total: z.number(),
  page: z.number(),
  psize: z.number(),
});
export type AdminStaffList = z.infer<typeof adminStaffListSchema>;

const staffPassword = z
  .string()
  .check(
    z.minLength(STAFF_PASSWORD_MIN_LENGTH, CustomerFieldError.passwordLength),
    z.maxLength(STAFF_PASSWORD_MAX_LENGTH, CustomerFieldError.passwordLength),
  );

/** An empty password field means "generate one": the answer shows it once. */
const optionalPassword = z.optional(
  z.pipe(
    z.union([z.literal(''), staffPassword], {
      // A password that is given but too short or long answers with its own error, not the union's.
      error: (issue) => (issue.code === 'invalid_union' ? issue.errors.at(-1)?.[0]?.message : undefined),
    }),
    z.transform((value) => (value === '' ? undefined : value)),
  ),
);

/** `admin/staff/create` (Admin): a new staff member; without `pwd` the server generates one. */
export const adminStaffCreateSchema = z.object({
  eml: emailSchema,
  nm: z._default(z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, CustomerFieldError.tooLong)), ''),
  role: z.enum(STAFF_ROLES, 'invalid_value'),
  lang: z._default(z.enum(LANGUAGES, 'invalid_value'), 'el'),
  pwd: optionalPassword,
});
export type AdminStaffCreate = z.infer<typeof adminStaffCreateSchema>;

/**
 * `admin/staff/update` (Admin): name, role, language, enabled or disabled, and a new password
 * (`newpwd`: true generates one). Nobody disables or changes their own account here, and the last
 * active Admin stays one.
 */
export const adminStaffUpdateSchema = z.object({
  id: z.coerce
    .number('invalid_id')
    .check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(2_147_483_647, 'invalid_id')),
  nm: z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, CustomerFieldError.tooLong)),
  role: z.enum(STAFF_ROLES, 'invalid_value'),
  lang: z.enum(LANGUAGES, 'invalid_value'),
  disabled: z.boolean('invalid_value'),
  pwd: optionalPassword,
  newpwd: z._default(z.boolean('invalid_value'), false),
});
export type AdminStaffUpdate = z.infer<typeof adminStaffUpdateSchema>;

/** The staff member as saved; `pwd` only when the server generated a password, shown once. */
export const adminStaffSavedSchema = z.extend(adminStaffMemberSchema, {
  pwd: z.nullable(z.string()),
});
export type AdminStaffSaved = z.infer<typeof adminStaffSavedSchema>;
