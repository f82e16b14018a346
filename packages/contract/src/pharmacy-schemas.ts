import * as z from 'zod/mini';

/**
 * The online pharmacy's legal details (Directive 2011/62/EU art. 85c and the Greek rules for
 * online pharmacies): who runs it, under which licence, and where a shopper checks that it is
 * registered. Values the shop has not configured are null, never invented.
 */
export const pharmacyDetailsSchema = z.object({
  legalName: z.nullable(z.string()),
  /** The operating licence's number and the authority that issued it. */
  licence: z.nullable(z.string()),
  licenceAuthority: z.nullable(z.string()),
  responsiblePharmacist: z.nullable(z.string()),
  address: z.nullable(z.string()),
  /** ΑΦΜ and ΔΟΥ. */
  vatNumber: z.nullable(z.string()),
  taxOffice: z.nullable(z.string()),
  /** ΓΕΜΗ. */
  gemiNumber: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** The national regulator's list of registered online pharmacies, where the EU logo links. */
  regulatorUrl: z.string(),
});
export type PharmacyDetails = z.infer<typeof pharmacyDetailsSchema>;
