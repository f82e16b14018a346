import { z } from 'zod';

/**
 * Tax-registry look-ups for an invoice (spec 001 §7, §8): `GET orders/getafmdetails?afm` asks
 * AADE about a Greek ΑΦΜ, `GET orders/getafmcheckvies?cid&afm` asks VIES about an EU VAT number.
 * The checksum of a Greek number is checked locally first; only a number that passes is sent on.
 */

/** Longest tax id a look-up accepts, prefix and spaces included. */
export const TAX_ID_MAX_LENGTH = 20;

export const taxIdQuerySchema = z.object({
  afm: z.string().trim().min(1, 'required_field').max(TAX_ID_MAX_LENGTH, 'too_long'),
});

export const viesQuerySchema = taxIdQuerySchema.extend({
  cid: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * What a look-up concluded:
 * - `valid`: the registry knows the number; `company` holds what it disclosed;
 * - `invalid`: the checksum failed, or the registry says the number is wrong or unknown;
 * - `not_configured`: the shop has no registry credentials; `checksum_ok` is all there is;
 * - `not_applicable`: VIES was asked about a country outside the EU;
 * - `try_later`: the registry is unavailable, busy or over its limits: nothing was decided;
 * - `error`: the registry refused the shop's request (credentials, blocked caller).
 */
export const TAX_LOOKUP_STATUSES = [
  'valid',
  'invalid',
  'not_configured',
  'not_applicable',
  'try_later',
  'error',
] as const;
export type TaxLookupStatus = (typeof TAX_LOOKUP_STATUSES)[number];

/** Company details under the checkout form's own invoice and billing names, ready to fill it. */
export const taxRegistryCompanySchema = z.object({
  /** The number as the registry holds it, without prefix or spaces. */
  vat: z.string(),
  /** Company name. */
  cnm: z.string(),
  /** Tax office (ΔΟΥ); null where the registry does not say (VIES). */
  irs: z.string().nullable(),
  /** Main activity. */
  job: z.string().nullable(),
  /** Street and number; for VIES the whole address as one line. */
  adr1: z.string().nullable(),
  pc: z.string().nullable(),
  ct: z.string().nullable(),
  /** False when AADE reports the tax id deactivated. */
  active: z.boolean(),
});
export type TaxRegistryCompany = z.infer<typeof taxRegistryCompanySchema>;

export const taxRegistryLookupSchema = z.object({
  status: z.enum(TAX_LOOKUP_STATUSES),
  /** Why, in a word the storefront may branch on (`not_found`, `daily_limit`, `MS_UNAVAILABLE`, …). */
  code: z.string(),
  /** The outcome in the request's language. */
  message: z.string(),
  /** Whether the number passed the local ΑΦΜ checksum; null for a VAT number of another country. */
  checksum_ok: z.boolean().nullable(),
  /** Which registry answered. */
  source: z.enum(['aade', 'vies', 'local']),
  company: taxRegistryCompanySchema.nullable(),
});
export type TaxRegistryLookup = z.infer<typeof taxRegistryLookupSchema>;
