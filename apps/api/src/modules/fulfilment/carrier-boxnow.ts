/**
 * BoxNow's partner API for parcels to its lockers. A bearer token from `POST /api/v1/auth-sessions`
 * (OAuth2 client credentials, kept until shortly before `expires_in`); `POST /api/v1/delivery-requests`
 * from the shop's origin location to the locker the shopper chose, one item describing the whole
 * parcel (BoxNow makes a parcel of each item); `GET /api/v1/parcels/{id}/label.pdf`; the parcel's
 * events from `GET /api/v1/parcels` and its webhooks (`boxnow-webhook.ts`). A refusal is a 4xx
 * with BoxNow's code (`P402` destination, `P405` phone …). BoxNow keeps no pickup list: closing
 * the day hands nothing over. Tested against recorded responses (fixtures/boxnow-*.json).
 */
import { centsToEuros } from '@shop/contract';
import { z } from 'zod';
import {
  type FetchFunction,
  OutboundUnavailableError,
  parseJsonText,
  sendOutbound,
} from '../../lib/outbound-http.ts';
import {
  type CarrierAdapter,
  type CarrierEvent,
  type CarrierHttpOptions,
  type CarrierProblem,
  CarrierUnavailableError,
  nationalPhone,
  type ParcelRef,
  type ParcelRequest,
  type VoucherAnswer,
} from './carrier-adapter.ts';
import { boxNowEventKind } from './carrier-event-kinds.ts';

export interface BoxNowCredentials {
  clientId: string;
  clientSecret: string;
  /** The warehouse BoxNow collects from, as BoxNow numbered it. */
  originLocationId: string;
  sender: { name: string; email: string; phone: string };
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const deliverySchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  parcels: z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String) })).min(1),
});
const refusalSchema = z.object({ code: z.string(), message: z.string().optional() });
export const boxNowEventSchema = z.object({
  type: z.string(),
  createTime: z.string(),
  locationDisplayName: z.string().nullish(),
});
const parcelsSchema = z.object({
  data: z.array(
    z.object({
      id: z.union([z.string(), z.number()]).transform(String),
      state: z.string().optional(),
      events: z.array(boxNowEventSchema).default([]),
    }),
  ),
});

/** BoxNow's refusal codes and the field each is about. */
const REFUSALS: Readonly<Record<string, CarrierProblem['field']>> = {
  P402: 'locker',
  P405: 'phone',
  P406: 'weight',
};

/** A BoxNow event as the shop records it; undefined for one that is no news (`new`, `canceled`). */
export function boxNowEvent(event: z.infer<typeof boxNowEventSchema>): CarrierEvent | undefined {
  const kind = boxNowEventKind(event.type);
  const at = new Date(event.createTime);
  if (!kind || Number.isNaN(at.getTime())) return undefined;
  return {
    key: `${event.type}|${at.toISOString()}`,
    code: event.type,
    kind,
    text: event.type,
    location: event.locationDisplayName ?? null,
    at,
  };
}

export class BoxNowAdapter implements CarrierAdapter {
  readonly code = 'boxnow' as const;
  private readonly fetchFunction: FetchFunction;
  private readonly timeoutMs: number;
  private token: { value: string; until: number } | undefined;

  constructor(
    private readonly credentials: BoxNowCredentials,
    private readonly http: CarrierHttpOptions,
  ) {
    this.fetchFunction = http.fetch ?? fetch;
    this.timeoutMs = http.timeoutMs ?? 15_000;
  }

  async createVoucher(parcel: ParcelRequest): Promise<VoucherAnswer> {
    if (!parcel.lockerId) return { ok: false, problems: [{ field: 'locker', carrierMessage: '' }] };
    const cod = parcel.codCents > 0;
    const euros = (cents: number) => centsToEuros(cents).toFixed(2);
    const response = await this.send('POST', '/api/v1/delivery-requests', {
      orderNumber: parcel.orderCode,
      invoiceValue: euros(parcel.valueCents),
      paymentMode: cod ? 'cod' : 'prepaid',
      amountToBeCollected: euros(parcel.codCents),
      allowReturn: !parcel.returnTo,
      ...this.ends(parcel, parcel.lockerId),
      items: [
        {
          id: parcel.orderCode,
          name: parcel.orderCode,
          value: euros(parcel.valueCents),
          weight: Math.max(0.1, parcel.weightGrams / 1000),
          compartmentSize: parcel.weightGrams > 5000 ? 3 : 2,
        },
      ],
    });
    if (response.status >= 400 && response.status < 500 && response.status !== 401) {
      const refusal = refusalSchema.safeParse(parseJsonText(response.text));
      if (refusal.success) {
        const field = REFUSALS[refusal.data.code] ?? 'carrier';
        const words = [refusal.data.code, refusal.data.message].filter(Boolean).join(' ');
        return { ok: false, problems: [{ field, carrierMessage: words }] };
      }
    }
    const created = this.parse(response, deliverySchema, 'delivery-requests');
    const [first] = created.parcels;
    return { ok: true, trackingNumber: first?.id ?? '', carrierRef: created.id };
  }

