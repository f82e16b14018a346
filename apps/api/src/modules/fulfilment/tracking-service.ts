import {
  type CarrierEventKind,
  type Language,
  OrderStatus,
  type OrderTracking,
  trackingLinkOf,
} from '@shop/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { carrierEvents, carrierShipments } from '../../db/schema/fulfilment-carriers.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { OrderShipments, OrdersService } from '../orders/index.ts';
import { type CarrierEvent, CarrierUnavailableError } from './carrier-adapter.ts';
import { carrierText } from './carrier-messages.ts';
import type { CarrierRegistry } from './carrier-registry.ts';

type ShipmentRow = typeof carrierShipments.$inferSelect;

/** The order statuses a carrier event leads to (decision 045's table), in the order they are taken. */
const MOVES: Partial<Record<CarrierEventKind, OrderStatus[]>> = {
  accepted: [OrderStatus.InDelivery],
  delivered: [OrderStatus.InDelivery, OrderStatus.Completed],
  returned: [OrderStatus.InDelivery, OrderStatus.NotDelivered],
};
const FINISHING = new Set<CarrierEventKind>(['delivered', 'returned']);
/** Parcels asked about per run of the poll. */
const POLL_BATCH = 200;

/**
 * Carrier events: recorded once each (the carrier's event id, or code and time, is unique per
 * parcel), and the ones that mean something to the order move it through `OrdersService`, so
 * its history, mails and loyalty rules run as for staff. An event older than the newest one
 * applied to the parcel is shown but moves nothing; a move the transition table refuses (the
 * order was moved by hand meanwhile) is skipped.
 */
export class TrackingService {
  constructor(
    private readonly db: Db,
    private readonly deps: { orders: OrdersService; orderShipments: OrderShipments },
    private readonly registry: CarrierRegistry,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Records what a carrier said of a parcel; answers how many events were new. */
  async record(shipmentId: number, events: readonly CarrierEvent[]): Promise<number> {
    const fresh = await this.db.transaction(async (tx) => {
      const [shipment] = await tx
        .select()
        .from(carrierShipments)
        .where(eq(carrierShipments.id, shipmentId))
        .for('update');
      if (!shipment) return { shipment: undefined, moving: [] as CarrierEvent[], count: 0 };
      const inserted =
        events.length === 0
          ? []
          : await tx
              .insert(carrierEvents)
              .values(
                events.map((event) => ({
                  shipmentId,
                  eventKey: event.key,
                  kind: event.kind,
                  code: event.code,
                  text: event.text,
                  location: event.location,
                  at: event.at,
                })),
              )
              .onConflictDoNothing({ target: [carrierEvents.shipmentId, carrierEvents.eventKey] })
              .returning({ id: carrierEvents.id, eventKey: carrierEvents.eventKey });
      const newKeys = new Set(inserted.map((row) => row.eventKey));
      const last = shipment.lastEventAt?.getTime() ?? Number.NEGATIVE_INFINITY;
      const moving = events
        .filter((event) => newKeys.has(event.key) && MOVES[event.kind] && event.at.getTime() > last)
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      const newest = moving.at(-1);
      if (newest) {
        await tx
          .update(carrierShipments)
          .set({
            lastEventAt: newest.at,
            finished: moving.some((event) => FINISHING.has(event.kind)) || shipment.finished,
          })
          .where(eq(carrierShipments.id, shipmentId));
        await tx
          .update(carrierEvents)
          .set({ applied: true })
          .where(
            and(
              eq(carrierEvents.shipmentId, shipmentId),
              inArray(
                carrierEvents.eventKey,
                moving.map((event) => event.key),
              ),
            ),
          );
      }
      return { shipment, moving, count: inserted.length };
    });
    if (fresh.shipment) for (const event of fresh.moving) await this.move(fresh.shipment, event);
    return fresh.count;
  }

  /** Asks each carrier about its open parcels (the pg-boss job's run); answers the new events. */
  async poll(): Promise<number> {
    const open = await this.db
      .select()
      .from(carrierShipments)
      .where(
        and(
          eq(carrierShipments.state, 'created'),
          eq(carrierShipments.finished, false),
          inArray(carrierShipments.carrier, ['acs', 'boxnow']),
        ),
      )
      .orderBy(asc(carrierShipments.id))
      .limit(POLL_BATCH);
    let count = 0;
    for (const shipment of open) {
      if (shipment.carrier === 'manual' || !shipment.trackingNumber) continue;
      const adapter = await this.registry.adapter(shipment.carrier);
      if (!adapter) continue;
      try {
        const events = await adapter.events({
          trackingNumber: shipment.trackingNumber,
          carrierRef: shipment.carrierRef,
        });
        count += await this.record(shipment.id, events);
      } catch (error) {
        if (!(error instanceof CarrierUnavailableError)) throw error;
        this.log.warn({ err: error, shipmentId: shipment.id }, 'tracking poll failed for a parcel');
      }
    }
    return count;
  }

  /** The parcel with this carrier and tracking number (a webhook names it so). */
  async shipmentOf(carrier: 'acs' | 'boxnow', trackingNumber: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: carrierShipments.id })
      .from(carrierShipments)
      .where(and(eq(carrierShipments.carrier, carrier), eq(carrierShipments.trackingNumber, trackingNumber)));
    return row?.id;
  }

  /** An order's parcels and their events, newest first, in the customer's language. */
  async ofOrder(orderId: number, language: Language): Promise<OrderTracking> {
    const shipments = await this.db
      .select()
      .from(carrierShipments)
      .where(and(eq(carrierShipments.orderId, orderId), eq(carrierShipments.state, 'created')));
    const events = shipments.length
      ? await this.db
          .select()
          .from(carrierEvents)
          .where(
            inArray(
              carrierEvents.shipmentId,
              shipments.map((row) => row.id),
            ),
          )
          .orderBy(desc(carrierEvents.at), desc(carrierEvents.id))
      : [];
    return {
      items: shipments.map((shipment) => ({
        car: shipment.carrier,
        crn: shipment.courier,
        tn: shipment.trackingNumber ?? '',
        lnk: trackingLinkOf(shipment.courier, shipment.trackingNumber ?? ''),
        evs: events
          .filter((event) => event.shipmentId === shipment.id)
          .map((event) => ({
            kind: event.kind,
            ttl: carrierText(language, `tracking_${event.kind}`),
            txt: event.text,
            loc: event.location,
            at: event.at.toISOString(),
          })),
      })),
    };
  }

  private async move(shipment: ShipmentRow, event: CarrierEvent): Promise<void> {
    for (const to of MOVES[event.kind] ?? []) {
      const [order] = await this.deps.orderShipments.forShipment([shipment.orderId]);
      if (!order || order.status === to) continue;
      try {
        const link = trackingLinkOf(shipment.courier, shipment.trackingNumber ?? '');
        const shipped = carrierText(order.language, 'tracking_shipped_note')
          .replace('{carrier}', shipment.courier.toUpperCase())
          .replace('{number}', shipment.trackingNumber ?? '');
        await this.deps.orders.changeStatus(shipment.orderId, to, {
          actor: { kind: 'system' },
          // The customer's mail of the shipment carries the tracking number and link.
          note: to === OrderStatus.InDelivery ? [shipped, link].filter(Boolean).join(' ') : null,
          internalNote: `${shipment.carrier} ${shipment.trackingNumber}: ${event.code}`,
        });
      } catch (error) {
        // The order moved on by hand (or back): the carrier's word does not override staff.
        if (error instanceof HttpError && error.statusCode === 422) continue;
        throw error;
      }
    }
  }
}
