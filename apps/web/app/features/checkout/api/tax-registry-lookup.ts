import { GREECE_COUNTRY_ID, type Language, type TaxRegistryLookup } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** A Greek ΑΦΜ is asked of AADE, any other EU VAT number of VIES (spec 001 §7). */
export const lookUpTaxId = (language: Language, countryId: number, taxId: string) =>
  countryId === GREECE_COUNTRY_ID
    ? apiRequest<TaxRegistryLookup>(language, 'orders/getafmdetails', { query: { afm: taxId } })
    : apiRequest<TaxRegistryLookup>(language, 'orders/getafmcheckvies', {
        query: { cid: countryId, afm: taxId },
      });
