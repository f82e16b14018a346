import * as z from 'zod/mini';
import { DEFAULT_COUNTRY_ID } from './constants.ts';
import {
  CAPTCHA_PAYLOAD_MAX_LENGTH,
  CustomerFieldError,
  GENDERS,
  isValidBirthDate,
  isValidEmail,
  isValidMobile,
  isValidPhone,
  isValidPostalCode,
  MOBILE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  passwordLengthOk,
  STAFF_ROLES,
} from './customers.ts';
import { LANGUAGES } from './languages.ts';

/** The customer forms and responses on the wire; their rules and limits are in `customers.ts`. */

// `abort` stops at an empty value, so the form shows "required" alone rather than every rule at once.
const notEmpty = { error: CustomerFieldError.required, abort: true } as const;

const required = (max = NAME_MAX_LENGTH) =>
  z
    .string(CustomerFieldError.required)
    .check(z.trim(), z.minLength(1, notEmpty), z.maxLength(max, CustomerFieldError.tooLong));

export const emailSchema = z
  .string(CustomerFieldError.required)
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, notEmpty),
    z.refine(isValidEmail, CustomerFieldError.invalidEmail),
  );

export const passwordSchema = z
  .string(CustomerFieldError.required)
  .check(z.minLength(1, notEmpty), z.refine(passwordLengthOk, CustomerFieldError.passwordLength));

/** Login takes any non-empty password: a length rule here would tell an attacker about stored passwords. */
const loginPasswordSchema = z
  .string(CustomerFieldError.required)
  .check(z.minLength(1, CustomerFieldError.required), z.maxLength(1024));

export const mobileSchema = required(MOBILE_MAX_LENGTH + 8).check(
  z.refine(isValidMobile, CustomerFieldError.invalidMobile),
);
export const phoneSchema = required(MOBILE_MAX_LENGTH + 8).check(
  z.refine(isValidPhone, CustomerFieldError.invalidMobile),
);
export const genderSchema = z.enum(GENDERS, CustomerFieldError.required);
export const birthDateSchema = z.string(CustomerFieldError.required).check(
  z.minLength(1, notEmpty),
  z.refine((value) => isValidBirthDate(value), CustomerFieldError.invalidDate),
  z.describe('YYYY-MM-DD'),
);

// ---- Requests ----

export const registerRequestSchema = z
  .object({
    eml: emailSchema,
    pwd: passwordSchema,
    cpwd: z.string(CustomerFieldError.required).check(z.describe('password confirmation')),
    fnm: z.optional(z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, CustomerFieldError.tooLong))),
    lnm: z.optional(z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, CustomerFieldError.tooLong))),
    trm: z.literal(true, CustomerFieldError.termsRequired).check(z.describe('terms of use accepted')),
    ref: z
      .optional(z.string().check(z.trim(), z.maxLength(64)))
      .check(z.describe('referral code from /register?ref=')),
  })
  .check(
    z.refine((body) => body.pwd === body.cpwd, {
      path: ['cpwd'],
      message: CustomerFieldError.passwordsDoNotMatch,
    }),
  );
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  eml: emailSchema,
  pwd: loginPasswordSchema,
  cap: z
    .optional(z.string().check(z.maxLength(CAPTCHA_PAYLOAD_MAX_LENGTH)))
    .check(
      z.describe('solved captcha (ALTCHA payload, base64), needed once a sign-in answered captcha_required'),
    ),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const googleLoginRequestSchema = z.object({
  idt: z
    .string(CustomerFieldError.required)
    .check(z.minLength(1, CustomerFieldError.required), z.maxLength(8192), z.describe('Google ID token')),
});
export type GoogleLoginRequest = z.infer<typeof googleLoginRequestSchema>;

