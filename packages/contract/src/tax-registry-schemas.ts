import * as z from 'zod/mini';
import { TAX_ID_MAX_LENGTH, TAX_LOOKUP_STATUSES } from './tax-registry.ts';

/** The tax-registry look-ups on the wire; what they conclude is described in `tax-registry.ts`. */

export const taxIdQuerySchema = z.object({
  afm: z
    .string()
    .check(z.trim(), z.minLength(1, 'required_field'), z.maxLength(TAX_ID_MAX_LENGTH, 'too_long')),
});

export const viesQuerySchema = z.extend(taxIdQuerySchema, {
  cid: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

/** Company details under the checkout form's own invoice and billing names, ready to fill it. */
export const taxRegistryCompanySchema = z.object({
  /** The number as the registry holds it, without prefix or spaces. */
  vat: z.string(),
  /** Company name. */
  cnm: z.string(),
  /** Tax office (ΔΟΥ); null where the registry does not say (VIES). */
  irs: z.nullable(z.string()),
  /** Main activity. */
  job: z.nullable(z.string()),
  /** Street and number; for VIES the whole address as one line. */
  adr1: z.nullable(z.string()),
  pc: z.nullable(z.string()),
  ct: z.nullable(z.string()),
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
  checksum_ok: z.nullable(z.boolean()),
  /** Which registry answered. */
  source: z.enum(['aade', 'vies', 'local']),
  company: z.nullable(taxRegistryCompanySchema),
});
export type TaxRegistryLookup = z.infer<typeof taxRegistryLookupSchema>;
