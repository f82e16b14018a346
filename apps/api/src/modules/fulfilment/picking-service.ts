import {
  type AdminPackOrder,
  type AdminPackResult,
  type AdminPickingItem,
  type AdminPickingList,
  type AdminPickingOrder,
  checkPacking,
  type Language,
  OrderStatus,
} from '@shop/contract';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderPacks, type PackedLine } from '../../db/schema/fulfilment-picking.ts';
import { HttpError } from '../../lib/http-error.ts';
import { localized } from '../../lib/localized.ts';
import { type InventoryService, type OrderTake, type StockItemLabel, stockKey } from '../inventory/index.ts';
import { AWAITING_SHIPMENT, type OrdersService, type OrderToShip } from '../orders/index.ts';
import type { StaffService } from '../staff/index.ts';
import { shopDayBounds, shopDayOf } from './picking-day.ts';

type PackRow = typeof orderPacks.$inferSelect;

export interface PickingOwners {
  inventory: InventoryService;
  orders: OrdersService;
  staff: StaffService;
}

const itemOf = (take: OrderTake, label: StockItemLabel | undefined): AdminPickingItem => ({
  productId: take.productId,
  dimensionId: take.dimensionId,
  code: label?.code ?? String(take.productId),
  sizeCode: label?.sizeCode ?? null,
  barcode: label?.barcode ?? null,
  nm: label?.nm ?? String(take.productId),
  size: label?.size ?? null,
  quantity: take.quantity,
});

/**
 * Picking and packing per location (decision 047). What an order takes from a location is its
 * `sale` movements there (decision 045); a packing is checked line by line against them and
 * recorded once per order and location. A pickup order packed at every location it takes from
 * moves to Ready for pickup through the orders service; a courier or locker order stays
 * Processing until the carrier takes the parcel (In delivery).
 */
export class PickingService {
  constructor(
    private readonly db: Db,
    private readonly owners: PickingOwners,
  ) {}

  /**
   * A location's picking list for a shop day (Athens): the orders awaiting shipment placed before
   * the day ends that take something from it, and those it packed that day, oldest first; the
   * lines of those still to pack added up per product and size.
   */
  async list(locationId: number, day: string | undefined, language: Language): Promise<AdminPickingList> {
    const location = await this.location(locationId);
    const shopDay = day ?? shopDayOf(new Date());
    const { start, end } = shopDayBounds(shopDay);
    const packedThatDay = await this.db
      .select({ orderId: orderPacks.orderId })
      .from(orderPacks)
      .where(
        and(
          eq(orderPacks.locationId, locationId),
          gte(orderPacks.packedAt, start),
          lt(orderPacks.packedAt, end),
        ),
      );
    const candidates = await this.owners.orders.toShip({
      placedBefore: end,
      also: packedThatDay.map((row) => row.orderId),
      language,
    });
    const ids = candidates.map((order) => order.id);
    const [takes, packs] = await Promise.all([
      this.owners.inventory.takesAt(locationId, ids),
      this.packsOf(ids, locationId),
    ]);
    const labels = await this.labels(takes, language);
    const emails = await this.owners.staff.emailsOf(
      [...packs.values()].flatMap((pack) => (pack.staffId === null ? [] : [pack.staffId])),
    );
    const shown: AdminPickingOrder[] = [];
    for (const order of candidates) {
      const lines = takes.filter((take) => take.orderId === order.id);
      const pack = packs.get(order.id);
      if (lines.length === 0) continue;
      // Packed on another day: that day's list shows it.
      if (pack && (pack.packedAt < start || pack.packedAt >= end)) continue;
      shown.push(this.orderDto(order, lines, labels, pack, emails));
    }
    return {
      location: { id: location.id, nm: localized(language, location.nameEl, location.nameEn) },
      day: shopDay,
      orders: shown,
      products: groupByProduct(shown.filter((order) => order.packed === null)),
    };
  }

