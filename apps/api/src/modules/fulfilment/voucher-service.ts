import {
  type CarrierCode,
  type Language,
  type ManualCourier,
  OrderStatus,
  trackingLinkOf,
  type Voucher,
  type VoucherOutcome,
} from '@shop/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { carrierShipments } from '../../db/schema/fulfilment-carriers.ts';
import type { FeedAdminService } from '../feeds/index.ts';
import type { OrderShipments, OrdersService, ShipmentOrder } from '../orders/index.ts';
import { type CarrierProblem, CarrierUnavailableError, type ParcelRequest } from './carrier-adapter.ts';
import { carrierText } from './carrier-messages.ts';
import type { CarrierRegistry } from './carrier-registry.ts';

type ShipmentRow = typeof carrierShipments.$inferSelect;

/** A line of a product without a recorded weight counts this much a unit (decision 046). */
export const DEFAULT_UNIT_WEIGHT_GRAMS = 500;
/** After this long a claim without a voucher (a crash during the carrier's call) may be taken over. */
const CLAIM_TIMEOUT_MS = 5 * 60_000;
/** Orders a bulk request sends to the carrier at once. */
const BULK_CONCURRENCY = 4;
const SHIPPABLE = new Set<number>([OrderStatus.Processing, OrderStatus.Invoiced]);

export interface VoucherDeps {
  orders: OrdersService;
  orderShipments: OrderShipments;
  feedsAdmin: FeedAdminService;
}

export const athensDay = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Athens' }).format(at);

export function toVoucher(row: ShipmentRow): Voucher {
  return {
    id: row.id,
    oid: row.orderId,
    car: row.carrier,
    mc: row.courier,
    tn: row.trackingNumber ?? '',
    lnk: row.trackingNumber ? trackingLinkOf(row.courier, row.trackingNumber) : null,
    cod: row.codCents,
    wg: row.weightGrams,
    lck: row.lockerId,
    pl: row.pickupList,
    at: (row.createdAt ?? row.claimedAt).toISOString(),
  };
}

/**
 * Vouchers for orders (decision 046): one per order, whatever the retries. The order's row in
 * `carrier_shipments` is claimed before the carrier is called, so two requests for one order —
 * a double click, a retried bulk request, two staff at once — call the carrier once; the loser
 * answers `existing`. A refusal or an unreachable carrier removes the claim, so the order can be
 * tried again after the address is corrected.
 */
export class VoucherService {
  constructor(
    private readonly db: Db,
    private readonly deps: VoucherDeps,
    private readonly registry: CarrierRegistry,
    private readonly log: FastifyBaseLogger,
  ) {}

