import {
  type AdminLowStock,
  type AdminStockList,
  type AdminStockListQuery,
  IN_STOCK_AVAILABILITIES,
  type Language,
} from '@shop/contract';
import { and, asc, count, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { stockMovements } from '../../db/schema/inventory.ts';
import { intArray } from '../../db/sql.ts';
import { localized } from '../../lib/localized.ts';
import { allocate, compareKeys, mergeLines, type StockLocation, type StockTarget } from './allocation.ts';
import {
  configureLocation,
  type LocationSettings,
  type LocationStockLine,
  type LocationStockRow,
  type MovementRow,
  movementsOfProduct,
  type StaffNote,
  type StockTransfer,
  setAtLocations,
  stockOfProduct,
  transferStock,
} from './location-admin.ts';
import {
  activeLocations,
  applyChanges,
  type Locked,
  lockStock,
  type MovementNote,
  refreshTotals,
  type StockChangeAt,
} from './location-stock.ts';
import { type OrderTake, takesAt } from './order-takes.ts';
import { type StockKey, type StockLine, type StockShortage, stockKey } from './stock-lines.ts';
import { labelsOf, type StockItemLabel, stockPage } from './stock-list.ts';

export type { StockLocation, StockTarget } from './allocation.ts';
export type {
  LocationSettings,
  LocationStockLine,
  LocationStockRow,
  MovementRow,
  StaffNote,
  StockTransfer,
} from './location-admin.ts';
export type { OrderTake } from './order-takes.ts';
export { type StockKey, type StockLine, type StockShortage, stockKey } from './stock-lines.ts';
export type { StockItemLabel } from './stock-list.ts';

/** Gift cards (product type 1) are issued, not stocked. */
const GIFT_CARD_TYPE = 1;

/** What `reserve` did: the short lines (nothing taken), or the quantities left to back-order. */
export interface Reservation {
  short: StockShortage[];
  /** Quantities of back-order products beyond their stock: not taken, so never released. */
  backOrdered: StockLine[];
  /** Store pickup: 0 when the store holds every line, N days when stock is moved there; else null. */
  readyInDays: number | null;
}

/** What placing the order would be promised: ready now or in N days, or short lines. */
export interface StockPromise {
  short: StockShortage[];
  readyInDays: number | null;
}

/** The order a reservation belongs to and where its goods go. */
export interface ReserveOptions {
  orderId?: number | null;
  target?: StockTarget;
}

/** Which way a committed change moved stock: a sale only lowers it; anything else may raise it. */
export type StockChange = 'sold' | 'changed';

/** Who sets stock and why, for the movements ledger. */
export interface StockActor {
  staffId?: number | null;
  reason?: string | null;
}

const keysOf = (lines: readonly StockKey[]) => ({
  productIds: [...new Set(lines.map((line) => line.productId))].sort((a, b) => a - b),
  sizeIds: lines.flatMap((line) => (line.dimensionId === null ? [] : [line.dimensionId])),
});

const located = (held: Locked | undefined, locations: readonly StockLocation[], ships: boolean) =>
  locations.reduce(
    (sum, location) => sum + (ships && !location.ships ? 0 : (held?.at.get(location.id) ?? 0)),
    0,
  );

/**
 * Stock per location, product and size (decision 045). `location_stock` is the truth, every change
 * a row of `stock_movements`; the catalogue's stock columns (`products.stock`,
 * `product_dimensions.stock`, the stock-driven part of `products.availability`) are derived from
 * the locations that ship, by this service only. Every write locks the product rows first, then
 * the size rows, then the location rows, each in key order, so two writers never wait on each
 * other in opposite orders.
 */
export class InventoryService {
  private readonly listeners: ((productId: number, change: StockChange) => Promise<unknown>)[] = [];

  constructor(private readonly db: Db) {}

  /** Called after every committed stock change, e.g. so caches forget it and back-in-stock mails go out. */
  onStockChanged(listener: (productId: number, change: StockChange) => Promise<unknown>): void {
    this.listeners.push(listener);
  }

  /** Tells the listeners; whoever changed stock inside a transaction calls it after the commit. */
  async notifyStockChanged(productIds: readonly number[], change: StockChange = 'changed'): Promise<void> {
    for (const productId of new Set(productIds)) {
      for (const listener of this.listeners) await listener(productId, change);
    }
  }

  /** The active locations, in the order they are drawn from. */
  locations(): Promise<StockLocation[]> {
    return activeLocations(this.db);
  }

  /** Sets the sellable stock of a product, or of one size of it (see `setStocks`). */
  async setStock(
    productId: number,
    dimensionId: number | null,
    stock: number,
    actor: StockActor = {},
  ): Promise<void> {
    const moved = await this.db.transaction((tx) =>
      this.setStocks(tx, [{ productId, dimensionId, quantity: stock }], actor),
    );
    if (moved.length > 0) await this.notifyStockChanged([productId]);
  }

  /**
   * Sets sellable stock inside the caller's transaction (the product form, the catalogue CSV): the
   * primary location moves by the difference, and when it cannot go that low the other shipping
   * locations give the rest, last first. Lines of products with sizes but no size, or of sizes of
   * another product, are left alone. Answers the lines whose stock moved, with the stock before;
   * the caller tells the listeners after its commit.
   */
  async setStocks(
    tx: Db,
    lines: readonly StockLine[],
    actor: StockActor = {},
  ): Promise<(StockLine & { before: number })[]> {
    if (lines.length === 0) return [];
    const { productIds, sizeIds } = keysOf(lines);
    const { held, locations } = await lockStock(tx, productIds, sizeIds);
    const shipping = locations.filter((location) => location.ships);
    const primary = shipping.find((location) => location.isPrimary) ?? shipping[0];
    if (!primary) return [];
    const moved: (StockLine & { before: number })[] = [];
    const changes: StockChangeAt[] = [];
    for (const line of lines) {
      const row = held.get(stockKey(line));
      if (!row || row.sized || line.quantity < 0) continue;
      const before = located(row, shipping, true);
      if (before === line.quantity) continue;
      moved.push({ ...line, before });
      let left = line.quantity - before;
      for (const location of [primary, ...shipping.filter((other) => other !== primary).reverse()]) {
        const change = left > 0 ? left : Math.max(left, -(row.at.get(location.id) ?? 0));
        if (change !== 0) changes.push({ ...line, locationId: location.id, change });
        left -= change;
        if (left === 0) break;
      }
    }
    await applyChanges(tx, changes, { kind: 'adjustment', reason: 'stock set', ...actor });
    return moved;
  }

  /** Sets stock per location (the stock screen, its CSV import), with who and why; one transaction. */
  async setAtLocations(lines: readonly LocationStockLine[], note: StaffNote): Promise<void> {
    const moved = await this.db.transaction((tx) => setAtLocations(tx, lines, note));
    await this.notifyStockChanged(moved);
  }

  /** Moves stock from one location to another: both sides and both movements in one transaction. */
  async transfer(transfer: StockTransfer, note: StaffNote): Promise<void> {
    await this.db.transaction((tx) => transferStock(tx, transfer, note));
    await this.notifyStockChanged([transfer.productId]);
  }

  /** Changes a location's settings; the catalogue stock follows when whether it ships changes. */
  async configureLocation(locationId: number, settings: LocationSettings): Promise<void> {
    const moved = await this.db.transaction((tx) => configureLocation(tx, locationId, settings));
    await this.notifyStockChanged(moved);
  }

  /** A product's stock per location and size, and its movements newest first (its history). */
  async stockOf(productId: number): Promise<LocationStockRow[]> {
    return stockOfProduct(this.db, productId);
  }

  async history(productId: number, limit: number, before?: number): Promise<MovementRow[]> {
    return movementsOfProduct(this.db, productId, limit, before);
  }

  /** One page of the stock screen: every product or size with its stock per location. */
  async list(query: AdminStockListQuery, threshold: number, language: Language): Promise<AdminStockList> {
    return stockPage(this.db, query, threshold, language);
  }

  /** Codes, barcodes and names of products and sizes, for lists that name what to pick. */
  async labels(keys: readonly StockKey[], language: Language): Promise<StockItemLabel[]> {
    return labelsOf(this.db, keys, language);
  }

  /** What each order still takes from a location (its sales there less returns), for picking. */
  async takesAt(locationId: number, orderIds: readonly number[]): Promise<OrderTake[]> {
    return takesAt(this.db, locationId, orderIds);
  }

  /** Recounts products' totals after their sizes were added or removed, inside the caller's transaction. */
  async recount(tx: Db, productIds: readonly number[]): Promise<void> {
    await refreshTotals(tx, [...productIds]);
  }

  /** Which of the products (size null: the product as a whole) and sizes have stock to sell now. */
  async inStock(keys: readonly StockKey[]): Promise<Set<string>> {
    const productIds = keys.filter((key) => key.dimensionId === null).map((key) => key.productId);
    const sizeIds = keys.flatMap((key) => (key.dimensionId === null ? [] : [key.dimensionId]));
    const rows = await queryRows<{ product_id: number; dimension_id: number | null }>(
      this.db,
      sql`select id as product_id, null::int as dimension_id from products
          where id = any(${intArray(productIds)}) and stock > 0 and availability = any(${intArray(IN_STOCK_AVAILABILITIES)})
        union all
        select product_id, id from product_dimensions where id = any(${intArray(sizeIds)}) and stock > 0`,
    );
    return new Set(rows.map((row) => stockKey({ productId: row.product_id, dimensionId: row.dimension_id })));
  }

  /**
   * Takes the lines' quantities from the locations inside the caller's transaction (checkout's
   * order), the rows locked until it ends; where from follows the target (decision 045). A
   * back-order product (decision 010) gives what the locations hold and the rest is back-ordered;
   * any other line asking for more than they hold is short, and then nothing changes. Lines of
   * the same product and size count together. Listeners are not told: the transaction may still
   * roll back (see `notifyStockChanged`).
   */
  async reserve(tx: Db, lines: readonly StockLine[], options: ReserveOptions = {}): Promise<Reservation> {
    const wanted = mergeLines(lines);
    const { productIds, sizeIds } = keysOf(wanted);
    const { held, locations } = await lockStock(tx, productIds, sizeIds);
    const allocation = allocate(wanted, held, locations, options.target ?? { kind: 'delivery' });
    if (allocation.short.length > 0) return { short: allocation.short, backOrdered: [], readyInDays: null };
    await applyChanges(
      tx,
      allocation.takes.map((take) => ({ ...take, change: -take.quantity })),
      { kind: 'sale', orderId: options.orderId ?? null },
    );
    return { short: [], backOrdered: allocation.backOrdered, readyInDays: allocation.readyInDays };
  }

  /** What `reserve` would answer now, without locking or taking anything (the checkout's promise). */
  async promise(lines: readonly StockLine[], target: StockTarget): Promise<StockPromise> {
    const wanted = mergeLines(lines);
    const { productIds } = keysOf(wanted);
    const [rows, locations] = await Promise.all([
      queryRows<{ location_id: number; product_id: number; dimension_id: number | null; stock: number }>(
        this.db,
        sql`select location_id, product_id, dimension_id, stock from location_stock
          where product_id = any(${intArray(productIds)})`,
      ),
      activeLocations(this.db),
    ]);
    const held = new Map<string, Locked>();
    for (const row of rows) {
      const key = stockKey({ productId: row.product_id, dimensionId: row.dimension_id });
      const entry = held.get(key) ?? { sized: false, backOrder: false, at: new Map() };
      entry.at.set(row.location_id, row.stock);
      held.set(key, entry);
    }
    const allocation = allocate(wanted, held, locations, target);
    return { short: allocation.short, readyInDays: allocation.readyInDays };
  }

  /**
   * Gives the lines' quantities back (a cancelled or failed order, a return), inside the caller's
   * transaction: to the locations the order's sales took them from, anything beyond that (stock
   * taken before locations existed) to the primary location.
   */
  async release(tx: Db, lines: readonly StockLine[], note: Omit<MovementNote, 'kind'> = {}): Promise<void> {
    const returned = mergeLines(lines);
    const { productIds, sizeIds } = keysOf(returned);
    const { held, locations } = await lockStock(tx, productIds, sizeIds);
    const primary = locations.find((location) => location.isPrimary) ?? locations[0];
    if (!primary) return;
    const taken = note.orderId
      ? await this.takenBy(tx, note.orderId)
      : new Map<string, Map<number, number>>();
    const changes: StockChangeAt[] = [];
    for (const line of returned) {
      const row = held.get(stockKey(line));
      if (!row || row.sized) continue;
      let left = line.quantity;
      for (const [locationId, quantity] of taken.get(stockKey(line)) ?? []) {
        const change = Math.min(left, quantity);
        if (change > 0) changes.push({ ...line, locationId, change });
        left -= Math.max(change, 0);
      }
      if (left > 0) changes.push({ ...line, locationId: primary.id, change: left });
    }
    await applyChanges(tx, changes, { kind: 'return', ...note });
  }

  /**
   * Puts a customer's returned units back into stock at one location (staff chose it when they
   * received the parcel), inside the caller's transaction; `locationCode` names it when no id is
   * given, and the primary location stands in when neither is active. Answers the location used.
   */
  async restockReturn(
    tx: Db,
    lines: readonly StockLine[],
    at: { locationId?: number | null; locationCode: string },
    note: Omit<MovementNote, 'kind'>,
  ): Promise<number | undefined> {
    const returned = mergeLines(lines);
    const { productIds, sizeIds } = keysOf(returned);
    const { held, locations } = await lockStock(tx, productIds, sizeIds);
    const location =
      locations.find((candidate) => candidate.id === at.locationId) ??
      (at.locationId == null
        ? locations.find((candidate) => candidate.code === at.locationCode)
        : undefined) ??
      (at.locationId == null
        ? (locations.find((candidate) => candidate.isPrimary) ?? locations[0])
        : undefined);
    if (!location) return undefined;
    const changes = returned.flatMap((line) => {
      const row = held.get(stockKey(line));
      return row && !row.sized ? [{ ...line, locationId: location.id, change: line.quantity }] : [];
    });
    await applyChanges(tx, changes, { kind: 'return', ...note });
    return location.id;
  }

  /** What an order still holds per product or size and location: its sales less what came back. */
  private async takenBy(tx: Db, orderId: number): Promise<Map<string, Map<number, number>>> {
    const rows = await tx
      .select({
        locationId: stockMovements.locationId,
        productId: stockMovements.productId,
        dimensionId: stockMovements.dimensionId,
        quantity: sql<number>`(-sum(${stockMovements.change}))::int`,
      })
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, orderId), inArray(stockMovements.kind, ['sale', 'return'])))
      .groupBy(stockMovements.locationId, stockMovements.productId, stockMovements.dimensionId)
      .orderBy(asc(stockMovements.locationId));
    const taken = new Map<string, Map<number, number>>();
    for (const row of rows.sort(compareKeys)) {
      if (row.quantity <= 0) continue;
      const at = taken.get(stockKey(row)) ?? new Map<number, number>();
      at.set(row.locationId, row.quantity);
      taken.set(stockKey(row), at);
    }
    return taken;
  }

  /** The products running out, for the back office: stock (every size together) at most `threshold`. */
  async lowStock(threshold: number, limit: number, language: Language): Promise<AdminLowStock> {
    const low = and(lte(products.stock, threshold), ne(products.productType, GIFT_CARD_TYPE));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: products.id,
          code: products.code,
          nameEl: products.nameEl,
          nameEn: products.nameEn,
          stock: products.stock,
        })
        .from(products)
        .where(low)
        .orderBy(asc(products.stock), asc(products.id))
        .limit(limit),
      this.db.select({ n: count() }).from(products).where(low),
    ]);
    return {
      threshold,
      total: total?.n ?? 0,
      items: rows.map((row) => ({
        id: row.id,
        code: row.code,
        nm: localized(language, row.nameEl, row.nameEn),
        stock: row.stock,
      })),
    };
  }
}
