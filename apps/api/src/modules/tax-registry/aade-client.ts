/**
 * Company details by Greek tax id (ΑΦΜ) from AADE's RgWsPublic2 service, for invoices.
 *
 * Configuration it needs when wired: `AADE_USERNAME` and `AADE_PASSWORD` (the special
 * credentials AADE issues for this service, not a TAXISnet login), optionally
 * `AADE_CALLER_AFM` (sent as `afm_called_by`) and `AADE_ENDPOINT` (defaults to AADE's
 * production address). Without credentials the lookup is not offered and the local checksum
 * result stands.
 *
 * SOAP 1.2, operation `rgWsPublic2AfmMethod`, WS-Security UsernameToken. Tested against
 * recorded responses (fixtures/aade-*.xml) built from the service's published schema.
 */
import { isValidGreekTaxId, normalizeGreekTaxId } from '@shop/contract';
import {
  type FetchFunction,
  type OutboundResponse,
  OutboundUnavailableError,
  sendOutbound,
} from '../../lib/outbound-http.ts';
import {
  childElements,
  childText,
  escapeXml,
  findElement,
  parseXml,
  type XmlElement,
  XmlReadError,
} from './xml-reader.ts';

export const AADE_DEFAULT_ENDPOINT = 'https://www1.gsis.gr/wsaade/RgWsPublic2/RgWsPublic2';

/**
 * Every documented `RG_WS_PUBLIC_*` error, each with its own code so that each can get its
 * own translated message.
 */
export const AADE_ERROR_CODES = {
  RG_WS_PUBLIC_TAXPAYER_NF: 'not_found',
  RG_WS_PUBLIC_WRONG_AFM: 'wrong_afm',
  RG_WS_PUBLIC_EPIT_NF: 'not_a_business',
  RG_WS_PUBLIC_NO_INPUT_PARAMETERS: 'no_input',
  RG_WS_PUBLIC_TOKEN_USERNAME_NOT_AUTHENTICATED: 'not_authenticated',
  RG_WS_PUBLIC_TOKEN_USERNAME_NOT_DEFINED: 'username_not_defined',
  RG_WS_PUBLIC_TOKEN_USERNAME_NOT_ACTIVE: 'username_not_active',
  RG_WS_PUBLIC_TOKEN_USERNAME_TOO_LONG: 'username_too_long',
  RG_WS_PUBLIC_TOKEN_AFM_BLOCKED: 'token_afm_blocked',
  RG_WS_PUBLIC_TOKEN_AFM_NOT_AUTHORIZED: 'token_afm_not_authorized',
  RG_WS_PUBLIC_TOKEN_AFM_NOT_FOUND: 'token_afm_not_found',
  RG_WS_PUBLIC_TOKEN_AFM_NOT_REGISTERED: 'token_afm_not_registered',
  RG_WS_PUBLIC_AFM_CALLED_BY_BLOCKED: 'caller_blocked',
  RG_WS_PUBLIC_AFM_CALLED_BY_NOT_FOUND: 'caller_not_found',
  RG_WS_PUBLIC_AFM_CALLED_BY_NOT_ALLOWED: 'caller_not_allowed',
  RG_WS_PUBLIC_MAX_DAILY_USERNAME_CALLS_EXCEEDED: 'daily_limit',
  RG_WS_PUBLIC_MONTHLY_LIMIT_EXCEEDED: 'monthly_limit',
  RG_WS_PUBLIC_FAILURES_TOLERATED_EXCEEDED: 'failures_exceeded',
  RG_WS_PUBLIC_SERVICE_NOT_ACTIVE: 'service_inactive',
  RG_WS_PUBLIC_MSG_TO_TAXISNET_ERROR: 'registry_error',
} as const;

export type AadeFailureCode =
  | (typeof AADE_ERROR_CODES)[keyof typeof AADE_ERROR_CODES]
  /** The checksum failed locally; AADE was not asked. */
  | 'invalid_afm'
  /** An `RG_WS_PUBLIC_*` code this adapter does not know yet (kept in `registryCode`). */
  | 'unrecognised_error'
  /** A SOAP fault instead of an answer (`detail` has its reason). */
  | 'soap_fault'
  /** An answer that is neither a company nor an error. */
  | 'invalid_response'
  /** No answer: network failure, timeout, or an HTTP error without a SOAP body. */
  | 'unavailable';

export interface AadeCompany {
  afm: string;
  /** `onomasia`, the registered name, with the registry's padding spaces collapsed. */
  name: string;
  commercialTitle: string | null;
  /** `doy_descr`, the tax office an invoice names. */
  taxOffice: string | null;
  /** Street and number. */
  address: string | null;
  postalCode: string | null;
  city: string | null;
  /** The main activity (`firm_act_kind` 1), else the first one listed. */
  activity: string | null;
  /** `deactivation_flag` 1; 2 means the tax id was deactivated. */
  active: boolean;
  /** `firm_flag_descr` says ΕΠΙΤΗΔΕΥΜΑΤΙΑΣ (not ΜΗ or ΠΡΩΗΝ ΕΠΙΤΗΔΕΥΜΑΤΙΑΣ). */
  isBusiness: boolean;
}

export type AadeLookupResult =
  | { ok: true; company: AadeCompany }
  | { ok: false; code: AadeFailureCode; registryCode?: string; detail?: string };

export interface AadeClientOptions {
  username: string;
  password: string;
  /** Our own ΑΦΜ, sent as `afm_called_by`; omitted when not given. */
  callerAfm?: string;
  endpoint?: string;
  fetch?: FetchFunction;
  timeoutMs?: number;
}

