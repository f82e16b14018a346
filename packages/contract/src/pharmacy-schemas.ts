import { z } from 'zod';

/**
 * The online pharmacy's legal details (Directive 2011/62/EU art. 85c and the Greek rules for
 * online pharmacies): who runs it, under which licence, and where a shopper checks that it is
 * registered. Values the shop has not configured are null, never invented.
 */
export const pharmacyDetailsSchema = z.object({
  legalName: z.string().nullable(),
  /** The operating licence's number and the authority that issued it. */
  licence: z.string().nullable(),
  licenceAuthority: z.string().nullable(),
  responsiblePharmacist: z.string().nullable(),
  address: z.string().nullable(),
  /** ΑΦΜ and ΔΟΥ. */
  vatNumber: z.string().nullable(),
  taxOffice: z.string().nullable(),
  /** ΓΕΜΗ. */
  gemiNumber: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The national regulator's list of registered online pharmacies, where the EU logo links. */
  regulatorUrl: z.string(),
});
export type PharmacyDetails = z.infer<typeof pharmacyDetailsSchema>;
