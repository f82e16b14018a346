import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  locationStock,
  type StockMovementKind,
  stockLocations,
  stockMovements,
} from '../../db/schema/inventory.ts';
import { HttpError } from '../../lib/http-error.ts';
import { compareKeys, type StockLocation } from './allocation.ts';
import { applyChanges, deriveCatalogueStock, lockStock, type StockChangeAt } from './location-stock.ts';
import { type StockKey, stockKey } from './stock-lines.ts';

/** A stock level typed by staff for one location (the stock screen, its CSV import). */
export interface LocationStockLine extends StockKey {
  locationId: number;
  stock: number;
}

/** A move of stock between two locations. */
export interface StockTransfer extends StockKey {
  fromLocationId: number;
  toLocationId: number;
  quantity: number;
}

/** Who and why, required of staff's stock changes. */
export interface StaffNote {
  staffId: number | null;
  reason: string;
}

export interface LocationStockRow extends StockKey {
  locationId: number;
  stock: number;
}

export interface MovementRow extends StockKey {
  id: number;
  locationId: number;
  change: number;
  stockAfter: number;
  kind: StockMovementKind;
  orderId: number | null;
  staffId: number | null;
  reason: string | null;
  createdAt: Date;
}

const locationErrors = (locations: readonly StockLocation[], ids: readonly number[]) => {
  const known = new Set(locations.map((location) => location.id));
  return ids.filter((id) => !known.has(id));
};

/**
 * Sets each line's stock at its location, inside the caller's transaction, as an `adjustment`
 * with the staff member and reason. Lines of products with sizes but no size, or of unknown
 * products, sizes or locations, are refused whole (400), before anything is written. Answers the
 * products whose stock moved.
 */
export async function setAtLocations(
  tx: Db,
  lines: readonly LocationStockLine[],
  note: StaffNote,
): Promise<number[]> {
  if (lines.length === 0) return [];
  const sorted = [...lines].sort(compareKeys);
  const productIds = [...new Set(sorted.map((line) => line.productId))];
  const { held, locations } = await lockStock(
    tx,
    productIds,
    sorted.flatMap((line) => (line.dimensionId === null ? [] : [line.dimensionId])),
  );
  const unknownLocations = new Set(
    locationErrors(
      locations,
      sorted.map((line) => line.locationId),
    ),
  );
  const errors: Record<string, string[]> = {};
  lines.forEach((line, index) => {
    const row = held.get(stockKey(line));
    if (!row || row.sized) errors[`lines.${index}.dimensionId`] = ['not_found'];
    if (unknownLocations.has(line.locationId)) errors[`lines.${index}.locationId`] = ['not_found'];
    if (!Number.isInteger(line.stock) || line.stock < 0) errors[`lines.${index}.stock`] = ['invalid_stock'];
  });
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'stock_invalid', errors);
  const changes: StockChangeAt[] = sorted.map((line) => ({
    ...line,
    change: line.stock - (held.get(stockKey(line))?.at.get(line.locationId) ?? 0),
  }));
  await applyChanges(tx, changes, { kind: 'adjustment', staffId: note.staffId, reason: note.reason });
  return [...new Set(changes.filter((change) => change.change !== 0).map((change) => change.productId))];
}

/**
 * Moves stock between two locations in the caller's transaction: both rows and both movements, or
 * nothing (409 `transfer_short` when the source holds less than the quantity).
 */
export async function transferStock(tx: Db, transfer: StockTransfer, note: StaffNote): Promise<void> {
  const { fromLocationId, toLocationId, quantity } = transfer;
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(quantity) || quantity <= 0) errors.quantity = ['invalid_quantity'];
  if (fromLocationId === toLocationId) errors.toLocationId = ['same_location'];
  const { held, locations } = await lockStock(
    tx,
    [transfer.productId],
    transfer.dimensionId === null ? [] : [transfer.dimensionId],
  );
  const row = held.get(stockKey(transfer));
  if (!row || row.sized) errors.dimensionId = ['not_found'];
  for (const id of locationErrors(locations, [fromLocationId, toLocationId])) {
    errors[id === fromLocationId ? 'fromLocationId' : 'toLocationId'] = ['not_found'];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'stock_invalid', errors);
  const available = row?.at.get(fromLocationId) ?? 0;
  if (available < quantity) {
    throw new HttpError(409, 'transfer_short', { quantity: [`available:${available}`] });
  }
  const key = { productId: transfer.productId, dimensionId: transfer.dimensionId };
  await applyChanges(
    tx,
    [
      { ...key, locationId: fromLocationId, change: -quantity },
      { ...key, locationId: toLocationId, change: quantity },
    ],
    { kind: 'transfer', staffId: note.staffId, reason: note.reason },
  );
}

/** A product's stock per location and size, as held now. */
export async function stockOfProduct(db: Db, productId: number): Promise<LocationStockRow[]> {
  return db
    .select({
      locationId: locationStock.locationId,
      productId: locationStock.productId,
      dimensionId: locationStock.dimensionId,
      stock: locationStock.stock,
    })
    .from(locationStock)
    .innerJoin(stockLocations, eq(stockLocations.id, locationStock.locationId))
    .where(eq(locationStock.productId, productId))
    .orderBy(sql`${locationStock.dimensionId} nulls first`, stockLocations.position);
}

/** A product's movements, newest first, `limit` at a time before the movement id `before`. */
export async function movementsOfProduct(
  db: Db,
  productId: number,
  limit: number,
  before?: number,
): Promise<MovementRow[]> {
  return db
    .select({
      id: stockMovements.id,
      locationId: stockMovements.locationId,
      productId: stockMovements.productId,
      dimensionId: stockMovements.dimensionId,
      change: stockMovements.change,
      stockAfter: stockMovements.stockAfter,
      kind: stockMovements.kind,
      orderId: stockMovements.orderId,
      staffId: stockMovements.staffId,
      reason: stockMovements.reason,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.productId, productId),
        before === undefined ? undefined : lt(stockMovements.id, before),
      ),
    )
    .orderBy(desc(stockMovements.id))
    .limit(limit);
}

/** What staff may change of a location. */
export interface LocationSettings {
  ships?: boolean;
  transferDays?: number | null;
}

/**
 * Changes a location's settings; when whether it ships changes, the catalogue stock of everything
 * it holds is derived again in the same transaction (product rows locked first, in key order).
 */
export async function configureLocation(
  tx: Db,
  locationId: number,
  settings: LocationSettings,
): Promise<number[]> {
  const [before] = await tx
    .select({ ships: stockLocations.ships })
    .from(stockLocations)
    .where(eq(stockLocations.id, locationId))
    .for('update');
  if (!before) throw new HttpError(404, 'stock_invalid');
  await tx.update(stockLocations).set(settings).where(eq(stockLocations.id, locationId));
  if (settings.ships === undefined || settings.ships === before.ships) return [];
  const keys = await tx
    .select({ productId: locationStock.productId, dimensionId: locationStock.dimensionId })
    .from(locationStock)
    .where(eq(locationStock.locationId, locationId));
  const productIds = [...new Set(keys.map((key) => key.productId))].sort((a, b) => a - b);
  await lockStock(tx, productIds, []);
  await deriveCatalogueStock(tx, keys);
  return productIds;
}
