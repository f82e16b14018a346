import { type CarrierEventKind, trackingLinkOf } from '@shop/contract';
import type { FeedAdminService } from '../feeds/index.ts';
import type { OrderShipments } from '../orders/index.ts';
import { CarrierUnavailableError, type ParcelParty } from './carrier-adapter.ts';
import type { CarrierRegistry } from './carrier-registry.ts';
import { athensDay, DEFAULT_UNIT_WEIGHT_GRAMS } from './voucher-service.ts';

export type ReturnCarrier = 'acs' | 'boxnow';

/** A return parcel as the returns workflow keeps it. */
export interface ReturnParcel {
  carrier: ReturnCarrier;
  voucher: string;
  carrierRef: string | null;
}

export interface ReturnVoucherRequest {
  orderId: number;
  /** The carrier's reference of the return, so both sides find it (`<order code>-R<return id>`). */
  reference: string;
  carrier: ReturnCarrier;
  /** The locker a BoxNow return is dropped at. */
  lockerId: string | null;
  /** The returned units, for the parcel's weight. */
  lines: readonly { productId: number; quantity: number }[];
}

/** A voucher, or why there is none in words staff can act on (the carrier's own, or the shop's key). */
export type ReturnVoucherAnswer =
  | ({ ok: true } & ReturnParcel)
  | { ok: false; problem: string; unavailable: boolean };

/**
 * Return vouchers through the shop's carriers (decision 048), for the returns workflow: a courier
 * return is an ACS voucher from the customer's address to the shop's return address
 * (`CARRIER_RETURN_ADDRESS`), a locker return a BoxNow delivery request from the customer's
 * locker to the shop's origin location. The caller keeps the voucher and makes sure it asks once.
 */
export class ReturnVouchers {
  constructor(
    private readonly registry: CarrierRegistry,
    private readonly deps: { orderShipments: OrderShipments; feedsAdmin: FeedAdminService },
    private readonly shop: { returnTo: ParcelParty | undefined },
  ) {}

  async create(request: ReturnVoucherRequest): Promise<ReturnVoucherAnswer> {
    const adapter = this.registry.adapter(request.carrier);
    if (!adapter) return { ok: false, problem: 'carrier_not_configured', unavailable: false };
    const [order] = await this.deps.orderShipments.forShipment([request.orderId]);
    if (!order) return { ok: false, problem: 'return_order_not_found', unavailable: false };
    const returnTo = request.carrier === 'acs' ? this.shop.returnTo : this.shopContact();
    if (!returnTo) return { ok: false, problem: 'return_address_missing', unavailable: false };
    if (request.carrier === 'boxnow' && !request.lockerId)
      return { ok: false, problem: 'return_locker_missing', unavailable: false };
    const weights = await this.deps.feedsAdmin.weightsOf(request.lines.map((line) => line.productId));
    const weightGrams = request.lines.reduce(
      (sum, line) => sum + (weights.get(line.productId) ?? DEFAULT_UNIT_WEIGHT_GRAMS) * line.quantity,
      0,
    );
    try {
      const answer = await (await adapter).createVoucher({
        orderCode: request.reference,
        recipient: { ...order.recipient, email: order.email },
        returnTo,
        // ACS picks the parcel up at the customer's address; BoxNow takes it from their locker.
        lockerId: request.carrier === 'boxnow' ? request.lockerId : null,
        codCents: 0,
        valueCents: 0,
        weightGrams: Math.max(weightGrams, 1),
        pickupDay: athensDay(new Date()),
      });
      if (!answer.ok)
        return {
          ok: false,
          problem: answer.problems.map((problem) => problem.carrierMessage || problem.field).join('; '),
          unavailable: false,
        };
      return {
        ok: true,
        carrier: request.carrier,
        voucher: answer.trackingNumber,
        carrierRef: answer.carrierRef,
      };
    } catch (error) {
      if (!(error instanceof CarrierUnavailableError)) throw error;
      return { ok: false, problem: 'carrier_unavailable', unavailable: true };
    }
  }

  /** The carrier's label of the return parcel, a PDF; undefined when the carrier cannot be asked. */
  async label(parcel: ReturnParcel): Promise<Uint8Array | undefined> {
    const adapter = this.registry.adapter(parcel.carrier);
    if (!adapter) return undefined;
    try {
      return await (await adapter).label({ trackingNumber: parcel.voucher, carrierRef: parcel.carrierRef });
    } catch (error) {
      if (error instanceof CarrierUnavailableError) return undefined;
      throw error;
    }
  }

  /** The kinds of what the carrier said of the parcel so far (the tracking poll's question). */
  async events(parcel: ReturnParcel): Promise<{ kind: CarrierEventKind; at: Date }[]> {
    const adapter = this.registry.adapter(parcel.carrier);
    if (!adapter) return [];
    const events = await (await adapter).events({
      trackingNumber: parcel.voucher,
      carrierRef: parcel.carrierRef,
    });
    return events.map((event) => ({ kind: event.kind, at: event.at }));
  }

  /** Whether the label can be fetched: the carrier is reachable through credentials or the sandbox. */
  canLabel(carrier: ReturnCarrier): boolean {
    return this.registry.mode(carrier) !== undefined;
  }

  trackingLink(parcel: ReturnParcel): string | null {
    return trackingLinkOf(parcel.carrier, parcel.voucher);
  }

  private shopContact(): ParcelParty {
    const shop = this.registry.shopContact();
    return { ...shop, street: '', city: '', postcode: '' };
  }
}

/** `street and number, postcode city` (`CARRIER_RETURN_ADDRESS`) as a carrier's address fields. */
export function returnAddressOf(
  address: string | undefined,
  contact: { name: string; email: string; phone: string },
): ParcelParty | undefined {
  const match = address ? /^(.+),\s*(\d{3}\s?\d{2})\s+(\S.*)$/.exec(address.trim()) : null;
  if (!match) return undefined;
  return {
    ...contact,
    street: match[1]?.trim() ?? '',
    postcode: (match[2] ?? '').replace(/\s/g, ''),
    city: match[3]?.trim() ?? '',
  };
}