export const refreshTokenRequestSchema = z.object({
  at: z
    .string(CustomerFieldError.required)
    .check(z.minLength(1), z.maxLength(4096), z.describe('the (possibly expired) access token')),
  rt: z
    .string(CustomerFieldError.required)
    .check(z.minLength(1), z.maxLength(256), z.describe('the refresh token')),
});
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

export const logoutRequestSchema = z.object({
  rt: z
    .optional(z.string().check(z.maxLength(256)))
    .check(z.describe('the refresh token, revoked together with its session')),
});

export const resetPasswordRequestSchema = z
  .object({
    guid: z.uuid(CustomerFieldError.required),
    pwd: passwordSchema,
    cpwd: z.string(CustomerFieldError.required),
  })
  .check(
    z.refine((body) => body.pwd === body.cpwd, {
      path: ['cpwd'],
      message: CustomerFieldError.passwordsDoNotMatch,
    }),
  );
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const updatePasswordRequestSchema = z
  .object({
    opwd: loginPasswordSchema.check(z.describe('current password')),
    pwd: passwordSchema.check(z.describe('new password')),
    cpwd: z.string(CustomerFieldError.required).check(z.describe('new password repeated')),
  })
  .check(
    z.refine((body) => body.pwd === body.cpwd, {
      path: ['cpwd'],
      message: CustomerFieldError.passwordsDoNotMatch,
    }),
  );
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

/** An empty choice or field (the form's '') is no value: the customer may leave it out. */
const leftOut = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.optional(
      z.nullable(
        z.union([z.literal(''), schema], {
          // A value that is given but wrong answers with the field's own error, not the union's.
          error: (issue) => (issue.code === 'invalid_union' ? issue.errors.at(-1)?.[0]?.message : undefined),
        }),
      ),
    ),
    z.transform((value) => (value === '' ? null : value)),
  );

/**
 * Spec 001 §5 requires first name, last name and phone. Gender and birth date stay optional
 * (issue 26): they are health-adjacent personal data a customer need not give, and giving them
 * earns points instead.
 */
export const updateProfileRequestSchema = z.object({
  fnm: required(),
  lnm: required(),
  mob: phoneSchema,
  gd: leftOut(genderSchema),
  dob: leftOut(birthDateSchema),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

// ---- Responses ----

/** The stored customer session of spec 001 §3; durations are minutes, dates ISO 8601 UTC. */
export const customerSessionSchema = z.object({
  id: z.number(),
  eml: z.string(),
  fnm: z.nullable(z.string()),
  lnm: z.nullable(z.string()),
  gd: z.nullable(z.enum(GENDERS)),
  rgd: z.string().check(z.describe('registration date')),
  lld: z.string().check(z.describe('last login date')),
  at: z.string().check(z.describe('access token (JWT, bearer)')),
  rt: z.string().check(z.describe('refresh token (opaque, single use)')),
  atd: z.number().check(z.describe('access-token duration in minutes')),
  rtd: z.number().check(z.describe('refresh-token duration in minutes, counted from lld')),
});
export type CustomerSession = z.infer<typeof customerSessionSchema>;

export const customerProfileSchema = z.object({
  id: z.number(),
  eml: z.string(),
  fnm: z.nullable(z.string()),
  lnm: z.nullable(z.string()),
  mob: z.nullable(z.string()),
  gd: z.nullable(z.enum(GENDERS)),
  dob: z.nullable(z.string()).check(z.describe('YYYY-MM-DD')),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const passwordResetRequestInfoSchema = z.object({
  eml: z.string().check(z.describe('the address the reset link was sent to, partly masked')),
});

export const loginOptionsSchema = z.object({
  gcid: z.nullable(z.string()).check(z.describe('Google client id; null when Google sign-in is off')),
});

// ---- Addresses and countries ----

const optionalText = (max: number) =>
  z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(max, CustomerFieldError.tooLong))));

const addressFields = z.object({
  tl: required(60).check(z.describe('title, unique per customer')),
  fnm: optionalText(NAME_MAX_LENGTH),
  lnm: optionalText(NAME_MAX_LENGTH),
  adr1: required(200).check(z.describe('street and number')),
  ctid: z
    ._default(z.number().check(z.int(), z.positive()), DEFAULT_COUNTRY_ID)
    .check(z.describe('country id')),
  crid: z
    .number(CustomerFieldError.required)
    .check(z.int(), z.positive(), z.describe('region id of the country')),
  ct: required(100).check(z.describe('city')),
  pc: required(POSTAL_CODE_MAX_LENGTH + 1).check(z.describe('postal code')),
  mob: z.nullable(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(MOBILE_MAX_LENGTH + 8, CustomerFieldError.tooLong),
        z.refine((value) => value === '' || isValidMobile(value), CustomerFieldError.invalidMobile),
      ),
    ),
  ),
  cmt: optionalText(500).check(z.describe('comments for the courier')),
});