  async bulk(orderIds: readonly number[], carrier: 'acs' | 'boxnow', staffId: number, language: Language) {
    const ids = [...new Set(orderIds)];
    const orders = new Map(
      (await this.deps.orderShipments.forShipment(ids)).map((order) => [order.id, order]),
    );
    const outcomes: VoucherOutcome[] = new Array(ids.length);
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const index = next++;
        const id = ids[index] as number;
        outcomes[index] = await this.createFor(orders.get(id), id, { carrier }, staffId, language);
      }
    };
    await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, ids.length) }, worker));
    return outcomes;
  }

  async create(
    orderId: number,
    request: { carrier: CarrierCode; courier?: ManualCourier; trackingNumber?: string },
    staffId: number,
    language: Language,
  ): Promise<VoucherOutcome> {
    const [order] = await this.deps.orderShipments.forShipment([orderId]);
    return this.createFor(order, orderId, request, staffId, language);
  }

  async ofOrder(orderId: number): Promise<Voucher | null> {
    const [row] = await this.db.select().from(carrierShipments).where(eq(carrierShipments.orderId, orderId));
    return row?.state === 'created' ? toVoucher(row) : null;
  }

  /** The vouchers made for these orders; an order being claimed right now has none yet. */
  async ofOrders(orderIds: readonly number[]): Promise<Voucher[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(carrierShipments)
      .where(and(inArray(carrierShipments.orderId, [...orderIds]), eq(carrierShipments.state, 'created')));
    return rows.map(toVoucher);
  }

  async byIds(ids: readonly number[]): Promise<ShipmentRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(carrierShipments)
      .where(and(inArray(carrierShipments.id, [...ids]), eq(carrierShipments.state, 'created')));
  }

  private async createFor(
    order: ShipmentOrder | undefined,
    orderId: number,
    request: { carrier: CarrierCode; courier?: ManualCourier; trackingNumber?: string },
    staffId: number,
    language: Language,
  ): Promise<VoucherOutcome> {
    const refused = (
      problems: { field: CarrierProblem['field'] | 'credentials'; key: string; words?: string }[],
    ) => ({
      oid: orderId,
      res: 'refused' as const,
      v: null,
      errs: problems.map((problem) => ({
        fld: problem.field,
        msg: [carrierText(language, problem.key as 'carrier_unavailable'), problem.words]
          .filter(Boolean)
          .join(' — '),
      })),
    });
    if (!order || order.shippingKind === 'takeaway' || !SHIPPABLE.has(order.status))
      return refused([{ field: 'carrier', key: 'voucher_order_not_ready' }]);
    const existing = await this.ofOrder(orderId);
    if (existing) return { oid: orderId, res: 'existing', v: existing, errs: [] };
    const manual = request.carrier === 'manual';
    if (manual && (!request.courier || !request.trackingNumber))
      return refused([{ field: 'carrier', key: 'voucher_tracking_required' }]);
    const adapter = manual ? undefined : this.registry.adapter(request.carrier as 'acs' | 'boxnow');
    if (!manual && !adapter) return refused([{ field: 'credentials', key: 'carrier_not_configured' }]);

    const parcel = await this.parcelOf(order);
    const claim = await this.claim(
      order,
      request.carrier,
      request.courier ?? (request.carrier as ManualCourier),
      parcel,
      staffId,
    );
    if (!claim) {
      const made = await this.ofOrder(orderId);
      return { oid: orderId, res: 'existing', v: made, errs: [] };
    }
    let answer: Awaited<ReturnType<NonNullable<Awaited<typeof adapter>>['createVoucher']>>;
    try {
      answer = manual
        ? { ok: true, trackingNumber: request.trackingNumber ?? '', carrierRef: null }
        : await (await (adapter as NonNullable<typeof adapter>)).createVoucher(parcel);
    } catch (error) {
      await this.release(claim);
      if (!(error instanceof CarrierUnavailableError)) throw error;
      this.log.warn({ err: error, orderId }, 'carrier unavailable for a voucher');
      return refused([{ field: 'carrier', key: 'carrier_unavailable' }]);
    }
    if (!answer.ok) {
      await this.release(claim);
      return refused(
        answer.problems.map((problem) => ({
          field: problem.field,
          key: `carrier_problem_${problem.field}`,
          words: problem.carrierMessage,
        })),
      );
    }
    const [row] = await this.db
      .update(carrierShipments)
      .set({
        state: 'created',
        trackingNumber: answer.trackingNumber,
        carrierRef: answer.carrierRef,
        createdAt: new Date(),
      })
      .where(eq(carrierShipments.id, claim))
      .returning();
    if (!row) throw new Error('voucher claim vanished');
    // Staff hand a manual parcel over themselves: it ships now. ACS and BoxNow parcels ship when
    // the day is closed or the carrier reports the pickup.
    if (manual) await this.ship(row, order.language, staffId);
    return { oid: orderId, res: 'created', v: toVoucher(row), errs: [] };
  }

  /** Moves the order to In delivery with the tracking number as the customer's note (mailed). */
  async ship(row: ShipmentRow, language: Language, staffId: number | null): Promise<boolean> {
    const [order] = await this.deps.orderShipments.forShipment([row.orderId]);
    if (!order || !SHIPPABLE.has(order.status)) return false;
    const link = row.trackingNumber ? trackingLinkOf(row.courier, row.trackingNumber) : null;
    const note = carrierText(language, 'tracking_shipped_note')
      .replace('{carrier}', row.courier.toUpperCase())
      .replace('{number}', row.trackingNumber ?? '');
    await this.deps.orders.changeStatus(row.orderId, OrderStatus.InDelivery, {
      actor: staffId === null ? { kind: 'system' } : { kind: 'staff', id: staffId },
      note: link ? `${note} ${link}` : note,
    });
    return true;
  }

  private async parcelOf(order: ShipmentOrder): Promise<ParcelRequest> {
    const weights = await this.deps.feedsAdmin.weightsOf(order.lines.map((line) => line.productId));
    const weightGrams = order.lines.reduce(
      (sum, line) => sum + (weights.get(line.productId) ?? DEFAULT_UNIT_WEIGHT_GRAMS) * line.quantity,
      0,
    );
    const cod = order.paymentProvider === 'cash_on_delivery' && order.paidAt === null;
    return {
      orderCode: order.code,
      recipient: { ...order.recipient, email: order.email },
      lockerId: order.shippingKind === 'locker' ? order.lockerId : null,
      codCents: cod ? order.totalCents : 0,
      valueCents: order.totalCents,
      weightGrams: Math.max(weightGrams, 1),
      pickupDay: athensDay(new Date()),
    };
  }

  /** The claim's id, or undefined when another request holds the order (or made its voucher). */
  private async claim(
    order: ShipmentOrder,
    carrier: CarrierCode,
    courier: ManualCourier,
    parcel: ParcelRequest,
    staffId: number,
  ): Promise<number | undefined> {
    const values = {
      orderId: order.id,
      carrier,
      courier,
      state: 'creating' as const,
      codCents: parcel.codCents,
      weightGrams: parcel.weightGrams,
      lockerId: parcel.lockerId,
      staffId,
      claimedAt: new Date(),
    };
    const [inserted] = await this.db
      .insert(carrierShipments)
      .values(values)
      .onConflictDoNothing({ target: carrierShipments.orderId })
      .returning({ id: carrierShipments.id });
    if (inserted) return inserted.id;
    const stale = new Date(Date.now() - CLAIM_TIMEOUT_MS);
    const [taken] = await this.db
      .update(carrierShipments)
      .set(values)
      .where(
        and(
          eq(carrierShipments.orderId, order.id),
          eq(carrierShipments.state, 'creating'),
          sql`${carrierShipments.claimedAt} < ${stale}`,
        ),
      )
      .returning({ id: carrierShipments.id });
    return taken?.id;
  }

  private async release(claim: number): Promise<void> {
    await this.db
      .delete(carrierShipments)
      .where(and(eq(carrierShipments.id, claim), eq(carrierShipments.state, 'creating')));
  }
}