export class AadeClient {
  private readonly endpoint: string;
  private readonly fetchFunction: FetchFunction;
  private readonly timeoutMs: number;

  constructor(private readonly options: AadeClientOptions) {
    this.endpoint = options.endpoint ?? AADE_DEFAULT_ENDPOINT;
    this.fetchFunction = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 8000;
  }

  /** `asOnDate` (YYYY-MM-DD) asks for the record as it was on that day; omitted, today's. */
  async lookup(afm: string, asOnDate?: string): Promise<AadeLookupResult> {
    if (!isValidGreekTaxId(afm)) return { ok: false, code: 'invalid_afm' };
    let response: OutboundResponse;
    try {
      response = await sendOutbound(
        this.fetchFunction,
        {
          url: this.endpoint,
          method: 'POST',
          headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
          body: this.envelope(normalizeGreekTaxId(afm), asOnDate),
        },
        this.timeoutMs,
      );
    } catch (error) {
      if (error instanceof OutboundUnavailableError)
        return { ok: false, code: 'unavailable', detail: error.reason };
      throw error;
    }
    return readAnswer(response);
  }

  private envelope(afm: string, asOnDate: string | undefined): string {
    if (asOnDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOnDate)) {
      throw new RangeError('asOnDate must be YYYY-MM-DD');
    }
    // Empty optional elements are left out: an empty as_on_date has made the service fail.
    const optional = (name: string, value: string | undefined) =>
      value ? `<rg:${name}>${escapeXml(value)}</rg:${name}>` : '';
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"',
      ' xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd"',
      ' xmlns:srvc="http://rgwspublic2/RgWsPublic2Service" xmlns:rg="http://rgwspublic2/RgWsPublic2">',
      '<env:Header><wsse:Security><wsse:UsernameToken>',
      `<wsse:Username>${escapeXml(this.options.username)}</wsse:Username>`,
      '<wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">',
      `${escapeXml(this.options.password)}</wsse:Password>`,
      '</wsse:UsernameToken></wsse:Security></env:Header>',
      '<env:Body><srvc:rgWsPublic2AfmMethod><srvc:INPUT_REC>',
      optional('afm_called_by', this.options.callerAfm),
      `<rg:afm_called_for>${escapeXml(afm)}</rg:afm_called_for>`,
      optional('as_on_date', asOnDate),
      '</srvc:INPUT_REC></srvc:rgWsPublic2AfmMethod></env:Body></env:Envelope>',
    ].join('');
  }
}

function readAnswer(response: OutboundResponse): AadeLookupResult {
  let document: XmlElement;
  try {
    document = parseXml(response.text);
  } catch (error) {
    if (!(error instanceof XmlReadError)) throw error;
    // A proxy's HTML error page or a cut connection: nothing was decided about the tax id.
    const failed = response.status < 200 || response.status > 299;
    return { ok: false, code: failed ? 'unavailable' : 'invalid_response', detail: error.message };
  }
  const fault = findElement(document, 'Fault');
  if (fault) {
    const reason = childText(findElement(fault, 'Reason'), 'Text') ?? childText(fault, 'faultstring');
    return { ok: false, code: 'soap_fault', ...(reason ? { detail: reason } : {}) };
  }
  if (response.status < 200 || response.status > 299) return { ok: false, code: 'unavailable' };
  const result = findElement(document, 'rg_ws_public2_result_rtType');
  const errorCode = childText(findElement(result, 'error_rec'), 'error_code');
  if (errorCode) {
    const code = (AADE_ERROR_CODES as Record<string, AadeFailureCode>)[errorCode] ?? 'unrecognised_error';
    const description = childText(findElement(result, 'error_rec'), 'error_descr');
    return { ok: false, code, registryCode: errorCode, ...(description ? { detail: description } : {}) };
  }
  const company = readCompany(result);
  return company ? { ok: true, company } : { ok: false, code: 'invalid_response' };
}

function readCompany(result: XmlElement | undefined): AadeCompany | null {
  const basic = findElement(result, 'basic_rec');
  const afm = childText(basic, 'afm');
  const name = childText(basic, 'onomasia');
  if (!afm || !name) return null;
  const street = [childText(basic, 'postal_address'), childText(basic, 'postal_address_no')]
    .filter((part) => part !== null)
    .join(' ');
  return {
    afm,
    name: collapseSpaces(name),
    commercialTitle: optionalCollapsed(childText(basic, 'commer_title')),
    taxOffice: childText(basic, 'doy_descr'),
    address: street === '' ? null : collapseSpaces(street),
    postalCode: childText(basic, 'postal_zip_code'),
    city: childText(basic, 'postal_area_description'),
    activity: mainActivity(findElement(result, 'firm_act_tab')),
    active: childText(basic, 'deactivation_flag') === '1',
    isBusiness: childText(basic, 'firm_flag_descr') === 'ΕΠΙΤΗΔΕΥΜΑΤΙΑΣ',
  };
}

function mainActivity(table: XmlElement | undefined): string | null {
  const items = childElements(table, 'item');
  const main = items.find((item) => childText(item, 'firm_act_kind') === '1') ?? items[0];
  return optionalCollapsed(childText(main, 'firm_act_descr'));
}

function collapseSpaces(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function optionalCollapsed(value: string | null): string | null {
  return value === null ? null : collapseSpaces(value);
}