function checkPostalCode(address: { ctid: number; pc: string }, context: z.core.$RefinementCtx): void {
  if (!isValidPostalCode(address.pc, address.ctid)) {
    context.addIssue({
      code: 'custom',
      path: ['pc'],
      message: CustomerFieldError.invalidPostalCode,
    });
  }
}

export const addressInputSchema = addressFields.check(z.superRefine(checkPostalCode));
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressUpdateSchema = z
  .extend(addressFields, { id: z.number().check(z.int(), z.positive()) })
  .check(z.superRefine(checkPostalCode));
export type AddressUpdate = z.infer<typeof addressUpdateSchema>;

export const addressSchema = z.object({
  id: z.number(),
  tl: z.string(),
  fnm: z.nullable(z.string()),
  lnm: z.nullable(z.string()),
  adr1: z.string(),
  ctid: z.number(),
  ctnm: z.string().check(z.describe('country name in the request language')),
  crid: z.number(),
  crnm: z.string().check(z.describe('region name in the request language')),
  ct: z.string(),
  pc: z.string(),
  mob: z.nullable(z.string()),
  cmt: z.nullable(z.string()),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({ items: z.array(addressSchema) });

export const countrySchema = z.object({
  id: z.number(),
  nm: z.string(),
  iso: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.object({ items: z.array(countrySchema) });

export const countryRegionSchema = z.object({
  id: z.number(),
  ctid: z.number(),
  nm: z.string(),
});
export type CountryRegion = z.infer<typeof countryRegionSchema>;
export const countryRegionListSchema = z.object({
  items: z.array(countryRegionSchema),
});

// ---- Staff ----

/** The signed-in staff member, as the back office shows them and chooses its language. */
export const staffProfileSchema = z.object({
  id: z.number(),
  eml: z.string(),
  nm: z.string().check(z.describe('name, empty when none was given')),
  role: z.enum(STAFF_ROLES),
  lang: z.enum(LANGUAGES).check(z.describe("the back office's language for them")),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

/** `staff/updateme`: a staff member's own name and back-office language. */
export const staffProfileUpdateSchema = z.object({
  nm: z
    .string(CustomerFieldError.required)
    .check(z.trim(), z.maxLength(NAME_MAX_LENGTH, CustomerFieldError.tooLong)),
  lang: z.enum(LANGUAGES, 'invalid_value'),
});
export type StaffProfileUpdate = z.infer<typeof staffProfileUpdateSchema>;

export const staffLoginResponseSchema = z.extend(staffProfileSchema, {
  at: z.string(),
  atd: z.number().check(z.describe('minutes')),
});

export const impersonationRequestSchema = z.object({
  cid: z.number(CustomerFieldError.required).check(z.int(), z.positive(), z.describe('customer id')),
});

export const impersonationGrantSchema = z.object({
  guid: z.string().check(z.describe('single use, valid 5 minutes; open /impersonate/{guid}')),
  exp: z.string().check(z.describe('expiry, ISO 8601 UTC')),
});
