import {
  isValidGreekTaxId,
  type Language,
  normalizeGreekTaxId,
  type TaxLookupStatus,
  type TaxRegistryCompany,
  type TaxRegistryLookup,
} from '@shop/contract';
import { HttpError } from '../../lib/http-error.ts';
import { type KeysOf, translatorOf } from '../../lib/messages.ts';
import type { FetchFunction } from '../../lib/outbound-http.ts';
import type { GeoService } from '../geo/index.ts';
import { AadeClient, type AadeCompany, type AadeFailureCode } from './aade-client.ts';
import { taxRegistryMessages } from './messages.ts';
import { ViesClient, type ViesResult } from './vies-client.ts';

type MessageKey = KeysOf<typeof taxRegistryMessages>;
const translate = translatorOf(taxRegistryMessages);

/** Member states VIES answers for (ISO codes; Greece is sent as `EL` by the client). */
export const EU_COUNTRY_CODES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

/**
 * What each AADE answer means for the shopper: the number is wrong, AADE cannot answer now, or
 * the shop's own access is refused (nothing the shopper did; they fill the fields themselves).
 */
const AADE_STATUS: Record<
  AadeFailureCode,
  Exclude<TaxLookupStatus, 'valid' | 'not_configured' | 'not_applicable'>
> = {
  invalid_afm: 'invalid',
  not_found: 'invalid',
  wrong_afm: 'invalid',
  not_a_business: 'invalid',
  no_input: 'invalid',
  daily_limit: 'try_later',
  monthly_limit: 'try_later',
  failures_exceeded: 'try_later',
  service_inactive: 'try_later',
  registry_error: 'try_later',
  unavailable: 'try_later',
  soap_fault: 'try_later',
  invalid_response: 'try_later',
  not_authenticated: 'error',
  username_not_defined: 'error',
  username_not_active: 'error',
  username_too_long: 'error',
  token_afm_blocked: 'error',
  token_afm_not_authorized: 'error',
  token_afm_not_found: 'error',
  token_afm_not_registered: 'error',
  caller_blocked: 'error',
  caller_not_found: 'error',
  caller_not_allowed: 'error',
  unrecognised_error: 'error',
};

/** The text of an AADE failure; a fault or an unreadable answer reads as "unavailable". */
const AADE_MESSAGE: Record<AadeFailureCode, MessageKey> = {
  invalid_afm: 'tax_invalid_afm',
  not_found: 'tax_not_found',
  wrong_afm: 'tax_wrong_afm',
  not_a_business: 'tax_not_a_business',
  no_input: 'tax_no_input',
  daily_limit: 'tax_daily_limit',
  monthly_limit: 'tax_monthly_limit',
  failures_exceeded: 'tax_failures_exceeded',
  service_inactive: 'tax_service_inactive',
  registry_error: 'tax_registry_error',
  unavailable: 'tax_unavailable',
  soap_fault: 'tax_unavailable',
  invalid_response: 'tax_unavailable',
  not_authenticated: 'tax_not_authenticated',
  username_not_defined: 'tax_username_not_defined',
  username_not_active: 'tax_username_not_active',
  username_too_long: 'tax_username_too_long',
  token_afm_blocked: 'tax_token_afm_blocked',
  token_afm_not_authorized: 'tax_token_afm_not_authorized',
  token_afm_not_found: 'tax_token_afm_not_found',
  token_afm_not_registered: 'tax_token_afm_not_registered',
  caller_blocked: 'tax_caller_blocked',
  caller_not_found: 'tax_caller_not_found',
  caller_not_allowed: 'tax_caller_not_allowed',
  unrecognised_error: 'tax_unrecognised_error',
};

export interface TaxRegistryOptions {
  /** AADE's special credentials; without them the Greek look-up is "not configured". */
  aade?: { username: string; password: string; callerAfm?: string; endpoint?: string };
  viesBaseUrl?: string;
  fetch: FetchFunction;
}

