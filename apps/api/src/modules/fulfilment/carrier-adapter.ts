import type { CarrierCode, CarrierEventKind } from '@shop/contract';
import type { FetchFunction } from '../../lib/outbound-http.ts';

/** Someone a parcel goes to or comes from. */
export interface ParcelParty {
  name: string;
  /** As the shopper typed it; each adapter puts it in the form its carrier takes. */
  phone: string;
  email: string;
  street: string;
  city: string;
  postcode: string;
}

/** What a voucher is made of: the order as the carrier needs it (decision 046). */
export interface ParcelRequest {
  /** The order's code, sent as the carrier's reference so both sides find it. */
  orderCode: string;
  recipient: ParcelParty;
  /**
   * A return (decision 048): the parcel goes the other way, from `recipient` (the customer; their
   * locker for BoxNow) back to the shop at this address.
   */
  returnTo?: ParcelParty;
  /** The parcel locker chosen at checkout, for a locker order. */
  lockerId: string | null;
  /** Cash to collect on delivery, in cents; 0 when the order is paid. */
  codCents: number;
  /** The order's total, in cents (the declared value). */
  valueCents: number;
  weightGrams: number;
  /** The day the courier picks the parcel up, `YYYY-MM-DD` (Athens). */
  pickupDay: string;
}

/** The fields a carrier refuses a voucher for. */
export type ParcelField = 'postcode' | 'phone' | 'weight' | 'address' | 'locker' | 'carrier';

/** A refusal: the field, and the carrier's own words for staff to read alongside the shop's. */
export interface CarrierProblem {
  field: ParcelField;
  carrierMessage: string;
}

export type VoucherAnswer =
  | { ok: true; trackingNumber: string; carrierRef: string | null }
  | { ok: false; problems: CarrierProblem[] };

/** A parcel as the shop keeps it, for the calls that follow the voucher. */
export interface ParcelRef {
  trackingNumber: string;
  carrierRef: string | null;
}

/** One thing a carrier said of a parcel, mapped to the shop's event kinds. */
export interface CarrierEvent {
  /** Unique per parcel: the carrier's event id, or its code and time. */
  key: string;
  code: string;
  kind: CarrierEventKind;
  text: string;
  location: string | null;
  at: Date;
}

/**
 * A carrier the shop makes vouchers with. A refusal (bad postcode, phone, weight) is an answer;
 * a carrier that cannot be reached, or answers what its documentation does not describe, throws
 * `CarrierUnavailableError`, and nothing is recorded as made.
 */
export interface CarrierAdapter {
  readonly code: Exclude<CarrierCode, 'manual'>;
  createVoucher(parcel: ParcelRequest): Promise<VoucherAnswer>;
  /** The carrier's label of one parcel, a PDF. */
  label(parcel: ParcelRef): Promise<Uint8Array>;
  /** Everything the carrier says of the parcel so far, in any order. */
  events(parcel: ParcelRef): Promise<CarrierEvent[]>;
  /** Hands the day's parcels over: the carrier's pickup list number, when it keeps one. */
  closeDay(day: string, parcels: ParcelRef[]): Promise<{ pickupList: string | null }>;
}

export class CarrierUnavailableError extends Error {
  constructor(
    readonly carrier: CarrierCode,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${carrier}: ${detail}`);
    this.name = 'CarrierUnavailableError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

export interface CarrierHttpOptions {
  baseUrl: string;
  fetch?: FetchFunction;
  timeoutMs?: number;
}

/** Greek phone numbers as carriers take them: ten digits, without `+30` or `0030`. */
export function nationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0030')) return digits.slice(4);
  if (digits.startsWith('30') && digits.length === 12) return digits.slice(2);
  return digits;
}

/** An Athens wall-clock time (`2026-11-27T10:12:00`, as ACS writes them) as an instant. */
export function athensInstant(local: string): Date {
  const asUtc = new Date(`${local.slice(0, 19)}Z`);
  if (Number.isNaN(asUtc.getTime())) return asUtc;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Athens',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(asUtc);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const athensAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return new Date(asUtc.getTime() - (athensAsUtc - asUtc.getTime()));
}
