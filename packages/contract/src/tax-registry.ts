/**
 * Tax-registry look-ups for an invoice (spec 001 §7, §8): `GET orders/getafmdetails?afm` asks
 * AADE about a Greek ΑΦΜ, `GET orders/getafmcheckvies?cid&afm` asks VIES about an EU VAT number.
 * The checksum of a Greek number is checked locally first; only a number that passes is sent on.
 */

/** Longest tax id a look-up accepts, prefix and spaces included. */
export const TAX_ID_MAX_LENGTH = 20;

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