/** Company details by tax id for invoices: AADE for Greek ΑΦΜ, VIES for EU VAT numbers. */
export class TaxRegistryService {
  private readonly aade: AadeClient | undefined;
  private readonly vies: ViesClient;

  constructor(
    private readonly geo: GeoService,
    options: TaxRegistryOptions,
  ) {
    this.aade = options.aade ? new AadeClient({ ...options.aade, fetch: options.fetch }) : undefined;
    this.vies = new ViesClient({
      fetch: options.fetch,
      ...(options.viesBaseUrl ? { baseUrl: options.viesBaseUrl } : {}),
    });
  }

  get aadeConfigured(): boolean {
    return this.aade !== undefined;
  }

  /** `orders/getafmdetails`: the checksum, then AADE when the shop has credentials. */
  async greekCompany(afm: string, language: Language): Promise<TaxRegistryLookup> {
    const checksumOk = isValidGreekTaxId(afm);
    const answer = (
      status: TaxLookupStatus,
      code: string,
      message: MessageKey,
      company?: TaxRegistryCompany,
    ) => ({
      status,
      code,
      message: translate(language, message),
      checksum_ok: checksumOk,
      source: status === 'not_configured' || code === 'invalid_afm' ? ('local' as const) : ('aade' as const),
      company: company ?? null,
    });
    if (!checksumOk) return answer('invalid', 'invalid_afm', 'tax_invalid_afm');
    if (!this.aade) return answer('not_configured', 'not_configured', 'tax_not_configured');
    const result = await this.aade.lookup(normalizeGreekTaxId(afm));
    if (result.ok) return answer('valid', 'found', 'tax_found', companyOfAade(result.company));
    return answer(AADE_STATUS[result.code], result.code, AADE_MESSAGE[result.code]);
  }

  /** `orders/getafmcheckvies`: the number checked in VIES for the country with this id. */
  async euCompany(countryId: number, vatNumber: string, language: Language): Promise<TaxRegistryLookup> {
    const country = (await this.geo.countries(language)).find((candidate) => candidate.id === countryId);
    if (!country) throw new HttpError(400, 'invalid_input', { cid: ['invalid_country'] });
    const iso = country.iso.toUpperCase();
    const checksumOk = iso === 'GR' ? isValidGreekTaxId(vatNumber) : null;
    const answer = (
      status: TaxLookupStatus,
      code: string,
      message: MessageKey,
      company?: TaxRegistryCompany,
    ) => ({
      status,
      code,
      message: translate(language, message),
      checksum_ok: checksumOk,
      source: code === 'invalid_afm' || status === 'not_applicable' ? ('local' as const) : ('vies' as const),
      company: company ?? null,
    });
    if (!EU_COUNTRY_CODES.has(iso)) return answer('not_applicable', 'not_eu', 'tax_vies_not_eu');
    if (checksumOk === false) return answer('invalid', 'invalid_afm', 'tax_invalid_afm');
    const result: ViesResult = await this.vies.check(iso, vatNumber);
    switch (result.status) {
      case 'valid':
        return answer('valid', 'valid', 'tax_vies_valid', {
          vat: result.vatNumber,
          cnm: result.name ?? '',
          irs: null,
          job: null,
          adr1: result.address,
          pc: null,
          ct: null,
          active: true,
        });
      case 'invalid':
        return answer('invalid', 'invalid', 'tax_vies_invalid');
      case 'try_later':
        return answer('try_later', result.code, 'tax_vies_try_later');
      case 'error':
        return answer('error', result.code, 'tax_vies_refused');
    }
  }
}

function companyOfAade(company: AadeCompany): TaxRegistryCompany {
  return {
    vat: company.afm,
    cnm: company.name,
    irs: company.taxOffice,
    job: company.activity,
    adr1: company.address,
    pc: company.postalCode,
    ct: company.city,
    active: company.active,
  };
}
