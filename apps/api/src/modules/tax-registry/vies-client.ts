/**
 * EU VAT number check through the European Commission's VIES REST service, for invoices to
 * companies in other member states (and Greek ones, as `EL`).
 *
 * Configuration it needs when wired: none (the service is public); optionally
 * `VIES_API_URL` to point at another address (defaults to the Commission's).
 *
 * `GET {base}/ms/{CC}/vat/{number}`. Only "the number is not registered" is `invalid`: an
 * unavailable member state, a timeout or a concurrency limit is `try_later`, never invalid.
 * Tested against recorded responses (fixtures/vies-*.json).
 */
import { isValidGreekTaxId, normalizeGreekTaxId } from '@shop/contract';
import { z } from 'zod';
import {
  type FetchFunction,
  type OutboundResponse,
  OutboundUnavailableError,
  parseJsonText,
  sendOutbound,
} from '../../lib/outbound-http.ts';

export const VIES_DEFAULT_BASE_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

/** Worth asking again later with back-off; they say nothing about the number. */
const TRY_LATER_CODES = new Set([
  'SERVICE_UNAVAILABLE',
  'MS_UNAVAILABLE',
  'TIMEOUT',
  'GLOBAL_MAX_CONCURRENT_REQ',
  'GLOBAL_MAX_CONCURRENT_REQ_TIME',
  'MS_MAX_CONCURRENT_REQ',
  'MS_MAX_CONCURRENT_REQ_TIME',
]);

export type ViesResult =
  | {
      status: 'valid';
      countryCode: string;
      vatNumber: string;
      /** Null where the member state does not disclose it (VIES answers "---"). */
      name: string | null;
      address: string | null;
      requestDate: string;
    }
  | { status: 'invalid'; countryCode: string; vatNumber: string; checkedLocally: boolean }
  /** `code` is VIES's own, `UNREACHABLE` when it did not answer, `UNREADABLE` when its answer made no sense. */
  | { status: 'try_later'; code: string }
  /**
   * The request was refused (INVALID_INPUT, VAT_BLOCKED, IP_BLOCKED, INVALID_REQUESTER_INFO, or a
   * code VIES added later): asking again unchanged will not help, and the number is not judged.
   */
  | { status: 'error'; code: string };

export interface ViesClientOptions {
  baseUrl?: string;
  fetch?: FetchFunction;
  timeoutMs?: number;
}

const checkAnswer = z.object({
  isValid: z.boolean(),
  userError: z.string().optional(),
  requestDate: z.string().optional(),
  name: z.string().nullish(),
  address: z.string().nullish(),
});

const commonErrorAnswer = z.object({
  actionSucceed: z.literal(false).optional(),
  errorWrappers: z.array(z.object({ error: z.string(), message: z.string().nullish() })).min(1),
});

export class ViesClient {
  private readonly baseUrl: string;
  private readonly fetchFunction: FetchFunction;
  private readonly timeoutMs: number;

  constructor(options: ViesClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? VIES_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.fetchFunction = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** `countryCode` is ISO (`GR` is sent as VIES's `EL`); `vatNumber` may carry the prefix and spaces. */
  async check(countryCode: string, vatNumber: string): Promise<ViesResult> {
    const isoCode = countryCode.trim().toUpperCase();
    const memberState = isoCode === 'GR' ? 'EL' : isoCode;
    if (!/^[A-Z]{2}$/.test(memberState)) return { status: 'error', code: 'INVALID_INPUT' };
    const number =
      memberState === 'EL'
        ? normalizeGreekTaxId(vatNumber)
        : vatNumber
            .toUpperCase()
            .replace(/[\s.-]/g, '')
            .replace(new RegExp(`^${memberState}`), '');
    if (!/^[A-Z0-9+*]{2,12}$/.test(number)) return { status: 'error', code: 'INVALID_INPUT' };
    if (memberState === 'EL' && !isValidGreekTaxId(number)) {
      return { status: 'invalid', countryCode: 'EL', vatNumber: number, checkedLocally: true };
    }
    let response: OutboundResponse;
    try {
      response = await sendOutbound(
        this.fetchFunction,
        {
          url: `${this.baseUrl}/ms/${memberState}/vat/${encodeURIComponent(number)}`,
          method: 'GET',
          headers: { accept: 'application/json' },
        },
        this.timeoutMs,
      );
    } catch (error) {
      if (error instanceof OutboundUnavailableError) return { status: 'try_later', code: 'UNREACHABLE' };
      throw error;
    }
    return readAnswer(response, memberState, number);
  }
}

function readAnswer(response: OutboundResponse, countryCode: string, vatNumber: string): ViesResult {
  const body = parseJsonText(response.text);
  const refused = commonErrorAnswer.safeParse(body);
  if (refused.success) return fromErrorCode(refused.data.errorWrappers[0]?.error ?? '');
  const answer = checkAnswer.safeParse(body);
  if (response.status < 200 || response.status > 299 || !answer.success) {
    // An error page or a shape VIES does not document says nothing about the number.
    return { status: 'try_later', code: response.status >= 500 ? 'SERVICE_UNAVAILABLE' : 'UNREADABLE' };
  }
  const { isValid, userError, requestDate, name, address } = answer.data;
  if (userError && userError !== 'VALID' && userError !== 'INVALID') return fromErrorCode(userError);
  if (!isValid) return { status: 'invalid', countryCode, vatNumber, checkedLocally: false };
  return {
    status: 'valid',
    countryCode,
    vatNumber,
    name: disclosed(name),
    address: disclosed(address),
    requestDate: requestDate ?? new Date().toISOString(),
  };
}

function fromErrorCode(code: string): ViesResult {
  return TRY_LATER_CODES.has(code)
    ? { status: 'try_later', code }
    : { status: 'error', code: code || 'UNREADABLE' };
}

function disclosed(value: string | null | undefined): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return !trimmed || trimmed === '---' ? null : trimmed;
}