  /**
   * Packs an order at a location with what staff picked. A pick that is no line of the order, or
   * more than it holds, refuses the packing (400); so do missing lines unless staff chose a
   * partial shipment with a reason. Packing twice, or by two staff at once, packs once: the
   * second answers the first packing with `packedNow` false.
   */
  async pack(input: AdminPackOrder, staffId: number, language: Language): Promise<AdminPackResult> {
    await this.location(input.locationId);
    const [order] = await this.owners.orders.toShip({ placedBefore: null, also: [input.orderId], language });
    if (!order) throw new HttpError(404, 'picking_order_not_found');
    const existing = (await this.packsOf([order.id], input.locationId)).get(order.id);
    if (existing) return this.answer(order.id, existing, false);
    if (!AWAITING_SHIPMENT.includes(order.status)) throw new HttpError(409, 'picking_not_packable');
    const takes = await this.owners.inventory.takesAt(input.locationId, [order.id]);
    if (takes.length === 0) throw new HttpError(409, 'picking_not_at_location');
    const labels = await this.labels(takes, language);
    const lines = takes.map((take) => itemOf(take, labels.get(stockKey(take))));
    const check = checkPacking(lines, input.picked);
    const partial = input.partial && check.short.length > 0;
    const errors: Record<string, string[]> = {};
    for (const index of check.wrong) errors[`picked.${index}.code`] = ['picking_wrong_line'];
    for (const index of check.over) errors[`lines.${index}`] = ['picking_too_many'];
    if (!partial) for (const index of check.short) errors[`lines.${index}`] = ['picking_missing_line'];
    if (partial && !input.reason) errors.reason = ['required_field'];
    if (partial && check.picked.every((count) => count === 0)) errors.picked = ['picking_nothing_picked'];
    if (Object.keys(errors).length > 0) {
      const key =
        check.wrong.length > 0
          ? 'picking_wrong_line'
          : check.over.length > 0
            ? 'picking_too_many'
            : partial
              ? 'invalid_input'
              : 'picking_missing_line';
      throw new HttpError(400, key, errors);
    }
    const packed: PackedLine[] = lines.map((line, index) => ({
      productId: line.productId,
      dimensionId: line.dimensionId,
      quantity: check.picked[index] ?? 0,
    }));
    const [inserted] = await this.db
      .insert(orderPacks)
      .values({
        orderId: order.id,
        locationId: input.locationId,
        staffId,
        partial,
        reason: partial ? (input.reason ?? null) : null,
        lines: packed,
      })
      .onConflictDoNothing()
      .returning();
    const pack = inserted ?? (await this.packsOf([order.id], input.locationId)).get(order.id);
    if (!pack) throw new Error('order pack neither written nor found');
    if (inserted) await this.settleStatus(order, staffId);
    return this.answer(order.id, pack, Boolean(inserted));
  }

  /**
   * A pickup order whose every location has packed is ready at the counter. The orders service
   * locks the order and refuses a move its table does not list, so of two packings finishing at
   * once only one moves it.
   */
  private async settleStatus(order: OrderToShip, staffId: number): Promise<void> {
    if (order.shippingKind !== 'takeaway') return;
    const locations = await this.owners.inventory.locations();
    const packs = await this.db
      .select({ locationId: orderPacks.locationId })
      .from(orderPacks)
      .where(eq(orderPacks.orderId, order.id));
    const packedAt = new Set(packs.map((pack) => pack.locationId));
    for (const location of locations) {
      if (packedAt.has(location.id)) continue;
      if ((await this.owners.inventory.takesAt(location.id, [order.id])).length > 0) return;
    }
    try {
      await this.owners.orders.changeStatus(order.id, OrderStatus.ReadyForPickup, {
        actor: { kind: 'staff', id: staffId },
      });
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 422)) throw error;
    }
  }

  private async answer(orderId: number, pack: PackRow, packedNow: boolean): Promise<AdminPackResult> {
    const [order] = await this.owners.orders.toShip({ placedBefore: null, also: [orderId], language: 'el' });
    const emails = await this.owners.staff.emailsOf(pack.staffId === null ? [] : [pack.staffId]);
    return {
      orderId,
      packedNow,
      status: order?.status ?? OrderStatus.NA,
      packed: packDto(pack, emails),
    };
  }

  private async location(id: number) {
    const location = (await this.owners.inventory.locations()).find((each) => each.id === id);
    if (!location) throw new HttpError(404, 'picking_location_not_found');
    return location;
  }

  private async packsOf(orderIds: readonly number[], locationId: number): Promise<Map<number, PackRow>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(orderPacks)
      .where(and(inArray(orderPacks.orderId, [...orderIds]), eq(orderPacks.locationId, locationId)));
    return new Map(rows.map((row) => [row.orderId, row]));
  }

  private async labels(takes: readonly OrderTake[], language: Language) {
    const labels = await this.owners.inventory.labels(takes, language);
    return new Map(labels.map((label) => [stockKey(label), label]));
  }

  private orderDto(
    order: OrderToShip,
    takes: readonly OrderTake[],
    labels: Map<string, StockItemLabel>,
    pack: PackRow | undefined,
    emails: Map<number, string>,
  ): AdminPickingOrder {
    return {
      id: order.id,
      uid: order.uid,
      code: order.code,
      status: order.status,
      shippingKind: order.shippingKind,
      shipping: order.shipping,
      recipient: order.recipient,
      city: order.city,
      placedAt: order.placedAt.toISOString(),
      lines: takes.map((take) => itemOf(take, labels.get(stockKey(take)))),
      packed: pack ? packDto(pack, emails) : null,
    };
  }
}

const packDto = (pack: PackRow, emails: Map<number, string>) => ({
  at: pack.packedAt.toISOString(),
  staff: pack.staffId === null ? null : (emails.get(pack.staffId) ?? null),
  partial: pack.partial,
  reason: pack.reason,
});

/** The lines of the orders still to pack, added up per product and size, in name order. */
function groupByProduct(orders: readonly AdminPickingOrder[]): AdminPickingList['products'] {
  const grouped = new Map<string, AdminPickingList['products'][number]>();
  for (const order of orders) {
    for (const line of order.lines) {
      const key = stockKey(line);
      const entry = grouped.get(key) ?? { ...line, quantity: 0, orders: [] };
      entry.quantity += line.quantity;
      entry.orders.push(order.code);
      grouped.set(key, entry);
    }
  }
  return [...grouped.values()].sort(
    (a, b) => a.nm.localeCompare(b.nm, 'el') || (a.size ?? '').localeCompare(b.size ?? '', 'el'),
  );
}
