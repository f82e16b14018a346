/**
 * Parcel lockers from the BoxNow partner API, for the locker picker at checkout.
 *
 * Configuration it needs when wired: `BOXNOW_API_URL` (the partner API's base address,
 * stage or production, as BoxNow issues it) and `BOXNOW_TOKEN` (the bearer token). Without
 * them the shop keeps its own seeded locker list.
 *
 * `GET /api/v1/destinations` with `latlng`, `radius`, `name`, `locationType`, `requiredSize`.
 * An entry that lacks an id, a usable address or real coordinates is skipped rather than
 * failing the whole list. Tested against recorded responses (fixtures/boxnow-*.json).
 */
import { z } from 'zod';
import {
  type FetchFunction,
  type OutboundResponse,
  OutboundUnavailableError,
  parseJsonText,
  sendOutbound,
} from '../../lib/outbound-http.ts';

export interface BoxNowLocker {
  id: string;
  name: string;
  address: string;
  postalCode: string;
  city: string | null;
  lat: number;
  lng: number;
}

export interface BoxNowDestinationQuery {
  /** Centre of the search; both or neither. */
  near?: { lat: number; lng: number };
  /** Metres around `near`. */
  radius?: number;
  name?: string;
  /** `apm` (automated parcel machine) is what a shopper collects from. */
  locationType?: 'apm' | 'any' | 'warehouse' | 'depot';
  /** BoxNow's compartment size (1 small, 2 medium, 3 large) the parcel needs. */
  requiredSize?: 1 | 2 | 3;
}

export type BoxNowResult =
  | { ok: true; lockers: BoxNowLocker[]; skipped: number }
  /** `unauthorized`: the token is wrong or expired; `rejected`: another 4xx; `unavailable`: no usable answer. */
  | { ok: false; code: 'unauthorized' | 'rejected' | 'unavailable' | 'invalid_response'; status?: number };

export interface BoxNowClientOptions {
  baseUrl: string;
  token: string;
  fetch?: FetchFunction;
  timeoutMs?: number;
}

const coordinate = (limit: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => (typeof value === 'number' ? value : Number(value.trim() || Number.NaN)))
    .pipe(z.number().min(-limit).max(limit));

const text = z.string().transform((value) => value.replace(/\s+/g, ' ').trim());

const destination = z
  .object({
    id: z.union([z.string().trim().min(1), z.number().int().nonnegative()]).transform(String),
    name: text.nullish(),
    title: text.nullish(),
    addressLine1: text.pipe(z.string().min(1)),
    addressLine2: text.nullish(),
    postalCode: z
      .union([z.string(), z.number()])
      .transform((value) => String(value).replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{4,5}$/)),
    lat: coordinate(90),
    lng: coordinate(180),
  })
  .transform((entry): BoxNowLocker | null => {
    const name = entry.name || entry.title;
    if (!name) return null;
    return {
      id: entry.id,
      name,
      address: entry.addressLine1,
      postalCode: entry.postalCode,
      city: entry.addressLine2 || null,
      lat: entry.lat,
      lng: entry.lng,
    };
  });

const destinationList = z.object({ data: z.array(z.unknown()) });

export class BoxNowClient {
  private readonly baseUrl: string;
  private readonly fetchFunction: FetchFunction;
  private readonly timeoutMs: number;

  constructor(private readonly options: BoxNowClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetchFunction = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 8000;
  }

  async destinations(query: BoxNowDestinationQuery = {}): Promise<BoxNowResult> {
    const parameters = new URLSearchParams();
    if (query.near) parameters.set('latlng', `${query.near.lat},${query.near.lng}`);
    if (query.radius !== undefined) parameters.set('radius', String(Math.round(query.radius)));
    if (query.name) parameters.set('name', query.name);
    if (query.locationType) parameters.set('locationType', query.locationType);
    if (query.requiredSize) parameters.set('requiredSize', String(query.requiredSize));
    const search = parameters.size > 0 ? `?${parameters}` : '';
    let response: OutboundResponse;
    try {
      response = await sendOutbound(
        this.fetchFunction,
        {
          url: `${this.baseUrl}/api/v1/destinations${search}`,
          method: 'GET',
          headers: { accept: 'application/json', authorization: `Bearer ${this.options.token}` },
        },
        this.timeoutMs,
      );
    } catch (error) {
      if (error instanceof OutboundUnavailableError) return { ok: false, code: 'unavailable' };
      throw error;
    }
    return readList(response);
  }
}

function readList(response: OutboundResponse): BoxNowResult {
  const { status } = response;
  if (status === 401 || status === 403) return { ok: false, code: 'unauthorized', status };
  if (status >= 400 && status < 500) return { ok: false, code: 'rejected', status };
  if (status < 200 || status > 299) return { ok: false, code: 'unavailable', status };
  const list = destinationList.safeParse(parseJsonText(response.text));
  if (!list.success) return { ok: false, code: 'invalid_response', status };
  const lockers: BoxNowLocker[] = [];
  for (const entry of list.data.data) {
    const parsed = destination.safeParse(entry);
    if (parsed.success && parsed.data) lockers.push(parsed.data);
  }
  return { ok: true, lockers, skipped: list.data.data.length - lockers.length };
}
