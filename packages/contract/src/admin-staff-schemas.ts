import { z } from 'zod';
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
export const adminStaffQuerySchema = adminPagingQuerySchema.extend({
  q: z.string().trim().max(100, 'too_long').optional(),
  role: z.enum(STAFF_ROLES, 'invalid_value').optional(),
  st: z.enum(ADMIN_STAFF_STATES, 'invalid_value').optional(),
  sort: z.enum(ADMIN_STAFF_SORTS, 'invalid_value').default('email'),
  dir: z.enum(['asc', 'desc'], 'invalid_value').default('asc'),
});
export type AdminStaffQuery = z.infer<typeof adminStaffQuerySchema>;

export const adminStaffMemberSchema = z.object({
  id: z.number(),
  eml: z.string(),
  nm: z.string(),
  role: z.enum(STAFF_ROLES),
  lang: z.enum(LANGUAGES),
  created: z.string().describe('ISO 8601 UTC'),
  login: z.string().nullable().describe('last sign-in, ISO 8601 UTC'),
  disabled: z.string().nullable().describe('when the account was disabled, ISO 8601 UTC'),
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
  .min(STAFF_PASSWORD_MIN_LENGTH, CustomerFieldError.passwordLength)
  .max(STAFF_PASSWORD_MAX_LENGTH, CustomerFieldError.passwordLength);

/** An empty password field means "generate one": the answer shows it once. */
const optionalPassword = z
  .union([z.literal(''), staffPassword], {
    // A password that is given but too short or long answers with its own error, not the union's.
    error: (issue) => (issue.code === 'invalid_union' ? issue.errors.at(-1)?.[0]?.message : undefined),
  })
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** `admin/staff/create` (Admin): a new staff member; without `pwd` the server generates one. */
export const adminStaffCreateSchema = z.object({
  eml: emailSchema,
  nm: z.string().trim().max(NAME_MAX_LENGTH, CustomerFieldError.tooLong).default(''),
  role: z.enum(STAFF_ROLES, 'invalid_value'),
  lang: z.enum(LANGUAGES, 'invalid_value').default('el'),
  pwd: optionalPassword,
});
export type AdminStaffCreate = z.infer<typeof adminStaffCreateSchema>;

/**
 * `admin/staff/update` (Admin): name, role, language, enabled or disabled, and a new password
 * (`newpwd`: true generates one). Nobody disables or changes their own account here, and the last
 * active Admin stays one.
 */
export const adminStaffUpdateSchema = z.object({
  id: z.coerce.number('invalid_id').int('invalid_id').positive('invalid_id').max(2_147_483_647, 'invalid_id'),
  nm: z.string().trim().max(NAME_MAX_LENGTH, CustomerFieldError.tooLong),
  role: z.enum(STAFF_ROLES, 'invalid_value'),
  lang: z.enum(LANGUAGES, 'invalid_value'),
  disabled: z.boolean('invalid_value'),
  pwd: optionalPassword,
  newpwd: z.boolean('invalid_value').default(false),
});
export type AdminStaffUpdate = z.infer<typeof adminStaffUpdateSchema>;

/** The staff member as saved; `pwd` only when the server generated a password, shown once. */
export const adminStaffSavedSchema = adminStaffMemberSchema.extend({
  pwd: z.string().nullable(),
});
export type AdminStaffSaved = z.infer<typeof adminStaffSavedSchema>;