  /**
   * From the shop's origin location to the shopper's locker; a return (decision 048) the other way,
   * from the locker the customer drops it at to the shop's origin location.
   */
  private ends(parcel: ParcelRequest, lockerId: string) {
    const { sender } = this.credentials;
    const shop = {
      contactName: sender.name,
      contactEmail: sender.email,
      contactNumber: `+30${nationalPhone(sender.phone)}`,
      locationId: this.credentials.originLocationId,
    };
    const customer = {
      contactName: parcel.recipient.name,
      contactEmail: parcel.recipient.email,
      contactNumber: `+30${nationalPhone(parcel.recipient.phone)}`,
      locationId: lockerId,
    };
    return parcel.returnTo
      ? { origin: customer, destination: shop }
      : { origin: shop, destination: customer };
  }

  async label(parcel: ParcelRef): Promise<Uint8Array> {
    const token = await this.bearer();
    const url = `${this.http.baseUrl}/api/v1/parcels/${encodeURIComponent(parcel.trackingNumber)}/label.pdf`;
    let bytes: Uint8Array;
    try {
      const response = await this.fetchFunction(url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/pdf' },
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'manual',
      });
      if (response.status !== 200)
        throw new CarrierUnavailableError('boxnow', `label: HTTP ${response.status}`);
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      if (error instanceof CarrierUnavailableError) throw error;
      throw new CarrierUnavailableError('boxnow', 'label could not be fetched', { cause: error });
    }
    if (Buffer.from(bytes.subarray(0, 4)).toString('latin1') !== '%PDF')
      throw new CarrierUnavailableError('boxnow', 'label is not a PDF');
    return bytes;
  }

  async events(parcel: ParcelRef): Promise<CarrierEvent[]> {
    const response = await this.send(
      'GET',
      `/api/v1/parcels?id=${encodeURIComponent(parcel.trackingNumber)}`,
    );
    const { data } = this.parse(response, parcelsSchema, 'parcels');
    const found = data.find((entry) => entry.id === parcel.trackingNumber);
    return (found?.events ?? []).flatMap((event) => boxNowEvent(event) ?? []);
  }

  async closeDay(): Promise<{ pickupList: string | null }> {
    return { pickupList: null };
  }

  private parse<T extends z.ZodType>(
    response: { status: number; text: string },
    schema: T,
    what: string,
  ): z.output<T> {
    if (response.status < 200 || response.status >= 300)
      throw new CarrierUnavailableError('boxnow', `${what}: HTTP ${response.status}`);
    const parsed = schema.safeParse(parseJsonText(response.text));
    if (!parsed.success) throw new CarrierUnavailableError('boxnow', `${what}: unexpected answer`);
    return parsed.data;
  }

  private async bearer(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const response = await this.request('POST', '/api/v1/auth-sessions', undefined, {
      grant_type: 'client_credentials',
      client_id: this.credentials.clientId,
      client_secret: this.credentials.clientSecret,
    });
    const token = this.parse(response, tokenSchema, 'auth-sessions');
    // A minute early, so that a call never starts with a token about to lapse.
    this.token = { value: token.access_token, until: Date.now() + Math.max(0, token.expires_in - 60) * 1000 };
    return token.access_token;
  }

  private async send(method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await this.request(method, path, await this.bearer(), body);
    if (response.status !== 401) return response;
    // A token BoxNow revoked early: one new session, one more try.
    this.token = undefined;
    return this.request(method, path, await this.bearer(), body);
  }

  private async request(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
    try {
      return await sendOutbound(
        this.fetchFunction,
        {
          url: `${this.http.baseUrl}${path}`,
          method,
          headers: {
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        this.timeoutMs,
      );
    } catch (error) {
      if (error instanceof OutboundUnavailableError)
        throw new CarrierUnavailableError('boxnow', error.message, { cause: error });
      throw error;
    }
  }
}
